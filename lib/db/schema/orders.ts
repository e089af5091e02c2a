// Buying a course (issue 33): orders, the notifications the payment channels send about them, and each tenant's
// merchant settings. Money is integer fen (`…Cents`, as courses.price_cents); times are timestamptz.
import { sql } from 'drizzle-orm'
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { PayChannel, PayMethod } from '@/lib/payments/types'
import { individuals } from './accounts'
import { courses } from './catalogue'
import { tenants } from './tenants'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/** 待支付 → 已支付 (→ 已退款), or 已关闭 (15 minutes unpaid, or cancelled by the learner). */
export type OrderState = 'pending' | 'paid' | 'closed' | 'refunded'

export const orders = pgTable(
  'orders',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    /** Ours, and the channels' out_trade_no: 20 digits, the time it was made (Beijing) and six random ones. */
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    individualId: integer('individual_id').notNull(),
    courseId: integer('course_id').notNull(),
    /** The course's title and price when ordered: what the learner agreed to, whatever the course says later. */
    courseTitle: varchar('course_title', { length: 100 }).notNull(),
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    payableCents: integer('payable_cents').notNull(),
    /** The discount coupon the order takes off with; spent (used_at) in the transaction that records the payment. */
    userCouponId: integer('user_coupon_id'),
    state: varchar('state', { length: 10 }).$type<OrderState>().notNull().default('pending'),
    /** The way the learner last chose to pay, and the channel's transaction number once paid. */
    method: varchar('method', { length: 16 }).$type<PayMethod>(),
    tradeNo: varchar('trade_no', { length: 64 }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    refundedAt: at('refunded_at'),
    refundReason: varchar('refund_reason', { length: 200 }),
    /** The operator who refunded (operators.id; kept as a number: the audit log holds who they were). */
    refundedBy: integer('refunded_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('orders_no_uq').on(t.tenantId, t.orderNo),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    // A learner never pays twice for a course: one open order (reused) and one paid order per course at a time.
    uniqueIndex('orders_open_uq')
      .on(t.tenantId, t.individualId, t.courseId)
      .where(sql`state = 'pending'`),
    uniqueIndex('orders_paid_uq')
      .on(t.tenantId, t.individualId, t.courseId)
      .where(sql`state = 'paid'`),
    // A discount coupon belongs to one open or paid order: two checkouts racing for it cannot both take it.
    uniqueIndex('orders_coupon_uq')
      .on(t.tenantId, t.userCouponId)
      .where(sql`user_coupon_id is not null and state in ('pending', 'paid')`),
    // 我的订单, newest first; the console's list and reconciliation by day; the closer's look at expired ones.
    index('orders_owner_idx').on(t.tenantId, t.individualId, t.createdAt),
    index('orders_created_idx').on(t.tenantId, t.createdAt),
    // 对账 (the console's reconciliation): payments by the day they were paid, refunds by the day they were refunded.
    index('orders_paid_idx')
      .on(t.tenantId, t.paidAt)
      .where(sql`paid_at is not null`),
    index('orders_refunded_idx')
      .on(t.tenantId, t.refundedAt)
      .where(sql`refunded_at is not null`),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`state = 'pending'`),
  ],
)

/**
 * What a notification did: applied (the order became paid), duplicate (a replay, or the same payment again),
 * amount (its amount differs from the order's: refused), signature (not from the channel), unknown (no such order),
 * late (paid after the order closed or a second payment for the course: kept for the operator to refund).
 */
export type NoticeOutcome = 'applied' | 'duplicate' | 'amount' | 'signature' | 'unknown' | 'late'

/** Every notification a channel sent, verified or not: append-only, the reconciliation's evidence. */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    channel: varchar('channel', { length: 10 }).$type<PayChannel>().notNull(),
    outcome: varchar('outcome', { length: 10 }).$type<NoticeOutcome>().notNull(),
    noticeId: varchar('notice_id', { length: 64 }),
    orderNo: varchar('order_no', { length: 32 }),
    tradeNo: varchar('trade_no', { length: 64 }),
    amountCents: integer('amount_cents'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('payment_notices_order_idx').on(t.tenantId, t.orderNo),
    index('payment_notices_received_idx').on(t.tenantId, t.receivedAt),
  ],
)

/**
 * A tenant's merchant account per channel (the console's 支付设置): the public identifiers in `settings`, the keys and
 * certificates sealed (AES-256-GCM, lib/payments/secrets.ts) in `sealedSecrets`, never shown again once saved.
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    tenantId: tenantRef(),
    channel: varchar('channel', { length: 10 }).$type<PayChannel>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    sealedSecrets: text('sealed_secrets'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.channel] })],
)
