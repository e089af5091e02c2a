// Rate limits kept in the database (rate-limiter-flexible's Drizzle store), so they hold across processes.
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import { tooManyRequests } from '@/lib/contract/errors'
import type { Db } from '@/lib/db/client'
import { rateLimits } from '@/lib/db/schema'
import { getEnv } from '@/lib/env'

const MINUTE = 60
const HOUR = 60 * MINUTE

/** Each rule: points per window (seconds). Keys always begin with the tenant id. */
export const RULES = {
  // SMS sends. The caller's own counters (phone and address together, the address) refuse; a phone's counters from
  // everywhere are a ceiling that asks for a 图形验证码 instead (issue 23 M3): strangers' sends cost the owner a picture
  // to read, never the code itself, and a botnet bombing a phone must solve one picture per text.
  smsPhoneIpMinute: { points: 1, duration: MINUTE },
  smsPhoneIpHour: { points: 5, duration: HOUR },
  smsPhoneIpDay: { points: 10, duration: 24 * HOUR },
  smsIpHour: { points: 20, duration: HOUR },
  smsPhoneMinute: { points: 1, duration: MINUTE },
  smsPhoneHour: { points: 10, duration: HOUR },
  smsPhoneDay: { points: 20, duration: 24 * HOUR },
  // Code checks across purposes (issue 23 C1), taken before the code is judged and given back on success: one address
  // 30 tries an hour over all phones, 10 on one phone; a phone 20 from everywhere, then a 图形验证码 per try. Each code
  // also dies at its fifth wrong try (sms-codes.ts), judged atomically.
  codeCheckIp: { points: 30, duration: HOUR },
  codeCheckPhoneIp: { points: 10, duration: HOUR },
  codeCheckPhone: { points: 20, duration: HOUR },
  // Password logins (L2), each point taken before the check and given back on success. One address may fail 50 times
  // in 15 minutes across all accounts (spraying), 5 times on one account; one account 20 times an hour from anywhere —
  // a ceiling: past it every try needs a 图形验证码 (M3), so strangers cannot lock the owner out.
  loginIp: { points: 50, duration: 15 * MINUTE },
  loginAccountIp: { points: 5, duration: 15 * MINUTE },
  loginAccount: { points: 20, duration: HOUR },
  // 图形验证码 pictures: each one is a row and a small render; a person needs a handful.
  captchaIp: { points: 30, duration: 10 * MINUTE },
  // Changing the password by the old one (signed in): a stolen session must not become an oracle for the password.
  // Per account, like loginAccountIp; a success gives the point back. The SMS-code route stays open.
  changePswAccount: { points: 5, duration: 15 * MINUTE },
  // Course discussion: topics and replies together, per account — a person types slower than this; a script does not.
  postMinute: { points: 5, duration: MINUTE },
  postHour: { points: 30, duration: HOUR },
  // Uploads (avatars, logos): each one is decoded and re-encoded, so a script gets few; a person re-cropping does not notice.
  uploadMinute: { points: 10, duration: MINUTE },
  uploadHour: { points: 60, duration: HOUR },
  // Accounts are free, so the account's own count does not bound the CPU (issue 23 M2): one address over all its accounts
  // and tenants (key `0:{ip}` — no tenant has id 0: the decoding pool is the process's), and one tenant over all accounts.
  uploadIpMinute: { points: 20, duration: MINUTE },
  uploadIpHour: { points: 120, duration: HOUR },
  uploadTenantMinute: { points: 60, duration: MINUTE },
  uploadTenantHour: { points: 600, duration: HOUR },
  // Invitations, per company: each one may text nobody, but it reaches a stranger's message centre — HR invites a team
  // at a time, not the phone book.
  inviteHour: { points: 100, duration: HOUR },
  // 一键提醒 (issue 31): each press may text a whole department; a person gets at most one a day anyway.
  remindNowHour: { points: 10, duration: HOUR },
  // 学习记录 exports (xlsx, issue 31): a year of a large company's records is real work for the database.
  exportHour: { points: 20, duration: HOUR },
  // 学时证明: each date range issues a new certificate with its own number (issue 31).
  certificateIssueHour: { points: 20, duration: HOUR },
  // Consultation requests reach a person who calls back: a few per phone (a company asks about two or three services)
  // and per address (an office shares one), so a script cannot flood the operators' queue or be used to harass a number.
  consultPhoneHour: { points: 3, duration: HOUR },
  consultPhoneDay: { points: 6, duration: 24 * HOUR },
  // A signed-in account naming a number it has not proven spends its own quota instead (L4).
  consultAccountHour: { points: 3, duration: HOUR },
  consultAccountDay: { points: 6, duration: 24 * HOUR },
  consultIpHour: { points: 10, duration: HOUR },
  // Operator keys are long random strings; still, wrong ones from one address are counted (given back on success).
  operatorKeyIp: { points: 20, duration: 15 * MINUTE },
  // Coupon 兑换码 (issue 16): each try takes a point before the lookup and a success gives it back, so only wrong,
  // used or expired codes count — a learner with a handful of codes never notices; guessing stops after a few dozen.
  couponRedeemAccount: { points: 10, duration: HOUR },
  couponRedeemIp: { points: 30, duration: HOUR },
  // Diagnosis PDF exports (issue 23 L8): each one is drawn on the server (pdfkit, a font subset), a CPU-second or so.
  // A learner exports a report or two; an office behind one address a few more. Every try counts, whatever its outcome.
  pdfExportMinute: { points: 10, duration: MINUTE },
  pdfExportHour: { points: 60, duration: HOUR },
  pdfExportIpMinute: { points: 20, duration: MINUTE },
  pdfExportIpHour: { points: 120, duration: HOUR },
  // ClearCache (anonymous): clearing is cheap for us but lets anyone force re-renders — a few a minute per client.
  clearCacheIp: { points: 5, duration: MINUTE },
} as const
export type RuleName = keyof typeof RULES

/** The one-code-a-minute windows follow the resend interval (SMS_RESEND_SECONDS: 60, a few seconds in browser tests). */
const RESEND_WINDOWS = new Set<RuleName>(['smsPhoneIpMinute', 'smsPhoneMinute'])
const windowOf = (rule: RuleName) =>
  RESEND_WINDOWS.has(rule) ? { ...RULES[rule], duration: getEnv().smsResendSeconds } : RULES[rule]

const limiters = new WeakMap<Db, Map<RuleName, RateLimiterDrizzle>>()

function limiter(db: Db, rule: RuleName): RateLimiterDrizzle {
  let byRule = limiters.get(db)
  if (!byRule) limiters.set(db, (byRule = new Map()))
  let found = byRule.get(rule)
  if (!found) {
    // No cleanup timer: the hourly maintenance-purge job deletes spent counters (lib/services/maintenance.ts). A timer
    // per limiter kept every limiter made for a transaction's `db` alive, and ran its deletes on that transaction's
    // pooled client long after the pool had closed it ("Client was closed", 13 times a browser run).
    found = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule,
      clearExpiredByTimeout: false,
      ...windowOf(rule),
    })
    byRule.set(rule, found)
  }
  return found
}

/** "请N秒后再试" / "请N分钟后再试" / "请N小时后再试": when to try again, in words a user reads at a glance. */
export function retryText(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000))
  if (s < 120) return `${s}秒`
  if (s < 2 * HOUR) return `${Math.ceil(s / MINUTE)}分钟`
  return `${Math.ceil(s / HOUR)}小时`
}

function isRes(e: unknown): e is RateLimiterRes {
  return e instanceof RateLimiterRes
}

/**
 * Takes one point from every rule, refusing with 429 on the first that is spent. The message names the
 * wait; checks run in order so the shortest window explains itself first.
 */
export async function consume(db: Db, checks: { rule: RuleName; key: string; message: (wait: string) => string }[]) {
  for (const check of checks) {
    try {
      await limiter(db, check.rule).consume(check.key)
    } catch (e) {
      if (!isRes(e)) throw e
      throw tooManyRequests(check.message(retryText(e.msBeforeNext)), e.msBeforeNext / 1000)
    }
  }
}

/**
 * Takes one point from every ceiling and answers whether any is spent: past a ceiling the caller is asked to prove to be
 * a person (lib/auth/captcha.ts) instead of being refused, so nobody else's tries can lock an owner out.
 */
export async function overCeiling(db: Db, checks: { rule: RuleName; key: string }[]): Promise<boolean> {
  let over = false
  for (const check of checks) {
    try {
      await limiter(db, check.rule).consume(check.key)
    } catch (e) {
      if (!isRes(e)) throw e
      over = true
    }
  }
  return over
}

/** Gives back the point an attempt took (it succeeded, so it was no guess). */
export async function refund(db: Db, rule: RuleName, key: string): Promise<void> {
  await limiter(db, rule).reward(key, 1)
}

export async function forgive(db: Db, rule: RuleName, key: string): Promise<void> {
  await limiter(db, rule).delete(key)
}
