// Buying a course (issue 33): the order's states and their words, the rules the checkout and the pay page share, and
// what the order methods answer. Money is integer fen; the page formats it with the tenant's paymentUnitName.

/** An unpaid order closes after this long (and the channels close its payment at the same instant). */
export const ORDER_TIMEOUT_MINUTES = 15

export const ORDER_STATE_LABELS = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
} as const
export type OrderStateName = keyof typeof ORDER_STATE_LABELS

/** 我的订单's tabs: 全部 first, then each state. */
export const ORDER_TABS = ['all', 'pending', 'paid', 'closed', 'refunded'] as const
export type OrderTab = (typeof ORDER_TABS)[number]

/** An order number as the pay page's query carries it: 20 digits, else null. */
export function orderNoFromQuery(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  return value !== undefined && /^\d{20}$/.test(value) ? value : null
}

/** 《课程购买须知》: what the learner agrees to at the checkout. */
export const PURCHASE_TERMS = [
  '本平台销售的课程为在线数字内容，购买成功后即可在本平台观看学习，课程不以实物形式交付。',
  `订单提交后请在${ORDER_TIMEOUT_MINUTES}分钟内完成支付，逾期未支付的订单将自动关闭，所用优惠券将退回账户。`,
  '支付结果以支付渠道（微信支付、支付宝）的通知为准；支付成功后课程将自动加入“我的课程”。',
  '每张折扣券仅可用于一个订单，须满足使用条件（如满减门槛、有效期）；订单关闭或退款后优惠券按规则退回。',
  '课程为数字内容，一经购买原则上不支持无理由退款；如遇课程无法正常学习等问题，请联系本机构客服申请退款，退款将原路退回。',
  '课程仅限购买账号本人学习使用，不得转让、转售、录制或传播课程内容，否则本平台有权终止该账号的学习权限。',
] as const

export const PAY_METHOD_LABELS = {
  wechat_native: '微信支付',
  wechat_jsapi: '微信支付',
  wechat_h5: '微信支付',
  alipay_page: '支付宝',
  alipay_wap: '支付宝',
} as const
export type PayMethodName = keyof typeof PAY_METHOD_LABELS

export const ORDER_MSG = {
  notFound: '订单不存在',
  courseNotFound: '课程不存在',
  company: '企业账号不能购买课程，请使用个人账号',
  free: '该课程免费，无需购买，可直接加入学习',
  owned: '你已拥有该课程，可直接学习',
  agree: '请阅读并同意《课程购买须知》',
  couponUnfit: '该优惠券不能用于本课程',
  couponTaken: '该优惠券已用于其他订单',
  closed: '订单已关闭，请重新下单',
  paid: '订单已支付，无需重复支付',
  refunded: '订单已退款',
  busy: '下单人数较多，请稍后重试',
  channelOff: '该支付方式暂未开通，请选择其他方式',
  noChannel: '本机构暂未开通在线支付',
  wechatOnly: '在微信中请使用微信支付',
  needOpenid: '请先使用微信登录，再用微信支付',
  gateway: '支付渠道暂时无法下单，请稍后重试',
  cancelled: '订单已取消',
  notRefundable: '只有已支付的订单可以退款',
  refundFailed: '退款未成功：',
} as const

/** A row of the console's order list (phones masked for every role but 管理员). */
export interface AdminOrderView extends OrderView {
  buyer: string
  phone: string
  tradeNo: string | null
}

export interface AdminOrderPage {
  totalCount: number
  items: AdminOrderView[]
}

/** Yuan with two decimals from fen, without floating point: 29900 → "299.00". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(fen))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * What a discount coupon takes off a price: its amount, but never the whole price (a channel cannot take 0.00, so the
 * learner pays at least 0.01).
 */
export function discountOn(priceCents: number, amountOffCents: number): number {
  return Math.max(0, Math.min(amountOffCents, priceCents - 1))
}

/** A discount coupon the checkout offers. */
interface CheckoutCoupon {
  id: number
  title: string
  amountOffCents: number
  minSpendCents: number
  expiresAt: string
}

/** /checkout: the course, its price, the coupons that fit (best first, preselected) and what would be paid. */
export interface Checkout {
  courseId: number
  courseTitle: string
  priceCents: number
  coupons: CheckoutCoupon[]
  /** The coupon preselected: the biggest saving; null when none fits. */
  bestCouponId: number | null
  /** The learner's open order for this course, reused by CreateOrder (its coupon and amount stand). */
  openOrderNo: string | null
  /** The channels this tenant offers on the caller's device. */
  channels: ('wechat' | 'alipay')[]
}

/** One order as its owner sees it (我的订单, the pay page). */
export interface OrderView {
  orderNo: string
  courseId: number
  courseTitle: string
  priceCents: number
  discountCents: number
  payableCents: number
  couponTitle: string | null
  state: OrderStateName
  stateText: string
  method: PayMethodName | null
  createdAt: string
  expiresAt: string
  paidAt: string | null
  closedAt: string | null
  refundedAt: string | null
  refundReason: string | null
}

export interface OrderPage {
  totalCount: number
  items: OrderView[]
}
