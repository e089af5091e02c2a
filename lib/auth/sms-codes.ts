// Issuing and checking SMS codes: 4 digits, 5 minutes, single use, 5 wrong tries, per-phone and per-IP limits.
import { ApiError, ErrorCode } from '@/lib/contract/errors'
import type { Db } from '@/lib/db/client'
import type { SendCodeResult } from '@/lib/contract/schemas/account'
import { consumeSmsCode, getLatestLiveCode, insertSmsCode, recordWrongAttempt } from '@/lib/db/queries/sms-codes'
import type { ServiceContext } from '@/lib/auth/context'
import { requireSite } from '@/lib/auth/context'
import { getSmsProvider } from '@/lib/sms'
import type { SmsPurpose } from '@/lib/sms/types'
import { getEnv, type SmsProviderName } from '@/lib/env'
import { consume } from './limits'
import { hashesEqual, newSmsCode, sha256Hex } from './tokens'

/** Longer than a gateway's usual answer (Aliyun and Tencent take ~50–300 ms from a mainland region). */
export const SEND_FLOOR_MS = 800

/**
 * L8: a "same answer" send must not answer faster when it skips the gateway (no such account). Both branches await
 * `settle`, which waits out the rest of a fixed floor; only a gateway slower than the floor still shows. The
 * development outbox writes a row and needs none. An object, so tests can hold the floor and watch both paths reach it.
 */
export const sendTiming: { floorMs(provider?: SmsProviderName): number; settle(startedAt: number, floorMs?: number): Promise<void> } = {
  floorMs(provider = getEnv().smsProvider) {
    return provider === 'outbox' ? 0 : SEND_FLOOR_MS
  },
  settle(startedAt, floorMs = sendTiming.floorMs()) {
    const wait = startedAt + floorMs - Date.now()
    return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve()
  },
}

export const CODE_TTL_SECONDS = 5 * 60
export const MAX_WRONG_TRIES = 5
export const RESEND_SECONDS = 60
export const CODE_INVALID = '验证码错误或已失效'
export const CODE_TOO_MANY_TRIES = '验证码错误次数过多，请重新获取'

/** The code hash is bound to tenant, phone and purpose, so a code for one use cannot serve another. */
function codeHash(tenantId: number, phone: string, purpose: SmsPurpose, code: string): string {
  return sha256Hex(`${tenantId}:${phone}:${purpose}:${code}`)
}

/**
 * Sends a code when `deliver` is true; when false (the account does not exist) it still spends the limits, waits the
 * same floor and answers the same, so neither the response nor its timing tells whether a phone or login name is
 * registered. For those calls a gateway failure is logged, not answered: "send failed" would tell as much.
 */
export async function issueSmsCode(
  ctx: ServiceContext,
  { phone, purpose, deliver }: { phone: string; purpose: SmsPurpose; deliver?: boolean },
): Promise<SendCodeResult> {
  const startedAt = Date.now()
  const site = requireSite(ctx)
  const t = site.tenantId
  await consume(ctx.db, [
    { rule: 'smsPhoneMinute', key: `${t}:${phone}`, message: (w) => `验证码发送过于频繁，请${w}后再试` },
    { rule: 'smsPhoneHour', key: `${t}:${phone}`, message: (w) => `该手机号获取验证码次数过多，请${w}后再试` },
    { rule: 'smsPhoneDay', key: `${t}:${phone}`, message: (w) => `该手机号今日获取验证码次数已达上限，请${w}后再试` },
    { rule: 'smsIpHour', key: `${t}:${ctx.clientIp}`, message: (w) => `当前网络获取验证码次数过多，请${w}后再试` },
  ])
  const sameAnswer = deliver !== undefined
  try {
    if (deliver ?? true) await deliverCode(ctx, { phone, purpose, tenantName: site.settings.tenantName })
  } catch (e) {
    console.error('[sms] send failed', e)
    if (!sameAnswer) throw new ApiError(ErrorCode.BusinessRule, '验证码发送失败，请稍后再试', 502)
  } finally {
    await sendTiming.settle(startedAt)
  }
  return { resendAfterSeconds: RESEND_SECONDS, expireInSeconds: CODE_TTL_SECONDS }
}

async function deliverCode(ctx: ServiceContext, { phone, purpose, tenantName }: { phone: string; purpose: SmsPurpose; tenantName: string }) {
  const t = requireSite(ctx).tenantId
  const code = newSmsCode()
  await insertSmsCode(ctx.db, {
    tenantId: t,
    phone,
    purpose,
    codeHash: codeHash(t, phone, purpose, code),
    expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
  })
  await getSmsProvider().send({ tenantId: t, tenantName, phone, purpose, code }, { db: ctx.db })
}

/**
 * Checks a code; `consume` marks it used (login, registration, reset), otherwise it stays valid for the
 * next step. Every wrong try counts; the fifth kills the code.
 */
export async function verifySmsCode(
  ctx: ServiceContext,
  { phone, purpose, code, consume: consumeIt }: { phone: string; purpose: SmsPurpose; code: string; consume: boolean },
): Promise<{ id: number }> {
  const t = requireSite(ctx).tenantId
  const row = await getLatestLiveCode(ctx.db, { tenantId: t, phone, purpose })
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new ApiError(ErrorCode.BusinessRule, CODE_INVALID, 400)
  if (row.attempts >= MAX_WRONG_TRIES) throw new ApiError(ErrorCode.BusinessRule, CODE_TOO_MANY_TRIES, 400)
  if (!hashesEqual(row.codeHash, codeHash(t, phone, purpose, code))) {
    const attempts = await recordWrongAttempt(ctx.db, { tenantId: t, id: row.id })
    throw new ApiError(ErrorCode.BusinessRule, attempts >= MAX_WRONG_TRIES ? CODE_TOO_MANY_TRIES : CODE_INVALID, 400)
  }
  if (consumeIt) await spendSmsCode(ctx.db, { tenantId: t, id: row.id })
  return { id: row.id }
}

/**
 * Uses up a code checked with `consume: false`, typically inside the transaction of the writes it
 * authorises (wrong tries are counted outside it, so a rollback cannot undo them).
 */
export async function spendSmsCode(db: Db, { tenantId, id }: { tenantId: number; id: number }): Promise<void> {
  if (!(await consumeSmsCode(db, { tenantId, id }))) throw new ApiError(ErrorCode.BusinessRule, CODE_INVALID, 400)
}
