// Course vouchers as a way into a paid course through JoinCourse (tests/coupon-harness.ts): spent exactly once, the
// fitting one first, never by a VIP, never another account's, never a discount coupon. Holding and redeeming codes:
// coupon.int.test.ts.
import { and, eq, isNotNull } from 'drizzle-orm'
import { companyMembers, couponTemplates, courses, userCoupons } from '@/lib/db/schema'
import { call } from '@/tests/api-client'
import {
  db,
  ids,
  course,
  tokens,
  C,
  learner,
  sessionOf,
  redeem,
  mine,
  join,
  learnState,
  refused,
  enrolment,
  idOf,
  usedCoupons,
  withCouponDatabase,
} from '@/tests/coupon-harness'

withCouponDatabase('coupon-vouchers')

it('enrols in the paid course a voucher names, spends it once, and then it shows used with the course', async () => {
  const v = await learner()
  const coupon = (await redeem(v, 'QHKC-PY03')).body.result
  expect(await learnState(v, course.python)).toMatchObject({
    access: 'canEnrol',
    enrolVia: 'voucher',
    voucher: { id: coupon.id, title: 'Python数据分析课程券' },
  })
  expect(
    (await call(`${C}/GetCourseVouchers?courseId=${course.python}`, { bearer: v })).body.result.map(
      (c: { id: number }) => c.id,
    ),
  ).toEqual([coupon.id])
  expect((await call(`${C}/GetCourseVouchers?courseId=${course.sql}`, { bearer: v })).body.result).toEqual([])
  refused(await call(`${C}/GetCourseVouchers?courseId=999999`, { bearer: v }), 404, '课程不存在或已下架')
  expect(await learnState(v, course.sql)).toMatchObject({
    access: 'refused',
    reason: '该课程需购买后学习',
    enrolVia: null,
    voucher: null,
  })
  expect(await learnState(v, course.free)).toMatchObject({ access: 'canEnrol', enrolVia: 'free', voucher: null })

  const joined = await join(v, course.python)
  expect(joined.status).toBe(200)
  expect(joined.body.result).toMatchObject({ access: 'enrolled', enrolVia: null })
  expect((await enrolment(v, course.python))?.source).toBe('voucher')
  const used = (await mine(v, '?state=used')).body.result
  expect(used.counts).toEqual({ usable: 0, used: 1, expired: 0 })
  expect(used.items[0]).toMatchObject({
    id: coupon.id,
    state: 'used',
    usedCourse: { id: course.python, title: 'Python数据分析实战入门' },
  })
  expect(used.items[0].usedAt).toEqual(expect.any(String))

  // Joining again spends nothing; the used voucher takes no second course.
  expect((await join(v, course.python)).status).toBe(200)
  refused(await join(v, course.sql), 403, '该课程为企业VIP专享')
  expect(
    await db.db
      .select()
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.tenantId, ids.demo),
          isNotNull(userCoupons.usedAt),
          eq(userCoupons.usedCourseId, course.sql),
        ),
      ),
  ).toEqual([])
  expect((await mine(v, '?state=used')).body.result.totalCount).toBe(1)
})

it('holds an any-course voucher to its cap; spends the named one first, then the lowest cap, then the soonest to expire', async () => {
  const w = await learner()
  await redeem(w, 'QHKC-MJ02') // a discount coupon: never a way in
  expect((await redeem(w, 'QHKC-TY01')).body.result).toMatchObject({
    title: '通用课程券',
    conditionText: '¥100以内可用',
    scopeText: '¥100以内的课程',
    courseId: null,
  })
  expect(await learnState(w, course.sql)).toMatchObject({ access: 'refused', enrolVia: null }) // ¥149
  expect(await learnState(w, course.excel)).toMatchObject({
    access: 'canEnrol',
    enrolVia: 'voucher',
    voucher: { title: '通用课程券' },
  }) // ¥99
  expect((await join(w, course.excel)).status).toBe(200)
  const after = (await mine(w)).body.result
  expect(after.counts).toEqual({ usable: 1, used: 1, expired: 0 })
  expect(after.items[0].kind).toBe('discount')

  // Campaigns an operator made: any course up to ¥300, and up to ¥500 twice with different ends.
  const o = await learner()
  await redeem(o, 'QHKC-PYD3')
  const cap = async (title: string, maxPriceCents: number, days: number) => {
    const [t] = await db.db
      .insert(couponTemplates)
      .values({
        tenantId: ids.demo,
        kind: 'voucher',
        title,
        maxPriceCents,
        validDays: 90,
        validUntil: new Date(Date.now() + 365 * 86_400_000),
      })
      .returning()
    const [c] = await db.db
      .insert(userCoupons)
      .values({
        tenantId: ids.demo,
        individualId: idOf.get(o)!,
        templateId: t.id,
        expiresAt: new Date(Date.now() + days * 86_400_000),
      })
      .returning()
    return c.id
  }
  const c300 = await cap('测试券300', 30000, 20)
  const c500late = await cap('测试券500甲', 50000, 10)
  const c500soon = await cap('测试券500乙', 50000, 5)
  const order = async (courseId: number) =>
    (await call(`${C}/GetCourseVouchers?courseId=${courseId}`, { bearer: o })).body.result.map(
      (c: { title: string; id: number }) => c.id,
    )
  const named = (await order(course.python))[0]
  expect(await order(course.python)).toEqual([named, c300, c500soon, c500late])
  expect((await join(o, course.python)).status).toBe(200)
  expect(await order(course.powerbi)).toEqual([c300, c500soon, c500late])
  expect((await join(o, course.powerbi)).status).toBe(200)
  expect(await order(course.sql)).toEqual([c500soon, c500late])
  expect((await usedCoupons(o)).map((c) => [c.id, c.usedCourseId]).sort()).toEqual(
    [
      [named, course.python],
      [c300, course.powerbi],
    ].sort(),
  )
})

it('never enrols by a discount coupon, another account’s voucher or one that has expired', async () => {
  expect(await learnState(tokens.wang, course.excel)).toMatchObject({
    access: 'refused',
    reason: '该课程需购买后学习',
  })
  refused(await join(tokens.wang, course.excel), 403, '该课程为企业VIP专享')
  expect((await mine(tokens.wang)).body.result.counts.usable).toBe(1)

  const [p, q] = [await learner(), await learner()]
  const mineP = (await redeem(p, 'QHKC-PYD4')).body.result
  expect((await mine(q)).body.result.counts).toEqual({ usable: 0, used: 0, expired: 0 })
  expect((await call(`${C}/GetCourseVouchers?courseId=${course.python}`, { bearer: q })).body.result).toEqual([])
  refused(await join(q, course.python), 403, '该课程为企业VIP专享')
  refused(await redeem(q, 'QHKC-PYD4'), 400, '该兑换码已被使用')
  expect((await mine(p)).body.result.items).toEqual([expect.objectContaining({ id: mineP.id, state: 'usable' })])

  await db.db
    .update(userCoupons)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(and(eq(userCoupons.tenantId, ids.demo), eq(userCoupons.id, mineP.id)))
  expect((await mine(p, '?state=expired')).body.result.items).toEqual([
    expect.objectContaining({ id: mineP.id, state: 'expired' }),
  ])
  expect(await learnState(p, course.python)).toMatchObject({ access: 'refused', enrolVia: null })
  refused(await join(p, course.python), 403, '该课程为企业VIP专享')
})

it('spends exactly one voucher when joins race: two courses for one voucher, or one course twice', async () => {
  const s = await learner()
  await redeem(s, 'QHKC-TY02')
  const time = (
    await db.db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, ids.demo), eq(courses.title, '时间管理：从拖延到高效')))
  )[0].id
  const raced = await Promise.all([join(s, course.excel), join(s, time)])
  expect(raced.map((r) => r.status).sort()).toEqual([200, 403])
  expect(raced.find((r) => r.status === 403)!.body.error.message).toMatch(
    /^(该课程为企业VIP专享|没有可用于本课程的课程券，请刷新页面后重试)$/,
  )
  expect(await usedCoupons(s)).toHaveLength(1)
  expect([await enrolment(s, course.excel), await enrolment(s, time)].filter(Boolean)).toHaveLength(1)

  const t = await learner()
  await redeem(t, 'QHKC-PYD6')
  await redeem(t, 'QHKC-PYM1')
  expect((await Promise.all([join(t, course.python), join(t, course.python)])).map((r) => r.status)).toEqual([200, 200])
  expect(await usedCoupons(t)).toHaveLength(1)
  expect((await mine(t)).body.result.counts).toEqual({ usable: 1, used: 1, expired: 0 })
})

it('lets a VIP learn without spending a voucher, and a voucher take over once VIP ends', async () => {
  const li = await sessionOf('13800000002')
  await redeem(li, 'QHKC-PYM2')
  expect(await learnState(li, course.python)).toMatchObject({ access: 'canEnrol', enrolVia: 'vip', voucher: null })
  expect((await join(li, course.python)).status).toBe(200)
  expect((await enrolment(li, course.python))?.source).toBe('vip')
  expect(await usedCoupons(li)).toHaveLength(0)

  const member = and(eq(companyMembers.tenantId, ids.demo), eq(companyMembers.individualId, idOf.get(li)!))
  await db.db.update(companyMembers).set({ isVip: false }).where(member)
  try {
    expect(await learnState(li, course.python)).toMatchObject({
      access: 'canEnrol',
      enrolVia: 'voucher',
      enrolled: true,
    })
    expect((await join(li, course.python)).body.result).toMatchObject({ access: 'enrolled' })
    expect((await enrolment(li, course.python))?.source).toBe('voucher')
    expect((await usedCoupons(li)).map((c) => c.usedCourseId)).toEqual([course.python])
  } finally {
    await db.db.update(companyMembers).set({ isVip: true }).where(member)
  }
})
