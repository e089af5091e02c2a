// Buying a course (issue 33), through the real dispatcher on each file's own seeded database (PGlite, or PostgreSQL
// with TEST_DATABASE_URL): the checkout, one open order per course, a discount coupon spent once under parallel
// checkouts, notifications applied exactly once with their amount checked, unpaid orders closing, and every order
// method refusing other accounts and other tenants.
import { and, eq, sql } from 'drizzle-orm'
import { enrolments, orders, userCoupons } from '@/lib/db/schema'
import { noticesOf } from '@/lib/db/queries/orders'
import type { PaidNotice } from '@/lib/payments/types'
import { call, post } from '@/tests/api-client'
import {
  ACME,
  course,
  db,
  giveDiscount,
  ids,
  idOf,
  learner,
  refused,
  tokens,
  withCouponDatabase,
} from '@/tests/coupon-harness'
import { applyNotice, orderCloseJob } from './order-payment'

withCouponDatabase('orders')

const O = '/api/services/app/Order'
const STATE = '/api/services/app/CourseLearn/GetLearnState'
const checkout = (bearer: string, courseId: number, host?: string) =>
  call(`${O}/GetCheckout?courseId=${courseId}`, { bearer, host })
const create = (bearer: string, courseId: number, couponId?: number | null, host?: string) =>
  post(`${O}/Create`, { courseId, couponId, agree: true }, { bearer, host })

const paidNotice = (order: { orderNo: string; payableCents: number }, extra: Partial<PaidNotice> = {}) => ({
  ok: true as const,
  paid: {
    orderNo: order.orderNo,
    tradeNo: `42000${order.orderNo}`,
    amountFen: order.payableCents,
    paidAt: new Date(),
    noticeId: `notice-${order.orderNo}`,
    ...extra,
  },
})

const orderRow = async (orderNo: string) =>
  (
    await db.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, ids.demo), eq(orders.orderNo, orderNo)))
  )[0]

it('the checkout shows the price and the coupons that fit, best first; free, owned and foreign courses are refused', async () => {
  const v = await learner()
  const small = await giveDiscount(v, 1_000)
  const big = await giveDiscount(v, 5_000, 10_000)
  await giveDiscount(v, 9_000, 9_999_900) // its 满 threshold is beyond the course
  const res = await checkout(v, course.python)
  expect(res.status).toBe(200)
  const c = res.body.result
  expect(c).toMatchObject({ courseId: course.python, courseTitle: 'Python数据分析实战入门', openOrderNo: null })
  expect(c.priceCents).toBeGreaterThan(10_000)
  expect(c.coupons.map((x: { id: number }) => x.id)).toEqual([big, small])
  expect(c.bestCouponId).toBe(big)
  expect(c.channels).toEqual(['wechat', 'alipay'])

  refused(await checkout(v, course.free), 409, '该课程免费，无需购买，可直接加入学习')
  refused(await checkout(v, 999_999), 404, '课程不存在')
  // acme's host does not know demo's course, and demo's session is no one there.
  expect((await checkout(v, course.python, ACME)).status).toBe(401)
  // A company account browses, never buys.
  expect((await checkout(tokens.company, course.python)).status).toBe(403)
  // Inside WeChat only WeChat Pay is offered.
  const inWeChat = await call(`${O}/GetCheckout?courseId=${course.python}`, {
    bearer: v,
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0.50' },
  })
  expect(inWeChat.body.result.channels).toEqual(['wechat'])
})

it('places one open order per course (reused), in fen, with the coupon off; the agreement must be ticked', async () => {
  const v = await learner()
  const coupon = await giveDiscount(v, 2_000)
  refused(
    await post(`${O}/Create`, { courseId: course.sql, agree: false }, { bearer: v }),
    400,
    '请阅读并同意《课程购买须知》',
  )
  const first = await create(v, course.sql, coupon)
  expect(first.status).toBe(200)
  const order = first.body.result
  expect(order.orderNo).toMatch(/^\d{20}$/)
  expect(order).toMatchObject({ state: 'pending', stateText: '待支付', discountCents: 2_000 })
  expect(order.payableCents).toBe(order.priceCents - 2_000)
  expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(15 * 60_000)
  // Pressed again (or in another tab, without the coupon): the same open order.
  expect((await create(v, course.sql)).body.result.orderNo).toBe(order.orderNo)
  expect((await checkout(v, course.sql)).body.result.openOrderNo).toBe(order.orderNo)
  // 我的订单 lists it; 待支付 only it.
  const mine = (await call(`${O}/GetMine?state=pending`, { bearer: v })).body.result
  expect(mine).toMatchObject({ totalCount: 1, items: [{ orderNo: order.orderNo }] })
})

it('a coupon goes to one of two parallel checkouts; the other is told it is taken', async () => {
  const v = await learner()
  const coupon = await giveDiscount(v, 1_000)
  const [a, b] = await Promise.all([create(v, course.excel, coupon), create(v, course.powerbi, coupon)])
  const statuses = [a.status, b.status].sort()
  expect(statuses).toEqual([200, 409])
  const lost = a.status === 409 ? a : b
  expect(['该优惠券已用于其他订单', '该优惠券不能用于本课程']).toContain(lost.body.error.message)
  const held = await db.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, ids.demo), eq(orders.userCouponId, coupon)))
  expect(held).toHaveLength(1)
})

it('a notice pays the order once: wrong amounts are refused and logged, replays and racing notices change nothing', async () => {
  const v = await learner()
  const coupon = await giveDiscount(v, 3_000)
  const order = (await create(v, course.python, coupon)).body.result

  expect(await applyNotice(db.db, ids.demo, 'wechat', paidNotice(order, { amountFen: order.payableCents + 1 }))).toBe(
    'amount',
  )
  expect((await orderRow(order.orderNo)).state).toBe('pending')
  expect(await applyNotice(db.db, ids.acme, 'wechat', paidNotice(order))).toBe('unknown') // acme has no such order
  expect(await applyNotice(db.db, ids.demo, 'alipay', { ok: false, reason: 'signature' })).toBe('signature')
  expect((await orderRow(order.orderNo)).state).toBe('pending')

  // Two deliveries of the same notice at once: one applies, the other is a duplicate.
  const outcomes = await Promise.all([
    applyNotice(db.db, ids.demo, 'wechat', paidNotice(order)),
    applyNotice(db.db, ids.demo, 'wechat', paidNotice(order)),
  ])
  expect(outcomes.sort()).toEqual(['applied', 'duplicate'])
  expect(await applyNotice(db.db, ids.demo, 'wechat', paidNotice(order))).toBe('duplicate')
  // A second payment (another transaction) for a paid order is kept for a refund, not applied.
  expect(await applyNotice(db.db, ids.demo, 'wechat', paidNotice(order, { tradeNo: 'other' }))).toBe('late')

  const row = await orderRow(order.orderNo)
  expect(row).toMatchObject({ state: 'paid', tradeNo: `42000${order.orderNo}` })
  const [used] = await db.db.select().from(userCoupons).where(eq(userCoupons.id, coupon))
  expect(used.usedAt).not.toBeNull()
  expect(used.usedCourseId).toBe(course.python)
  const enrolled = await db.db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.tenantId, ids.demo),
        eq(enrolments.individualId, idOf.get(v)!),
        eq(enrolments.courseId, course.python),
      ),
    )
  expect(enrolled.map((e) => e.source)).toEqual(['purchased'])
  expect((await call(`${STATE}?courseId=${course.python}`, { bearer: v })).body.result.access).toBe('enrolled')
  expect((await noticesOf(db.db, { tenantId: ids.demo, orderNo: order.orderNo })).map((n) => n.outcome)).toEqual([
    'amount',
    'applied',
    'duplicate',
    'duplicate',
    'late',
  ])
  // Bought: no second checkout, no second order.
  refused(await checkout(v, course.python), 409, '你已拥有该课程，可直接学习')
  refused(await create(v, course.python), 409, '你已拥有该课程，可直接学习')
  refused(await post(`${O}/Cancel`, { orderNo: order.orderNo }, { bearer: v }), 409, '订单已支付，无需重复支付')
})

it('an unpaid order closes after 15 minutes and frees its coupon; a new order can then be placed', async () => {
  const v = await learner()
  const coupon = await giveDiscount(v, 1_000)
  const order = (await create(v, course.excel, coupon)).body.result
  await db.db
    .update(orders)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(orders.tenantId, ids.demo), eq(orders.orderNo, order.orderNo)))
  // Readers show it closed before the closer runs; the closer then writes it.
  expect((await call(`${O}/Get?orderNo=${order.orderNo}`, { bearer: v })).body.result.state).toBe('closed')
  expect(((await orderCloseJob.run({}, { id: 'test' })) as { closed: number }).closed).toBeGreaterThanOrEqual(1)
  expect((await orderRow(order.orderNo)).state).toBe('closed')
  const again = (await create(v, course.excel, coupon)).body.result
  expect(again.orderNo).not.toBe(order.orderNo)
  expect(again.discountCents).toBe(1_000)
  // Cancelled by its owner: closed at once.
  const cancelled = await post(`${O}/Cancel`, { orderNo: again.orderNo }, { bearer: v })
  expect(cancelled.body.result).toMatchObject({ state: 'closed', stateText: '已关闭' })
})

it('every order method refuses another account’s order and another tenant’s host', async () => {
  const owner = await learner()
  const other = await learner()
  const order = (await create(owner, course.powerbi)).body.result
  refused(await call(`${O}/Get?orderNo=${order.orderNo}`, { bearer: other }), 404, '订单不存在')
  refused(await post(`${O}/Cancel`, { orderNo: order.orderNo }, { bearer: other }), 404, '订单不存在')
  const desktop = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36' }
  refused(
    await post(`${O}/Pay`, { orderNo: order.orderNo, method: 'alipay_page' }, { bearer: other, headers: desktop }),
    404,
    '订单不存在',
  )
  expect((await call(`${O}/GetMine`, { bearer: other })).body.result).toEqual({ totalCount: 0, items: [] })
  // Another tenant's learner: no order of demo's, on any method.
  const acme = await learner(ACME)
  for (const [path, body] of [
    ['Cancel', { orderNo: order.orderNo }],
    ['Pay', { orderNo: order.orderNo, method: 'alipay_page' }],
  ] as const)
    refused(await post(`${O}/${path}`, body, { bearer: acme, host: ACME, headers: desktop }), 404, '订单不存在')
  refused(await create(acme, course.powerbi, null, ACME), 404, '课程不存在')
  refused(await checkout(acme, course.powerbi, ACME), 404, '课程不存在')
  // The owner's session on acme's host is nobody.
  expect((await call(`${O}/Get?orderNo=${order.orderNo}`, { bearer: owner, host: ACME })).status).toBe(401)
  refused(await call(`${O}/Get?orderNo=${order.orderNo}`, { bearer: acme, host: ACME }), 404, '订单不存在')
  // Malformed numbers get the same answer, never a 500.
  refused(await call(`${O}/Get?orderNo=abc`, { bearer: owner }), 400, '订单不存在')
  expect((await orderRow(order.orderNo)).state).toBe('pending')
})
