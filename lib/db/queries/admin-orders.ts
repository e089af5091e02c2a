// The console's orders (issue 33): one tenant's orders with the buyer's phone, filtered by state, way of payment, day
// range (Beijing) and a number or phone typed in, newest first.
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
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
