// Inputs of the coupon calls (/api/services/app/Coupon/…); results are the zod-free types of coupon-rules.
import { z } from 'zod'
import { id } from '../fields'
import {
  CODE_INPUT_MAX,
  CODE_RE,
  COUPON_MSG,
  COUPON_PAGE_SIZE,
  COUPON_PAGE_SIZE_MAX,
  COUPON_STATE_LABELS,
  normaliseCode,
} from '../coupon-rules'
import { keyOrLabel, optionsOf } from './labelled-choice'

const numberFromQuery = (fallback: number, max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${label}格式不正确` })
      .int({ error: `${label}格式不正确` })
      .min(1, { error: `${label}格式不正确` })
      .max(max, { error: `${label}格式不正确` })
      .optional()
      .default(fallback),
  )

export const myCouponsInput = z.object({
  state: keyOrLabel(optionsOf(COUPON_STATE_LABELS), '优惠券状态', '优惠券状态不正确').prefault('usable'),
  page: numberFromQuery(1, 10000, '页码'),
  pageSize: numberFromQuery(COUPON_PAGE_SIZE, COUPON_PAGE_SIZE_MAX, '每页条数'),
})

/** The handler gets the normalised code (upper case, no spaces or dashes). */
export const redeemInput = z.object({
  code: z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? COUPON_MSG.empty : COUPON_MSG.format) })
    .max(CODE_INPUT_MAX, { error: COUPON_MSG.format })
    .transform((raw) => normaliseCode(raw))
    .refine((code) => code !== '', { error: COUPON_MSG.empty })
    .refine((code) => code === '' || CODE_RE.test(code), { error: COUPON_MSG.format })
    .meta({ title: '兑换码' }),
})

export const courseVouchersInput = z.object({ courseId: id('课程') })
