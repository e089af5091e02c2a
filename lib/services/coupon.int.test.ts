// Coupons through the real dispatcher (tests/coupon-harness.ts): the seeded learner's coupons by state, and redeeming
// a 兑换码 — once, on its own tenant, limited against guessing. Vouchers as a way into a paid course:
// coupon-vouchers.int.test.ts.
import { and, eq } from 'drizzle-orm'
import { userCoupons } from '@/lib/db/schema'
import { call, freshIp, post } from '@/tests/api-client'
import {
  db,
  ids,
  course,
  tokens,
  C,
  ACME,
  learner,
  sessionOf,
  redeem,
  mine,
  refused,
  withCouponDatabase,
} from '@/tests/coupon-harness'

withCouponDatabase('coupon')

it('lists the seeded learner’s coupons by state with value, scope and validity; individuals only', async () => {
  const usable = (await mine(tokens.wang)).body.result
  expect(usable.counts).toEqual({ usable: 1, used: 0, expired: 1 })
  expect(usable.totalCount).toBe(1)
  expect(usable.items).toEqual([
    expect.objectContaining({
      kind: 'discount',
      title: '新人专享满100减20',
      valueText: '¥20',
      conditionText: '满100可用',
      scopeText: '满100减20',
      spendable: true, // taken off at the checkout (issue 33): the development server sells through the fake gateway
      courseId: null,
      usedAt: null,
      usedCourse: null,
      state: 'usable',
    }),
  ])
  expect(Date.parse(usable.items[0].expiresAt) - Date.now()).toBeGreaterThan(26 * 86_400_000)
  const expired = (await mine(tokens.wang, '?state=expired')).body.result
  expect(
    expired.items.map((i: { title: string; state: string; expiresAt: string; scopeText: string }) => [
      i.title,
      i.state,
      i.expiresAt,
      i.scopeText,
    ]),
  ).toEqual([['2025双十一课程券', 'expired', '2025-11-30T15:59:59.000Z', '¥50以内的课程']])
  expect((await mine(tokens.wang, '?state=used')).body.result).toMatchObject({ items: [], totalCount: 0 })
  refused(await mine(tokens.wang, '?state=all'), 400, '优惠券状态不正确')
  refused(await mine(tokens.wang, '?pageSize=500'), 400, '每页条数格式不正确')
  // Another tenant's learner with the same phone is another person: none of these.
  const acmeWang = await sessionOf('13800000001', ids.acme)
  expect((await mine(acmeWang, '', ACME)).body.result.counts).toEqual({ usable: 0, used: 0, expired: 0 })
  for (const [path, body] of [
    [`${C}/GetMyCoupons`],
    [`${C}/GetCourseVouchers?courseId=${course.python}`],
    [`${C}/Redeem`, { code: 'QHKC-TY03' }],
  ] as const) {
    const send = (bearer?: string) => (body ? post(path, body, { bearer }) : call(path, { bearer }))
    refused(await send(tokens.company), 403, '没有权限进行此操作')
    refused(await send(), 401, '请先登录')
  }
})

it('redeems a code once, on its own tenant only, whatever its case, spaces and dashes', async () => {
  const a = await learner()
  const got = await redeem(a, ' qhkc py０１ ')
  expect(got.status).toBe(200)
  expect(got.body.result).toMatchObject({
    kind: 'voucher',
    title: 'Python数据分析课程券',
    valueText: '课程券',
    conditionText: '指定课程',
    scopeText: '指定课程：《Python数据分析实战入门》',
    courseId: course.python,
    spendable: true,
    state: 'usable',
    usedAt: null,
  })
  // 30 days from now: the campaign itself runs a year.
  expect(Math.abs(Date.parse(got.body.result.expiresAt) - Date.now() - 30 * 86_400_000)).toBeLessThan(120_000)
  expect((await mine(a)).body.result.items.map((i: { id: number }) => i.id)).toEqual([got.body.result.id])
  refused(await redeem(a, 'QHKC-PY01'), 400, '该兑换码已被使用')
  refused(await redeem(await learner(), 'qhkc-py01'), 400, '该兑换码已被使用')

  // Another tenant's code answers exactly like one that never existed; so does a demo code on acme.
  const onDemo = await redeem(a, 'ACME-KC01')
  const made = await redeem(a, 'QHKC-ZZ99')
  refused(onDemo, 400, '兑换码不存在')
  expect(onDemo.body).toEqual(made.body)
  const acme = await learner(ACME)
  refused(await redeem(acme, 'QHKC-PY02', { host: ACME }), 400, '兑换码不存在')
  const own = await redeem(acme, 'ACME-KC01', { host: ACME })
  expect(own.body.result).toMatchObject({ title: '艾克美学习券', scopeText: '¥199以内的课程' })

  const b = await learner()
  refused(await redeem(b, 'QHKC-1111'), 400, '该兑换码已过期')
  refused(await redeem(b, ''), 400, '请输入兑换码')
  refused(await redeem(b, ' - '), 400, '请输入兑换码')
  refused(await post(`${C}/Redeem`, {}, { bearer: b }), 400, '请输入兑换码')
  refused(await redeem(b, '优惠码!'), 400, '兑换码格式不正确')
  refused(await redeem(b, 'A'.repeat(65)), 400, '兑换码格式不正确')
  expect((await redeem(b, 'QHKC-MJ01')).body.result).toMatchObject({
    kind: 'discount',
    spendable: true,
    scopeText: '满100减20',
  })
})

it('gives one coupon for two parallel redeems of one code', async () => {
  const [x, y] = [await learner(), await learner()]
  const answers = await Promise.all([redeem(x, 'QHKC-PY02'), redeem(y, 'QHKC-PY02'), redeem(x, 'qhkc-py02')])
  expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400])
  for (const r of answers.filter((r) => r.status === 400)) expect(r.body.error.message).toBe('该兑换码已被使用')
  const won = answers.find((r) => r.status === 200)!.body.result.id
  const held = await db.db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.tenantId, ids.demo), eq(userCoupons.id, won)))
  expect(held).toHaveLength(1)
  const counts = await Promise.all([x, y].map(async (t) => (await mine(t)).body.result.counts.usable))
  expect(counts.sort()).toEqual([0, 1])
})

it('stops guessing: 10 wrong codes an account an hour (a success gives its point back), 30 an address', async () => {
  const g = await learner()
  for (let i = 0; i < 9; i++) refused(await redeem(g, `GUESS-${1000 + i}`), 400, '兑换码不存在')
  expect((await redeem(g, 'QHKC-PYD1')).status).toBe(200)
  refused(await redeem(g, 'GUESS-2000'), 400, '兑换码不存在')
  const limited = await redeem(g, 'GUESS-2001')
  refused(limited, 429, /^兑换尝试过于频繁，请\d+分钟后再试$/)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000)
  // Even a real code waits now, and is not spent by the refusal.
  refused(await redeem(g, 'QHKC-PYD2'), 429, /^兑换尝试过于频繁/)

  const ip = freshIp()
  for (let n = 0; n < 3; n++) {
    const t = await learner()
    for (let i = 0; i < 10; i++) refused(await redeem(t, `IP${n}-${i}-X`, { ip }), 400, '兑换码不存在')
  }
  refused(await redeem(await learner(), 'QHKC-PYD2', { ip }), 429, /^兑换尝试过于频繁/)
  expect((await redeem(await learner(), 'QHKC-PYD2')).status).toBe(200)
})
