// What a payment does to an order (issue 33): a channel's notification, verified by the gateway, becomes 已支付 exactly
// once — the amount checked against the order, the discount coupon spent and the course enrolled in the same
// transaction, every notification logged whatever it did — and unpaid orders close after their 15 minutes.
import type { Db } from '@/lib/db/client'
import { insertEnrolment } from '@/lib/db/queries/learning'
import {
  closeLapsedOrders,
  enrolmentToPurchased,
  holdsPaidOrder,
  lockOrder,
  logNotice,
  markPaid,
  spendDiscount,
} from '@/lib/db/queries/orders'
import { listTenantKeys } from '@/lib/db/queries/tenants'
import type { NoticeOutcome } from '@/lib/db/schema'
import { getDb } from '@/lib/db/client'
import type { JobDefinition } from '@/lib/jobs'
import type { NoticeCheck, PayChannel } from '@/lib/payments/types'
import { notifyCourseJoined } from './notify'

/**
 * Applies one notification for a tenant's order and says what it did (payment_notices keeps every one):
 * - not from the channel (signature): nothing changes;
 * - no such order of this tenant (unknown), or an amount other than the order's (amount): refused, nothing changes;
 * - the order already paid by this transaction (a replay, or two notices at once — the row lock orders them): duplicate;
 * - a second payment for the order, or for a course the learner already bought (late): kept for an operator to refund;
 * - otherwise the order is paid — even one that closed meanwhile, because the money was taken — its coupon is spent
 *   and the course enrolled, all in one transaction.
 * A success-less notice (refund or close events) is answered as accepted and changes nothing: null.
 */
export async function applyNotice(
  db: Db,
  tenantId: number,
  channel: PayChannel,
  check: NoticeCheck,
): Promise<NoticeOutcome | null> {
  if (!check.ok) {
    await logNotice(db, { tenantId, channel, outcome: 'signature' })
    return 'signature'
  }
  const paid = check.paid
  if (!paid) return null
  return db.transaction(async (tx) => {
    const log = async (outcome: NoticeOutcome) => {
      await logNotice(tx, {
        tenantId,
        channel,
        outcome,
        noticeId: paid.noticeId,
        orderNo: paid.orderNo,
        tradeNo: paid.tradeNo,
        amountCents: paid.amountFen,
      })
      return outcome
    }
    const order = await lockOrder(tx, { tenantId, orderNo: paid.orderNo })
    if (!order) return log('unknown')
    if (paid.amountFen !== order.payableCents) {
      console.warn(
        `[payments] ${channel} notice for order ${order.orderNo} says ${paid.amountFen} fen, the order ${order.payableCents}: refused`,
      )
      return log('amount')
    }
    if (order.state === 'paid' || order.state === 'refunded')
      return log(order.tradeNo === paid.tradeNo ? 'duplicate' : 'late')
    const who = { tenantId, individualId: order.individualId, courseId: order.courseId }
    if (await holdsPaidOrder(tx, who)) return log('late')
    await markPaid(tx, { tenantId, id: order.id, tradeNo: paid.tradeNo, paidAt: paid.paidAt })
    if (order.userCouponId) await spendDiscount(tx, { ...who, couponId: order.userCouponId })
    const joined = await insertEnrolment(tx, { ...who, source: 'purchased' })
    if (joined) await notifyCourseJoined(tx, { ...who, title: order.courseTitle })
    else await enrolmentToPurchased(tx, who)
    return log('applied')
  })
}

/** Every minute: open orders past their 15 minutes become 已关闭 and free their coupons (readers already show them so). */
export const orderCloseJob: JobDefinition = {
  name: 'orders-close-lapsed',
  cron: '* * * * *',
  // Each tenant alone, as every job does (its rows live together on one worker under Citus, docs/deploy.md).
  run: async () => {
    const db = await getDb()
    let closed = 0
    for (const { id: tenantId } of await listTenantKeys(db)) closed += await closeLapsedOrders(db, { tenantId })
    return { closed }
  },
  retryLimit: 1,
  expireInSeconds: 60,
}
