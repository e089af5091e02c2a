// Coupon campaigns in the console (issue 32), zod-free so the form, the pages and AdminCoupon say the same thing: the
// campaign's states, its limits, yuan ⇄ fen, the 兑换码's alphabet and length, and the result types the pages draw.

export const CAMPAIGN_LIMITS = {
  title: 30,
  description: 200,
  /** Codes per 生成兑换码. */
  generate: 10_000,
  /** Codes a campaign may ever have: a mistyped 数量 repeated cannot fill the table. */
  perCampaign: 100_000,
  /** 兑换后N天. */
  validDays: 3650,
  /** ¥100,000 in fen: no course costs more. */
  maxPriceCents: 10_000_000,
} as const

/**
 * The 兑换码's alphabet: digits and capitals without 0/O, 1/I/L, which people misread on posters and phones. 16 of them
 * are 79 bits: the codes are stored as unsalted SHA-256 (lib/db/queries/coupons.ts), so a copy of the database must
 * not be searchable for the codes it holds, and redemption tries are limited besides.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const GENERATED_CODE_LENGTH = 16

/** ABCD-EFGH-JKMN-PQRS: how a generated code is shown and downloaded (Coupon/Redeem ignores the dashes). */
export function groupedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-')
}

export const CAMPAIGN_STATES = ['notStarted', 'active', 'ended', 'stopped'] as const
export type CampaignState = (typeof CAMPAIGN_STATES)[number]
export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  notStarted: '未开始',
  active: '进行中',
  ended: '已结束',
  stopped: '已停止',
}

/** What a voucher takes: one named course, or any course priced up to a cap. */
export const VOUCHER_TARGETS = ['course', 'price'] as const
/** How long a redeemed coupon lasts: to the campaign's end, or N days from redemption (never past the end). */
export const VALIDITY_KINDS = ['untilEnd', 'days'] as const
export const CAMPAIGN_MSG = {
  notFound: '活动不存在',
  courseMissing: '课程不存在或不属于本机构',
  freeCourse: '免费课程无需课程券，请选择付费课程',
  endBeforeStart: '结束日期不能早于开始日期',
  endPassed: '结束日期不能早于今天',
  tooFar: '活动结束日期不能超过10年后',
  stopped: '活动已停止，不能再生成兑换码',
  ended: '活动已结束，不能再生成兑换码',
  discountOnly: '折扣券需在开通在线支付后使用，暂不能生成兑换码',
  alreadyStopped: '活动已停止',
  tooManyCodes: (left: number) =>
    left > 0 ? `每个活动最多${CAMPAIGN_LIMITS.perCampaign}个兑换码，本活动还可生成${left}个` : '本活动的兑换码已达上限',
  /** Said on the page in place of a button (issue 32: no dead button before payments exist, issue 33). */
  discountNote: '折扣券（满减券）将在平台开通在线支付后提供，目前只能创建课程券。',
  /** Said beside 停止活动 and in its confirmation. */
  stopNote: '停止后，本活动的兑换码不能再兑换；已兑换到学员账户的课程券不受影响，在有效期内仍可使用。',
  /** Said above the generated codes. */
  shownOnce: '兑换码只显示这一次，系统只保存其摘要，关闭后无法再次查看或下载。请立即下载并妥善保管。',
} as const

/** "99.9" → 9990 fen; null for what is not an amount of at most two decimals. */
export function yuanToFen(text: string): number | null {
  const t = text.trim()
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return null
  const [whole, part = ''] = t.split('.')
  return Number(whole) * 100 + Number(part.padEnd(2, '0'))
}

/** A campaign as the console's list and page show it. */
export interface CampaignRow {
  id: number
  kind: 'voucher' | 'discount'
  title: string
  description: string
  /** 指定课程《…》 / ¥100以内的课程 / 满100减20. */
  scopeText: string
  courseId: number | null
  maxPriceCents: number | null
  /** Codes redeem from / until (an exclusive end: the instant after the last day). */
  validFrom: string
  validUntil: string
  /** A held coupon lasts this many days from redemption (never past validUntil); null: until validUntil. */
  validDays: number | null
  state: CampaignState
  stoppedAt: string | null
  codeCount: number
  redeemedCount: number
  usedCount: number
  createdAt: string
}

export interface CampaignPage {
  totalCount: number
  items: CampaignRow[]
}

/** One redeemed code: who (phone masked below 管理员), when, and what the coupon became. */
export interface CampaignRedemption {
  codeId: number
  /** The code's last four characters: the only part kept in plain text. */
  hint: string
  learnerName: string
  phone: string
  redeemedAt: string
  usedAt: string | null
  usedCourse: { id: number; title: string } | null
  /** 可使用 / 已使用 / 已过期 of the coupon it gave. */
  couponState: 'usable' | 'used' | 'expired'
}

export interface CampaignRedemptionPage {
  totalCount: number
  items: CampaignRedemption[]
}

/** The answer of 生成兑换码: the plain codes, once, and the campaign's new count. */
export interface GeneratedCodes {
  codes: string[]
  codeCount: number
}

export interface CampaignCourseChoice {
  id: number
  title: string
  priceCents: number
  isPublished: boolean
}
