// Common/GetCaptcha: a 图形验证码 picture, asked for only after an API answer with error.code 428.
import { z } from 'zod'

export const captchaInput = z.object({}).strip()

export interface CaptchaResult {
  /** Sent back as `X-Captcha: {captchaId}.{answer}` with the retried call. */
  captchaId: string
  /** A PNG data URL, 128 × 48 CSS pixels (drawn at 2×). */
  image: string
  expireInSeconds: number
}
