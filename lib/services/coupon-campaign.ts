// The pieces of AdminCoupon that are not methods (issue 32): making 兑换码 with a CSPRNG, a campaign's Beijing days as
// instants, and a campaign row in the words the console shows.
import { randomBytes } from 'node:crypto'
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MSG,
  CODE_ALPHABET,
  GENERATED_CODE_LENGTH,
  type CampaignRow,
} from '@/lib/contract/coupon-campaign-rules'
import { amountText, moneyText } from '@/lib/contract/coupon-rules'
import { formatDate } from '@/lib/contract/dates'
import { badRequest } from '@/lib/contract/errors'
import type { CampaignDbRow } from '@/lib/db/queries/admin-coupons'

// Every tenant is in mainland China (lib/contract/dates.ts): a campaign's days are Beijing days.
const DAY_OFFSET = '+08:00'
const DAY_MS = 24 * 3600 * 1000
/** The largest multiple of the alphabet's size that fits a byte: bytes at or above it are drawn again (no modulo bias). */
const UNBIASED = 256 - (256 % CODE_ALPHABET.length)

/** `n` distinct codes of GENERATED_CODE_LENGTH characters from CODE_ALPHABET, each character from crypto.randomBytes. */
export function generateCodes(n: number): string[] {
  const out = new Set<string>()
  while (out.size < n) {
    const bytes = randomBytes((n - out.size) * GENERATED_CODE_LENGTH * 2)
    let code = ''
    for (const b of bytes) {
      if (b >= UNBIASED) continue
      code += CODE_ALPHABET[b % CODE_ALPHABET.length]
      if (code.length === GENERATED_CODE_LENGTH) {
        out.add(code)
        code = ''
        if (out.size === n) break
      }
    }
  }
  return [...out]
}

/**
 * The instants a campaign's days stand for: redeemable from the start day's 00:00 to the end day's 24:00, Beijing time.
 * The end may not have passed, nor lie more than ten years ahead.
 */
export function campaignPeriod(startDate: string, endDate: string, now = new Date()) {
  const validFrom = new Date(`${startDate}T00:00:00${DAY_OFFSET}`)
  const validUntil = new Date(new Date(`${endDate}T00:00:00${DAY_OFFSET}`).getTime() + DAY_MS)
  if (endDate < startDate) throw badRequest(CAMPAIGN_MSG.endBeforeStart, ['endDate'])
  if (endDate < formatDate(now)) throw badRequest(CAMPAIGN_MSG.endPassed, ['endDate'])
  if (validUntil.getTime() - now.getTime() > 3653 * DAY_MS) throw badRequest(CAMPAIGN_MSG.tooFar, ['endDate'])
  return { validFrom, validUntil }
}

/** What a campaign's coupon is good for, as the learner's /coupon page says it (lib/services/coupon.ts). */
function scopeText(row: CampaignDbRow, unit: string): string {
  if (row.kind === 'discount') {
    const off = amountText(row.amountOffCents ?? 0)
    return row.minSpendCents ? `满${amountText(row.minSpendCents)}减${off}` : `立减${off}`
  }
  if (row.courseId !== null) return `指定课程：《${row.courseTitle ?? ''}》`
  if (row.maxPriceCents === null) return '全部付费课程'
  return `${moneyText(row.maxPriceCents, unit)}以内的课程`
}

export function campaignRow(row: CampaignDbRow, unit: string): CampaignRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    scopeText: scopeText(row, unit),
    courseId: row.courseId,
    maxPriceCents: row.maxPriceCents,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    validDays: row.validDays,
    state: row.state,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    codeCount: row.codeCount,
    redeemedCount: row.redeemedCount,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
  }
}

/** How many more codes the campaign may get; the refusal when `asked` is more. */
export function codesLeft(codeCount: number, asked: number): string | null {
  const left = CAMPAIGN_LIMITS.perCampaign - codeCount
  return asked > left ? CAMPAIGN_MSG.tooManyCodes(Math.max(left, 0)) : null
}
