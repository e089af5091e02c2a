// 图形验证码 (issue 23 M3): the proof asked for past a global ceiling, instead of a block. A challenge is a random id and
// a four-digit answer, both stored only as hashes bound to the tenant, answered once within five minutes; the answer
// travels in the `X-Captcha: {id}.{answer}` header of the retried call, so every method's body stays as the spec has it.
import { randomBytes } from 'node:crypto'
import { ApiError, ErrorCode } from '@/lib/contract/errors'
import { CAPTCHA_MESSAGES } from '@/lib/contract/captcha'
import type { CaptchaResult } from '@/lib/contract/schemas/captcha'
import { insertCaptcha, spendCaptcha } from '@/lib/db/queries/captcha'
import { getEnv } from '@/lib/env'
import { requireSite, type ServiceContext } from './context'
import { captchaPng, newCaptchaAnswer } from './captcha-image'
import { consume, overCeiling, refund, type RuleName } from './limits'
import { hashesEqual, sha256Hex } from './tokens'

const CAPTCHA_HEADER = 'x-captcha'
const CAPTCHA_TTL_SECONDS = 5 * 60

const answerHash = (tenantId: number, id: string, answer: string) => sha256Hex(`captcha:${tenantId}:${id}:${answer}`)

/** Where answers come from: an object, so integration tests can draw a known answer. */
export const captchaDraw = { answer: newCaptchaAnswer }

/**
 * A development server with the SMS outbox (never production: lib/env) also keeps its newest answers in memory, so
 * /api/dev/captcha can read a picture to browser tests the way /api/dev/sms-outbox reads a code. Bounded.
 */
const devAnswers = new Map<string, string>()
const DEV_ANSWERS_KEPT = 200

function keepForDevelopment(id: string, answer: string) {
  if (!getEnv().devOutbox) return
  devAnswers.set(id, answer)
  if (devAnswers.size > DEV_ANSWERS_KEPT) devAnswers.delete(devAnswers.keys().next().value!)
}

/** The answer of a picture this development server drew (null when unknown, or not a development server). */
export function developmentCaptchaAnswer(id: string): string | null {
  return getEnv().devOutbox ? (devAnswers.get(id) ?? null) : null
}

/** A new picture for this tenant; its answer is known only to the picture. */
export async function issueCaptcha(ctx: ServiceContext): Promise<CaptchaResult> {
  const { tenantId } = requireSite(ctx)
  await consume(ctx.db, [
    { rule: 'captchaIp', key: `${tenantId}:${ctx.clientIp}`, message: (w) => `获取图形验证码过于频繁，请${w}后再试` },
  ])
  const id = randomBytes(18).toString('base64url')
  const answer = captchaDraw.answer()
  keepForDevelopment(id, answer)
  await insertCaptcha(ctx.db, {
    tenantId,
    idHash: sha256Hex(id),
    answerHash: answerHash(tenantId, id, answer),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  })
  return { captchaId: id, image: await captchaPng(answer), expireInSeconds: CAPTCHA_TTL_SECONDS }
}

const captchaRequired = (message: string = CAPTCHA_MESSAGES.required) =>
  new ApiError(ErrorCode.CaptchaRequired, message, 428)

/** Passes when the request carries the right answer to an unspent picture of this tenant; otherwise asks (428). */
async function requireCaptcha(ctx: ServiceContext): Promise<void> {
  const given = ctx.request.headers.get(CAPTCHA_HEADER)?.trim() ?? ''
  if (!given) throw captchaRequired()
  const m = /^([A-Za-z0-9_-]{24})\.(\d{4})$/.exec(given)
  const { tenantId } = requireSite(ctx)
  const stored = m ? await spendCaptcha(ctx.db, { tenantId, idHash: sha256Hex(m[1]) }) : null
  if (!m || !stored || !hashesEqual(stored, answerHash(tenantId, m[1], m[2])))
    throw captchaRequired(CAPTCHA_MESSAGES.wrong)
}

type Check = { rule: RuleName; key: string; message: (wait: string) => string }

/**
 * The caller's own limits (per address, per phone or account and address) refuse outright; then a point from each
 * global ceiling, and when any is spent the caller must answer a picture. A call turned back for a picture did nothing,
 * so its own points come back — the retry with the answer is the same attempt, not a second one.
 */
export async function limitWithChallenge(
  ctx: ServiceContext,
  own: Check[],
  ceilings: { rule: RuleName; key: string }[],
): Promise<void> {
  await consume(ctx.db, own)
  if (!(await overCeiling(ctx.db, ceilings))) return
  try {
    await requireCaptcha(ctx)
  } catch (e) {
    await Promise.all(own.map((check) => refund(ctx.db, check.rule, check.key)))
    throw e
  }
}
