// The console's orders (issue 33): one tenant's orders with the buyer's phone, filtered by state, way of payment, day
// range (Beijing) and a number or phone typed in, newest first.
import { and, desc, eq, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { individuals, orders, type OrderState } from '../schema'
import type { PayChannel } from '@/lib/payments/types'

export interface OrderFilter {
  tenantId: number
  state?: OrderState
  channel?: PayChannel
  /** Beijing days, inclusive: YYYY-MM-DD. */
  from?: string
  to?: string
  /** An order number, or a phone (whole or its last digits). */
  keyword?: string
  limit: number
  offset: number
}

function filterOf(f: OrderFilter): SQL | undefined {
  const lapsed = sql`${orders.state} = 'pending' and ${orders.expiresAt} <= now()`
  return and(
    eq(orders.tenantId, f.tenantId),
    f.state === 'pending'
      ? sql`${orders.state} = 'pending' and ${orders.expiresAt} > now()`
      : f.state === 'closed'
        ? or(eq(orders.state, 'closed'), lapsed)
        : f.state
          ? eq(orders.state, f.state)
          : undefined,
    f.channel ? sql`${orders.method} like ${`${f.channel}%`}` : undefined,
    f.from ? gte(orders.createdAt, sql`${`${f.from} 00:00+08`}::timestamptz`) : undefined,
    f.to ? lt(orders.createdAt, sql`${`${f.to} 00:00+08`}::timestamptz + interval '1 day'`) : undefined,
    f.keyword
      ? /^\d{20}$/.test(f.keyword)
        ? eq(orders.orderNo, f.keyword)
        : sql`${individuals.phone} like ${`%${f.keyword.replace(/[%_\\]/g, '')}`}`
      : undefined,
  )
}

/** One page of the tenant's orders and how many match. */
export async function listOrders(db: Db, f: OrderFilter) {
  const where = filterOf(f)
  const from = () =>
    db
      .select({
        orderNo: orders.orderNo,
        courseTitle: orders.courseTitle,
        phone: individuals.phone,
        nickname: individuals.nickname,
        priceCents: orders.priceCents,
        discountCents: orders.discountCents,
        payableCents: orders.payableCents,
        state: orders.state,
        lapsed: sql<boolean>`${orders.state} = 'pending' and ${orders.expiresAt} <= now()`,
        method: orders.method,
        tradeNo: orders.tradeNo,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        refundedAt: orders.refundedAt,
        refundReason: orders.refundReason,
      })
      .from(orders)
      .innerJoin(individuals, and(eq(individuals.tenantId, orders.tenantId), eq(individuals.id, orders.individualId)))
  const [rows, [{ count }]] = await Promise.all([
    from().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(f.limit).offset(f.offset),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .innerJoin(individuals, and(eq(individuals.tenantId, orders.tenantId), eq(individuals.id, orders.individualId)))
      .where(where),
  ])
  return { rows, totalCount: count }
}

/** A Beijing day range, both ends included: YYYY-MM-DD. */
export interface DayRange {
  tenantId: number
  from: string
  to: string
}

/** `column` falls within the range's Beijing days (the index on (tenant_id, created_at) serves created_at). */
const inDays = (column: AnyColumn, r: DayRange) =>
  sql`${column} >= ${`${r.from} 00:00+08`}::timestamptz and ${column} < ${`${r.to} 00:00+08`}::timestamptz + interval '1 day'`
const beijingDay = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`
/** wechat / alipay from the method (wechat_native → wechat); '' for an order never sent to a channel. */
const channelOfMethod = sql<string>`coalesce(split_part(${orders.method}, '_', 1), '')`

/**
 * 对账 per Beijing day and channel: orders paid that day (whatever became of them later), refunds made that day, and
 * orders closed unpaid by the day they were placed (closed, or pending past their expiry). Three grouped reads.
 */
export async function reconciliationCounts(db: Db, r: DayRange) {
  const counted = (column: AnyColumn, where: SQL) =>
    db
      .select({
        day: beijingDay(column),
        channel: channelOfMethod,
        n: sql<number>`count(*)`.mapWith(Number),
        cents: sql<number>`coalesce(sum(${orders.payableCents}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(and(eq(orders.tenantId, r.tenantId), where))
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`)
  const [paid, refunded, closed] = await Promise.all([
    counted(orders.paidAt, inDays(orders.paidAt, r)),
    counted(orders.refundedAt, inDays(orders.refundedAt, r)),
    counted(
      orders.createdAt,
      sql`(${orders.state} = 'closed' or (${orders.state} = 'pending' and ${orders.expiresAt} <= now())) and ${inDays(orders.createdAt, r)}`,
    ),
  ])
  return { paid, refunded, closed }
}

/** The export's 订单明细: a page of the orders paid or refunded in the range, after an id, in id order. */
export async function reconciledOrdersPage(db: Db, r: DayRange & { after: number; limit: number }) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      tradeNo: orders.tradeNo,
      courseTitle: orders.courseTitle,
      nickname: individuals.nickname,
      phone: individuals.phone,
      priceCents: orders.priceCents,
      discountCents: orders.discountCents,
      payableCents: orders.payableCents,
      method: orders.method,
      state: orders.state,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
      refundReason: orders.refundReason,
    })
    .from(orders)
    .innerJoin(individuals, and(eq(individuals.tenantId, orders.tenantId), eq(individuals.id, orders.individualId)))
    .where(
      and(
        eq(orders.tenantId, r.tenantId),
        sql`${orders.id} > ${r.after}`,
        or(inDays(orders.paidAt, r), inDays(orders.refundedAt, r)),
      ),
    )
    .orderBy(orders.id)
    .limit(r.limit)
}
