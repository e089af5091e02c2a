// Order (issue 33): buying a paid course as an individual — the checkout (price, the discount coupons that fit, the
// best one preselected), placing the order (idempotent: an open order for the course is reused), 我的订单, cancelling.
// Paying it (Pay) and the channels' notifications are in order-payment.ts; refunds in admin-order.ts.
import { randomInt } from 'node:crypto'
import { conflict, notFound } from '@/lib/contract/errors'
import {
  discountOn,
  ORDER_MSG as MSG,
  ORDER_STATE_LABELS,
  ORDER_TIMEOUT_MINUTES,
  type Checkout,
  type OrderPage,
  type OrderView,
} from '@/lib/contract/order-rules'
import { checkoutInput, createOrderInput, myOrdersInput, orderInput } from '@/lib/contract/schemas/order'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import type { Db } from '@/lib/db/client'
import { getLearnCourse } from '@/lib/db/queries/learning'
import {
  closeLapsedOf,
  closeOrder,
  fittingDiscounts,
  insertOrder,
  listOwnOrders,
  lockOrder,
  openOrderFor,
  ownOrder,
  type OrderRow,
} from '@/lib/db/queries/orders'
import { method } from './define'
import { hasAccess } from './enrolment'
import { offeredChannels } from './order-channels'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** An order as its owner sees it; one past its 15 minutes reads 已关闭 before the closer has caught up. */
export function orderView(row: OrderRow, couponTitle: string | null = null): OrderView {
  const state = row.lapsed ? 'closed' : row.state
  return {
    orderNo: row.orderNo,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    priceCents: row.priceCents,
    discountCents: row.discountCents,
    payableCents: row.payableCents,
    couponTitle,
    state,
    stateText: ORDER_STATE_LABELS[state],
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: iso(row.paidAt),
    closedAt: row.lapsed ? row.expiresAt.toISOString() : iso(row.closedAt),
    refundedAt: iso(row.refundedAt),
    refundReason: row.refundReason,
  }
}

/** 20 digits: the time in Beijing to the second, then six random ones (a collision only retries the insert). */
function newOrderNo(now = new Date()): string {
  const beijing = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14)
  return `${beijing}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** A published paid course the learner does not hold yet: what may be bought. */
async function buyableCourse(db: Db, tenantId: number, individualId: number, courseId: number) {
  const course = await getLearnCourse(db, { tenantId, courseId })
  if (!course || !course.isPublished) throw notFound(MSG.courseNotFound)
  if (course.priceCents <= 0) throw conflict(MSG.free)
  if ((await hasAccess(db, tenantId, individualId, course)).access) throw conflict(MSG.owned)
  return course
}

function learner(ctx: ServiceContext) {
  return { tenantId: requireSite(ctx).tenantId, individualId: ctx.caller!.accountId }
}

export const orderService = {
  /** /checkout: the course, its price, the discount coupons that fit (best first, preselected), the channels offered. */
  GetCheckout: method({
    verb: 'GET',
    auth: 'user',
    input: checkoutInput,
    summary: '确认订单：课程、价格（分）、可用的折扣券（优惠最多的预选）、未支付的同课程订单与可用的支付方式',
    description:
      '免费课程返回 409（该课程免费，无需购买）；已可学习的课程（已购买、企业VIP、指派、课程券加入）返回 409（你已拥有该课程）；' +
      '企业账号不能购买（403）。折扣券按优惠金额从大到小、到期从早到晚排列，满减门槛不超过课程价格且未被其他订单占用。',
    handler: async ({ courseId }, ctx): Promise<Checkout> => {
      const who = learner(ctx)
      const course = await buyableCourse(ctx.db, who.tenantId, who.individualId, courseId)
      const coupons = await fittingDiscounts(ctx.db, { ...who, priceCents: course.priceCents })
      const open = await openOrderFor(ctx.db, { ...who, courseId })
      return {
        courseId,
        courseTitle: course.title,
        priceCents: course.priceCents,
        coupons: coupons.map((c) => ({
          id: c.id,
          title: c.title,
          amountOffCents: discountOn(course.priceCents, c.amountOffCents),
          minSpendCents: c.minSpendCents,
          expiresAt: c.expiresAt.toISOString(),
        })),
        bestCouponId: coupons[0]?.id ?? null,
        openOrderNo: open?.orderNo ?? null,
        channels: await offeredChannels(ctx),
      }
    },
  }),
  /** Places the order (待支付 for 15 minutes); an open order for the same course is returned instead of a second one. */
  Create: method({
    verb: 'POST',
    auth: 'user',
    input: createOrderInput,
    summary: '提交订单：同一课程已有未支付订单时原样返回该订单（不重复下单）；金额以分计，折扣券在支付成功的事务内使用',
    description:
      'agree 须为 true（我已阅读并同意《课程购买须知》）。couponId 为空时不用券；所选折扣券须属于本人、未使用、未过期、' +
      '满足满减门槛且未被其他未关闭订单占用，否则 409。订单 15 分钟未支付自动关闭并释放折扣券。',
    handler: async ({ courseId, couponId }, ctx): Promise<OrderView> => {
      const who = learner(ctx)
      for (let attempt = 0; attempt < 3; attempt++) {
        const placed = await ctx.db.transaction(async (db) => {
          const course = await buyableCourse(db, who.tenantId, who.individualId, courseId)
          const open = await openOrderFor(db, { ...who, courseId })
          if (open) return open
          await closeLapsedOf(db, who)
          let discountCents = 0
          if (couponId) {
            const fits = await fittingDiscounts(db, { ...who, priceCents: course.priceCents })
            const coupon = fits.find((c) => c.id === couponId)
            if (!coupon) throw conflict(MSG.couponUnfit)
            discountCents = discountOn(course.priceCents, coupon.amountOffCents)
          }
          return insertOrder(db, {
            ...who,
            orderNo: newOrderNo(),
            courseId,
            courseTitle: course.title.slice(0, 100),
            priceCents: course.priceCents,
            discountCents,
            payableCents: course.priceCents - discountCents,
            userCouponId: couponId ?? null,
            timeoutMinutes: ORDER_TIMEOUT_MINUTES,
          })
        })
        if (placed) return orderView(placed)
        // A parallel checkout won a unique index: its open order is ours to reuse; otherwise the coupon went elsewhere.
        const open = await openOrderFor(ctx.db, { ...who, courseId })
        if (open) return orderView(open)
        if (couponId) throw conflict(MSG.couponTaken)
      }
      throw conflict(MSG.busy)
    },
  }),
  /** One of the caller's orders (the pay page polls it until 已支付). */
  Get: method({
    verb: 'GET',
    auth: 'user',
    input: orderInput,
    summary: '订单详情（本人的订单；他人的订单号与不存在的一样返回 404）；支付页轮询 state 直到 paid',
    handler: async ({ orderNo }, ctx): Promise<OrderView> => {
      const row = await ownOrder(ctx.db, { ...learner(ctx), orderNo })
      if (!row) throw notFound(MSG.notFound)
      return orderView(row)
    },
  }),
  /** 我的订单: the caller's orders, newest first, optionally one state. */
  GetMine: method({
    verb: 'GET',
    auth: 'user',
    input: myOrdersInput,
    summary: '我的订单（分页，最新在前；state 可选：pending 待支付 | paid 已支付 | closed 已关闭 | refunded 已退款）',
    handler: async ({ state, page, pageSize }, ctx): Promise<OrderPage> => {
      const { rows, totalCount } = await listOwnOrders(ctx.db, {
        ...learner(ctx),
        state,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
      return { totalCount, items: rows.map((r) => orderView(r)) }
    },
  }),
  /** 取消订单: an open order closes at once and its coupon is free again. */
  Cancel: method({
    verb: 'POST',
    auth: 'user',
    input: orderInput,
    summary: '取消订单：仅待支付的订单可取消，取消后释放折扣券；已支付的订单不能取消（409）',
    handler: async ({ orderNo }, ctx): Promise<OrderView> => {
      const who = learner(ctx)
      return ctx.db.transaction(async (db) => {
        const row = await lockOrder(db, { tenantId: who.tenantId, orderNo })
        if (!row || row.individualId !== who.individualId) throw notFound(MSG.notFound)
        if (row.state === 'paid') throw conflict(MSG.paid)
        if (row.state === 'refunded') throw conflict(MSG.refunded)
        if (row.state === 'pending') await closeOrder(db, { tenantId: who.tenantId, id: row.id })
        const after = await ownOrder(db, { ...who, orderNo })
        return orderView(after!)
      })
    },
  }),
}
