// Orders of one tenant (issue 33): the learner's discount coupons that fit a price, one order by number or owner, the
// learner's list, and the writes a payment, a timeout and a refund make. "now" is the database's throughout.
import { and, asc, desc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  couponTemplates,
  enrolments,
  orders,
  paymentChannels,
  paymentNotices,
  thirdPartyIdentities,
  userCoupons,
  type NoticeOutcome,
  type OrderState,
} from '../schema'
import type { PayChannel, PayMethod } from '@/lib/payments/types'

type Scope = { tenantId: number }
type Learner = Scope & { individualId: number }

const ownedBy = ({ tenantId, individualId }: Learner) =>
  and(eq(orders.tenantId, tenantId), eq(orders.individualId, individualId))

/**
 * The learner's unused, unexpired 折扣券 whose 满 threshold this price reaches and that no open or paid order holds:
 * biggest saving first, then the one that runs out soonest.
 */
export async function fittingDiscounts(db: Db, who: Learner & { priceCents: number; exceptOrderId?: number }) {
  const heldElsewhere = db
    .select({ one: sql`1` })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, userCoupons.tenantId),
        eq(orders.userCouponId, userCoupons.id),
        // A lapsed order the closer has not reached yet holds nothing: Create closes it before it places another.
        sql`(${orders.state} = 'paid' or (${orders.state} = 'pending' and ${orders.expiresAt} > now()))`,
        who.exceptOrderId ? sql`${orders.id} <> ${who.exceptOrderId}` : undefined,
      ),
    )
  return db
    .select({
      id: userCoupons.id,
      title: couponTemplates.title,
      amountOffCents: sql<number>`coalesce(${couponTemplates.amountOffCents}, 0)`.mapWith(Number),
      minSpendCents: sql<number>`coalesce(${couponTemplates.minSpendCents}, 0)`.mapWith(Number),
      expiresAt: userCoupons.expiresAt,
    })
    .from(userCoupons)
    .innerJoin(
      couponTemplates,
      and(eq(couponTemplates.tenantId, userCoupons.tenantId), eq(couponTemplates.id, userCoupons.templateId)),
    )
    .where(
      and(
        eq(userCoupons.tenantId, who.tenantId),
        eq(userCoupons.individualId, who.individualId),
        eq(couponTemplates.kind, 'discount'),
        isNull(userCoupons.usedAt),
        gt(userCoupons.expiresAt, sql`now()`),
        lte(sql`coalesce(${couponTemplates.minSpendCents}, 0)`, who.priceCents),
        notExists(heldElsewhere),
      ),
    )
    .orderBy(desc(couponTemplates.amountOffCents), asc(userCoupons.expiresAt), asc(userCoupons.id))
}

const orderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  individualId: orders.individualId,
  courseId: orders.courseId,
  courseTitle: orders.courseTitle,
  priceCents: orders.priceCents,
  discountCents: orders.discountCents,
  payableCents: orders.payableCents,
  userCouponId: orders.userCouponId,
  state: orders.state,
  method: orders.method,
  tradeNo: orders.tradeNo,
  createdAt: orders.createdAt,
  expiresAt: orders.expiresAt,
  paidAt: orders.paidAt,
  closedAt: orders.closedAt,
  refundedAt: orders.refundedAt,
  refundReason: orders.refundReason,
  /** Still 待支付 in the table but past its 15 minutes: every reader shows it closed (the closer catches up). */
  lapsed: sql<boolean>`${orders.state} = 'pending' and ${orders.expiresAt} <= now()`,
}
export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number]

function selectOrders(db: Db) {
  return db.select(orderColumns).from(orders)
}

/** The learner's open order for a course, if one is still within its time. */
export async function openOrderFor(db: Db, who: Learner & { courseId: number }): Promise<OrderRow | null> {
  const [row] = await selectOrders(db)
    .where(
      and(
        ownedBy(who),
        eq(orders.courseId, who.courseId),
        eq(orders.state, 'pending'),
        gt(orders.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Inserts an order; null when the one-open-order or one-coupon rule refused it (a parallel checkout won). */
export async function insertOrder(
  db: Db,
  values: Learner & {
    orderNo: string
    courseId: number
    courseTitle: string
    priceCents: number
    discountCents: number
    payableCents: number
    userCouponId: number | null
    timeoutMinutes: number
  },
): Promise<OrderRow | null> {
  const { timeoutMinutes, ...row } = values
  const inserted = await db
    .insert(orders)
    .values({ ...row, expiresAt: sql`now() + make_interval(mins => ${timeoutMinutes})` })
    .onConflictDoNothing()
    .returning({ id: orders.id })
  if (inserted.length === 0) return null
  const [order] = await selectOrders(db).where(and(eq(orders.tenantId, values.tenantId), eq(orders.id, inserted[0].id)))
  return order
}

/** One of the learner's orders by number; another account's number answers like a missing one. */
export async function ownOrder(db: Db, who: Learner & { orderNo: string }): Promise<OrderRow | null> {
  const [row] = await selectOrders(db)
    .where(and(ownedBy(who), eq(orders.orderNo, who.orderNo)))
    .limit(1)
  return row ?? null
}

/** An order by number with its row locked for the rest of the transaction (a payment, a refund, a close). */
export async function lockOrder(db: Db, { tenantId, orderNo }: Scope & { orderNo: string }): Promise<OrderRow | null> {
  const [row] = await selectOrders(db)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.orderNo, orderNo)))
    .for('update')
  return row ?? null
}

/** 我的订单: one page, newest first, optionally one state (待支付 counts lapsed ones as closed). */
export async function listOwnOrders(
  db: Db,
  who: Learner & { state?: OrderState; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; totalCount: number }> {
  const stateWhere =
    who.state === 'pending'
      ? and(eq(orders.state, 'pending'), gt(orders.expiresAt, sql`now()`))
      : who.state === 'closed'
        ? sql`(${orders.state} = 'closed' or (${orders.state} = 'pending' and ${orders.expiresAt} <= now()))`
        : who.state
          ? eq(orders.state, who.state)
          : undefined
  const where = and(ownedBy(who), stateWhere)
  const [rows, [{ count }]] = await Promise.all([
    selectOrders(db).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(who.limit).offset(who.offset),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(where),
  ])
  return { rows, totalCount: count }
}

/** Records the payment on a locked order. */
export async function markPaid(
  db: Db,
  { tenantId, id, tradeNo, paidAt }: Scope & { id: number; tradeNo: string; paidAt: Date },
) {
  await db
    .update(orders)
    .set({ state: 'paid', tradeNo, paidAt, closedAt: null })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
}

/** Closes one open order (cancelled, or found past its time). */
export async function closeOrder(db: Db, { tenantId, id }: Scope & { id: number }) {
  await db
    .update(orders)
    .set({ state: 'closed', closedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id), eq(orders.state, 'pending')))
}

/** The learner's open orders past their time, closed now (Create does this before placing another order). */
export async function closeLapsedOf(db: Db, who: Learner) {
  await db
    .update(orders)
    .set({ state: 'closed', closedAt: sql`now()` })
    .where(and(ownedBy(who), eq(orders.state, 'pending'), lte(orders.expiresAt, sql`now()`)))
}

/** The closer's sweep of one tenant: open orders past their time become 已关闭; how many did. */
export async function closeLapsedOrders(db: Db, { tenantId }: Scope): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ state: 'closed', closedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.state, 'pending'), lte(orders.expiresAt, sql`now()`)))
    .returning({ id: orders.id })
  return rows.length
}

/** Marks a locked paid order refunded. */
export async function markRefunded(
  db: Db,
  { tenantId, id, reason, operatorId }: Scope & { id: number; reason: string; operatorId: number },
) {
  await db
    .update(orders)
    .set({ state: 'refunded', refundedAt: sql`now()`, refundReason: reason, refundedBy: operatorId })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id), eq(orders.state, 'paid')))
}

/** Whether the learner holds a paid (not refunded) order for the course: canEnrol's 'purchased' way in. */
export async function holdsPaidOrder(db: Db, who: Learner & { courseId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ownedBy(who), eq(orders.courseId, who.courseId), eq(orders.state, 'paid')))
    .limit(1)
  return !!row
}

/** Spends the order's discount coupon (in the paying transaction); false if it was no longer unused. */
export async function spendDiscount(db: Db, who: Learner & { couponId: number; courseId: number }): Promise<boolean> {
  const rows = await db
    .update(userCoupons)
    .set({ usedAt: sql`now()`, usedCourseId: who.courseId })
    .where(
      and(
        eq(userCoupons.tenantId, who.tenantId),
        eq(userCoupons.individualId, who.individualId),
        eq(userCoupons.id, who.couponId),
        isNull(userCoupons.usedAt),
      ),
    )
    .returning({ id: userCoupons.id })
  return rows.length > 0
}

/** A refunded order's coupon comes back when it has not expired; whether it did. */
export async function returnDiscount(db: Db, who: Learner & { couponId: number }): Promise<boolean> {
  const rows = await db
    .update(userCoupons)
    .set({ usedAt: null, usedCourseId: null })
    .where(
      and(
        eq(userCoupons.tenantId, who.tenantId),
        eq(userCoupons.individualId, who.individualId),
        eq(userCoupons.id, who.couponId),
        gt(userCoupons.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: userCoupons.id })
  return rows.length > 0
}

/** A purchased enrolment whose order was refunded: the course is no longer the learner's (progress rows stay). */
export async function removePurchasedEnrolment(db: Db, who: Learner & { courseId: number }) {
  await db
    .delete(enrolments)
    .where(
      and(
        eq(enrolments.tenantId, who.tenantId),
        eq(enrolments.individualId, who.individualId),
        eq(enrolments.courseId, who.courseId),
        eq(enrolments.source, 'purchased'),
      ),
    )
}

/** Appends one notification to the log. */
export async function logNotice(
  db: Db,
  row: Scope & {
    channel: PayChannel
    outcome: NoticeOutcome
    noticeId?: string | null
    orderNo?: string | null
    tradeNo?: string | null
    amountCents?: number | null
  },
) {
  await db.insert(paymentNotices).values(row)
}

/** The notices logged for an order, oldest first (tests and the console's order detail). */
export async function noticesOf(db: Db, { tenantId, orderNo }: Scope & { orderNo: string }) {
  return db
    .select({
      outcome: paymentNotices.outcome,
      channel: paymentNotices.channel,
      noticeId: paymentNotices.noticeId,
      amountCents: paymentNotices.amountCents,
      receivedAt: paymentNotices.receivedAt,
    })
    .from(paymentNotices)
    .where(and(eq(paymentNotices.tenantId, tenantId), eq(paymentNotices.orderNo, orderNo)))
    .orderBy(asc(paymentNotices.id))
}

/** The tenant's merchant accounts (the console's 支付设置), sealed secrets included for the gateway to open. */
export async function listPaymentChannels(db: Db, { tenantId }: Scope) {
  return db
    .select({
      channel: paymentChannels.channel,
      enabled: paymentChannels.enabled,
      settings: paymentChannels.settings,
      sealedSecrets: paymentChannels.sealedSecrets,
      updatedAt: paymentChannels.updatedAt,
    })
    .from(paymentChannels)
    .where(eq(paymentChannels.tenantId, tenantId))
    .orderBy(asc(paymentChannels.channel))
}
export type PaymentChannelRow = Awaited<ReturnType<typeof listPaymentChannels>>[number]

/** A lapsed VIP or assigned enrolment that a purchase now pays for keeps its progress and becomes a bought one. */
export async function enrolmentToPurchased(db: Db, who: Learner & { courseId: number }) {
  await db
    .update(enrolments)
    .set({ source: 'purchased' })
    .where(
      and(
        eq(enrolments.tenantId, who.tenantId),
        eq(enrolments.individualId, who.individualId),
        eq(enrolments.courseId, who.courseId),
        inArray(enrolments.source, ['vip', 'assigned']),
      ),
    )
}

/** Remembers how the learner chose to pay (shown in 我的订单 and the console). */
export async function setOrderMethod(db: Db, { tenantId, id, method }: Scope & { id: number; method: PayMethod }) {
  await db
    .update(orders)
    .set({ method })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
}

/** The learner's openid for the tenant's 公众号 (their WeChat sign-in inside WeChat): what JSAPI pays with. */
export async function mpOpenidOf(db: Db, who: Learner): Promise<string | null> {
  const [row] = await db
    .select({ openid: thirdPartyIdentities.openid })
    .from(thirdPartyIdentities)
    .where(
      and(
        eq(thirdPartyIdentities.tenantId, who.tenantId),
        eq(thirdPartyIdentities.individualId, who.individualId),
        eq(thirdPartyIdentities.provider, 'wechat_mp'),
      ),
    )
    .limit(1)
  return row?.openid ?? null
}
