// Issuing and checking SMS codes: 4 digits, 5 minutes, single use, 5 wrong tries, per-phone and per-IP limits.
import { ApiError, ErrorCode } from '@/lib/contract/errors'
import type { Db } from '@/lib/db/client'
import type { SendCodeResult } from '@/lib/contract/schemas/account'
import { consumeSmsCode, getLatestLiveCode, insertSmsCode, recordWrongAttempt } from '@/lib/db/queries/sms-codes'
import type { ServiceContext } from '@/lib/auth/context'
import { requireSite } from '@/lib/auth/context'
import { getSmsProvider } from '@/lib/sms'
import type { SmsPurpose } from '@/lib/sms/types'
import { consume } from './limits'
import { hashesEqual, newSmsCode, sha256Hex } from './tokens'

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
 * Sends a code when `deliver` is true; when false (the account does not exist) it still spends the limits and
 * answers the same, so the response never tells whether a phone or login name is registered.
 */
export async function issueSmsCode(
  ctx: ServiceContext,
  { phone, purpose, deliver = true }: { phone: string; purpose: SmsPurpose; deliver?: boolean },
): Promise<SendCodeResult> {
  const site = requireSite(ctx)
  const t = site.tenantId
  await consume(ctx.db, [
    { rule: 'smsPhoneMinute', key: `${t}:${phone}`, message: (w) => `验证码发送过于频繁，请${w}后再试` },
    { rule: 'smsPhoneHour', key: `${t}:${phone}`, message: (w) => `该手机号获取验证码次数过多，请${w}后再试` },
    { rule: 'smsPhoneDay', key: `${t}:${phone}`, message: (w) => `该手机号今日获取验证码次数已达上限，请${w}后再试` },
    { rule: 'smsIpHour', key: `${t}:${ctx.clientIp}`, message: (w) => `当前网络获取验证码次数过多，请${w}后再试` },
  ])
  if (deliver) {
    const code = newSmsCode()
    await insertSmsCode(ctx.db, {
      tenantId: t,
      phone,
      purpose,
      codeHash: codeHash(t, phone, purpose, code),
      expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
    })
    try {
      await getSmsProvider().send({ tenantId: t, tenantName: site.settings.tenantName, phone, purpose, code }, { db: ctx.db })
    } catch (e) {
      console.error('[sms] send failed', e)
      throw new ApiError(ErrorCode.BusinessRule, '验证码发送失败，请稍后再试', 502)
    }
  }
  return { resendAfterSeconds: RESEND_SECONDS, expireInSeconds: CODE_TTL_SECONDS }
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
