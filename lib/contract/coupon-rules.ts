// Coupon words and rules both sides share, free of zod: the redeem form checks a code exactly as Coupon/Redeem does,
// and the page, the course button and the API speak the same sentences.

export const COUPON_STATES = ['usable', 'used', 'expired'] as const
export type CouponState = (typeof COUPON_STATES)[number]
export const COUPON_STATE_LABELS: Record<CouponState, string> = { usable: '可使用', used: '已使用', expired: '已过期' }

export type CouponKindName = 'voucher' | 'discount'
export const COUPON_KIND_LABELS: Record<CouponKindName, string> = { voucher: '课程券', discount: '折扣券' }

/** Raw input is cut off here (a pasted paragraph is no code); a normalised code has 4–32 letters and digits. */
export const CODE_INPUT_MAX = 64
export const CODE_RE = /^[A-Z0-9]{4,32}$/

export const COUPON_PAGE_SIZE = 20
export const COUPON_PAGE_SIZE_MAX = 50

export const COUPON_MSG = {
  empty: '请输入兑换码',
  format: '兑换码格式不正确',
  /** Unknown here — and another tenant's code answers exactly the same. */
  unknown: '兑换码不存在',
  redeemed: '该兑换码已被使用',
  expired: '该兑换码已过期',
  /** 停止活动 in the console (issue 32). */
  stopped: '该兑换码所属活动已停止，无法兑换',
  notStarted: (day: string) => `该兑换码所属活动尚未开始，请于${day}后兑换`,
  tooMany: (wait: string) => `兑换尝试过于频繁，请${wait}后再试`,
  redeemedOk: '兑换成功，优惠券已放入「可使用」',
  companyOnly: '优惠券仅限个人账号使用',
  /** JoinCourse chose a voucher, but none could be spent (used or expired meanwhile). */
  noVoucher: '没有可用于本课程的课程券，请刷新页面后重试',
  /** The page says plainly what a discount coupon is good for today. */
  discountNote: '折扣券将在平台开通在线支付后用于购买付费课程，目前仅可查看，暂不能使用；课程券可直接兑换对应课程。',
} as const

/**
 * What the learner typed → the code as stored: full-width letters and digits become ASCII (NFKC), case and spaces and
 * dashes do not matter — codes are read off posters and typed on phones.
 */
export function normaliseCode(raw: string): string {
  return raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212]/g, '')
}

/** The form's check before sending (the API repeats it): null when the code may be sent. */
export function codeProblem(raw: string): string | null {
  const code = normaliseCode(raw)
  if (!code) return COUPON_MSG.empty
  if (raw.length > CODE_INPUT_MAX || !CODE_RE.test(code)) return COUPON_MSG.format
  return null
}

/** 10000 → "100", 5990 → "59.9": an amount in cents as a plain number. */
export function amountText(cents: number): string {
  return (cents / 100).toFixed(2).replace(/\.?0+$/, '')
}

/** 10000 → "¥100" (the tenant's unit as the catalogue shows prices: ¥ for 元, else after the number). */
export function moneyText(cents: number, unit = '元'): string {
  return unit === '元' ? `¥${amountText(cents)}` : `${amountText(cents)}${unit}`
}

/** One coupon as the API answers it. */
export interface CouponItem {
  id: number
  kind: CouponKindName
  title: string
  /** The stub's big text: 课程券, or the amount off (¥20). */
  valueText: string
  /** The stub's small line: 指定课程 / ¥100以内可用 / 满100可用. */
  conditionText: string
  /** What it is good for: 指定课程：《…》 / ¥100以内的课程 / 满100减20. */
  scopeText: string
  /** The named course of a course voucher. */
  courseId: number | null
  /** Spendable today: course vouchers; discount coupons wait for online payment. */
  spendable: boolean
  obtainedAt: string
  expiresAt: string
  usedAt: string | null
  usedCourse: { id: number; title: string } | null
  state: CouponState
}

export interface MyCoupons {
  items: CouponItem[]
  totalCount: number
  page: number
  pageSize: number
  counts: Record<CouponState, number>
}
