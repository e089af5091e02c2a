// Issuing and checking SMS codes: 4 digits, 5 minutes, single use, 5 tries judged atomically, per-phone and per-IP limits.
import { ApiError, ErrorCode } from '@/lib/contract/errors'
import type { Db } from '@/lib/db/client'
import type { SendCodeResult } from '@/lib/contract/schemas/account'
import { consumeSmsCode, giveBackTry, insertSmsCode, judgeSmsCode } from '@/lib/db/queries/sms-codes'
import type { ServiceContext } from '@/lib/auth/context'
import { requireSite } from '@/lib/auth/context'
import { getSmsProvider } from '@/lib/sms'
import type { SmsPurpose } from '@/lib/sms/types'
import { getEnv, type SmsProviderName } from '@/lib/env'
import { logError } from '@/lib/db/error-log'
import { limitWithChallenge } from './captcha'
import { refund } from './limits'
import { hashesEqual, newSmsCode, sha256Hex } from './tokens'

/** Longer than a gateway's usual answer (Aliyun and Tencent take ~50–300 ms from a mainland region). */
export const SEND_FLOOR_MS = 800

/**
 * L8: a "same answer" send must not answer faster when it skips the gateway (no such account). Both branches await
 * `settle`, which waits out the rest of a fixed floor; only a gateway slower than the floor still shows. The
 * development outbox writes a row and needs none. An object, so tests can hold the floor and watch both paths reach it.
 */
export const sendTiming: {
  floorMs(provider?: SmsProviderName): number
  settle(startedAt: number, floorMs?: number): Promise<void>
} = {
  floorMs(provider = getEnv().smsProvider) {
    return provider === 'outbox' ? 0 : SEND_FLOOR_MS
  },
  settle(startedAt, floorMs = sendTiming.floorMs()) {
    const wait = startedAt + floorMs - Date.now()
    return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve()
  },
}

export const CODE_TTL_SECONDS = 5 * 60
const MAX_WRONG_TRIES = 5
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
  const own = `${t}:${phone}@${ctx.clientIp}`
  // The caller's own counters refuse; the phone's counters from everywhere are a ceiling past which a 图形验证码 is asked
  // (M3) — so nobody can spend an owner's quota and leave them without a code.
  await limitWithChallenge(
    ctx,
    [
      { rule: 'smsPhoneIpMinute', key: own, message: (w) => `验证码发送过于频繁，请${w}后再试` },
      { rule: 'smsPhoneIpHour', key: own, message: (w) => `该手机号获取验证码次数过多，请${w}后再试` },
      { rule: 'smsPhoneIpDay', key: own, message: (w) => `该手机号今日获取验证码次数已达上限，请${w}后再试` },
      { rule: 'smsIpHour', key: `${t}:${ctx.clientIp}`, message: (w) => `当前网络获取验证码次数过多，请${w}后再试` },
    ],
    [
      { rule: 'smsPhoneMinute', key: `${t}:${phone}` },
      { rule: 'smsPhoneHour', key: `${t}:${phone}` },
      { rule: 'smsPhoneDay', key: `${t}:${phone}` },
    ],
  )
  const sameAnswer = deliver !== undefined
  try {
    if (deliver ?? true) await deliverCode(ctx, { phone, purpose, tenantName: site.settings.tenantName })
  } catch (e) {
    logError('[sms] send failed', e)
    if (!sameAnswer) throw new ApiError(ErrorCode.BusinessRule, '验证码发送失败，请稍后再试', 502)
  } finally {
    await sendTiming.settle(startedAt)
  }
  return { resendAfterSeconds: getEnv().smsResendSeconds, expireInSeconds: CODE_TTL_SECONDS }
}

async function deliverCode(
  ctx: ServiceContext,
  { phone, purpose, tenantName }: { phone: string; purpose: SmsPurpose; tenantName: string },
) {
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
 * Checks a code; `consume` marks it used (login, registration, reset), otherwise it stays valid for the next step.
 *
 * C1: judging is atomic. Before any comparison the try is counted and checked in one statement (`judgeSmsCode`:
 * attempts + 1 where attempts < MAX_WRONG_TRIES), so of any number of parallel guesses at most MAX_WRONG_TRIES are ever
 * compared — the rest find the code spent. Before that, tries across every purpose are limited per address, per phone and
 * address, and per phone from everywhere (past that ceiling, a 图形验证码 per try); a right code gives its points back.
 */
export async function verifySmsCode(
  ctx: ServiceContext,
  { phone, purpose, code, consume: consumeIt }: { phone: string; purpose: SmsPurpose; code: string; consume: boolean },
): Promise<{ id: number }> {
  const t = requireSite(ctx).tenantId
  const keys = {
    codeCheckIp: `${t}:${ctx.clientIp}`,
    codeCheckPhoneIp: `${t}:${phone}@${ctx.clientIp}`,
    codeCheckPhone: `${t}:${phone}`,
  }
  await limitWithChallenge(
    ctx,
    [
      { rule: 'codeCheckIp', key: keys.codeCheckIp, message: (w) => `验证码尝试次数过多，请${w}后再试` },
      {
        rule: 'codeCheckPhoneIp',
        key: keys.codeCheckPhoneIp,
        message: (w) => `该手机号验证码尝试次数过多，请${w}后再试`,
      },
    ],
    [{ rule: 'codeCheckPhone', key: keys.codeCheckPhone }],
  )
  const judged = await judgeSmsCode(ctx.db, { tenantId: t, phone, purpose, maxTries: MAX_WRONG_TRIES })
  if (judged.state === 'none') throw new ApiError(ErrorCode.BusinessRule, CODE_INVALID, 400)
  if (judged.state === 'spent') throw new ApiError(ErrorCode.BusinessRule, CODE_TOO_MANY_TRIES, 400)
  if (!hashesEqual(judged.codeHash, codeHash(t, phone, purpose, code))) {
    throw new ApiError(
      ErrorCode.BusinessRule,
      judged.attempts >= MAX_WRONG_TRIES ? CODE_TOO_MANY_TRIES : CODE_INVALID,
      400,
    )
  }
  // The right code was no guess: its try and its points come back (a two-step reset checks the same code twice).
  await Promise.all([
    giveBackTry(ctx.db, { tenantId: t, id: judged.id }),
    refund(ctx.db, 'codeCheckIp', keys.codeCheckIp),
    refund(ctx.db, 'codeCheckPhoneIp', keys.codeCheckPhoneIp),
    refund(ctx.db, 'codeCheckPhone', keys.codeCheckPhone),
  ])
  if (consumeIt) await spendSmsCode(ctx.db, { tenantId: t, id: judged.id })
  return { id: judged.id }
}

/**
 * Uses up a code checked with `consume: false`, typically inside the transaction of the writes it
 * authorises (wrong tries are counted outside it, so a rollback cannot undo them).
 */
export async function spendSmsCode(db: Db, { tenantId, id }: { tenantId: number; id: number }): Promise<void> {
  if (!(await consumeSmsCode(db, { tenantId, id }))) throw new ApiError(ErrorCode.BusinessRule, CODE_INVALID, 400)
}
