// 对账 (issue 33): the range's rules and the answer the console's view and the server share, zod-free so the view's
// first load carries only these. Days are Beijing days (Asia/Shanghai), as the channels' bills count them.
import { daysBetween, recentRange } from './learning-data-rules'

/** The longest range one reconciliation or export covers: a quarter. */
export const MAX_RECONCILIATION_DAYS = 92
/** Without a range: the last 7 days, today included. */
const DEFAULT_RECONCILIATION_DAYS = 7

export const RECONCILIATION_MSG = {
  missing: '请选择开始日期和结束日期',
  reversed: '结束日期不能早于开始日期',
  tooLong: `一次最多查看${MAX_RECONCILIATION_DAYS}天的对账数据`,
} as const

/** What is wrong with a range, or null. */
export function reconciliationRangeError(from: string, to: string): string | null {
  if (!from || !to) return RECONCILIATION_MSG.missing
  if (from > to) return RECONCILIATION_MSG.reversed
  if (daysBetween(from, to) > MAX_RECONCILIATION_DAYS) return RECONCILIATION_MSG.tooLong
  return null
}

/** The default range (the last 7 days). */
export const defaultReconciliationRange = (now = new Date()) => recentRange(DEFAULT_RECONCILIATION_DAYS, now)

/** A reconciliation row's channel: '' is an order closed before any way of paying was chosen. */
export const RECONCILIATION_CHANNELS: Record<string, string> = { wechat: '微信支付', alipay: '支付宝', '': '未选择' }

/** What a day, a channel or the whole range adds up to. */
export interface ReconciliationFigures {
  /** 支付成功: orders paid (by paid_at's day), and the fen they brought. */
  paidCount: number
  paidCents: number
  /** 退款: refunds made (by refunded_at's day), and the fen returned. */
  refundedCount: number
  refundedCents: number
  /** 已关闭: orders closed unpaid, by the day they were placed. */
  closedCount: number
  /** paidCents − refundedCents. */
  netCents: number
}

export interface ReconciliationRow extends ReconciliationFigures {
  day: string
  channel: string
  channelText: string
}

export interface Reconciliation {
  from: string
  to: string
  /** Day, then channel; only the days and channels with something to count. */
  rows: ReconciliationRow[]
  /** Per channel over the range (wechat, alipay). */
  channels: (ReconciliationFigures & { channel: string; channelText: string })[]
  totals: ReconciliationFigures
}

/** An empty set of figures. */
export const noFigures = (): ReconciliationFigures => ({
  paidCount: 0,
  paidCents: 0,
  refundedCount: 0,
  refundedCents: 0,
  closedCount: 0,
  netCents: 0,
})

/** Adds one row's figures to a sum (netCents recomputed). */
export function addFigures(sum: ReconciliationFigures, row: ReconciliationFigures): ReconciliationFigures {
  const paidCents = sum.paidCents + row.paidCents
  const refundedCents = sum.refundedCents + row.refundedCents
  return {
    paidCount: sum.paidCount + row.paidCount,
    paidCents,
    refundedCount: sum.refundedCount + row.refundedCount,
    refundedCents,
    closedCount: sum.closedCount + row.closedCount,
    netCents: paidCents - refundedCents,
  }
}
