// 立即购买 is decided with the learning state (issue 33): GetLearnState's `purchase` is the price and any open order for
// a paid course a visitor or an individual could buy — and null for a free course, a company account, a learner with
// another way in (a course voucher, VIP) and once the course is bought.
import { call, post } from '@/tests/api-client'
import { course, db, ids, learner, redeem, tokens, withCouponDatabase } from '@/tests/coupon-harness'
import { applyNotice } from './order-payment'

withCouponDatabase('purchase-state')

const STATE = '/api/services/app/CourseLearn/GetLearnState'
const state = async (courseId: number, bearer?: string) =>
  (await call(`${STATE}?courseId=${courseId}`, { bearer })).body.result

it('offers a paid course to a visitor and an individual, with the open order once there is one', async () => {
  const visitor = await state(course.sql)
  expect(visitor.access).toBe('visitor')
  expect(visitor.purchase).toEqual({ priceCents: expect.any(Number), openOrderNo: null })
  expect(visitor.purchase.priceCents).toBeGreaterThan(0)
  expect((await state(course.free)).purchase).toBeNull()

  const v = await learner()
  expect(await state(course.sql, v)).toMatchObject({
    access: 'refused',
    purchase: { priceCents: visitor.purchase.priceCents, openOrderNo: null },
  })
  const order = (await post('/api/services/app/Order/Create', { courseId: course.sql, agree: true }, { bearer: v }))
    .body.result
  expect((await state(course.sql, v)).purchase).toEqual({
    priceCents: visitor.purchase.priceCents,
    openOrderNo: order.orderNo,
  })

  // Paid: enrolled, nothing to buy.
  const paid = {
    ok: true as const,
    paid: {
      orderNo: order.orderNo,
      tradeNo: `42000${order.orderNo}`,
      amountFen: order.payableCents,
      paidAt: new Date(),
      noticeId: `notice-${order.orderNo}`,
    },
  }
  expect(await applyNotice(db.db, ids.demo, 'wechat', paid)).toBe('applied')
  expect(await state(course.sql, v)).toMatchObject({ access: 'enrolled', purchase: null })
})

it('offers nothing to a company account, a voucher holder or a free course', async () => {
  expect(await state(course.sql, tokens.company)).toMatchObject({ access: 'company', purchase: null })
  const v = await learner()
  expect((await redeem(v, 'QHKC-PY03')).status).toBe(200)
  expect(await state(course.python, v)).toMatchObject({ access: 'canEnrol', enrolVia: 'voucher', purchase: null })
  expect(await state(course.free, v)).toMatchObject({ purchase: null })
})
