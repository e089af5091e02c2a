// Coupons through the real dispatcher on a fresh seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the
// seeded learner's coupons by state, redeeming (once, on its own tenant, limited against guessing), and course vouchers
// as a way into a paid course through JoinCourse — spent exactly once, never by a VIP, never another account's.
import os from 'node:os'
import path from 'node:path'
import { and, eq, isNotNull } from 'drizzle-orm'
import { createSession } from '@/lib/auth/sessions'
import { findOrCreateIndividual } from '@/lib/db/queries/accounts'
import { companyMembers, couponTemplates, courses, enrolments, individuals, userCoupons } from '@/lib/db/schema'
import { call, freshIp, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids = { demo: 0, acme: 0 }
const course: Record<string, number> = {}
const tokens: Record<string, string> = {}
const C = '/api/services/app/Coupon'
const JOIN = '/api/services/app/FrontCourse/JoinCourse'
const STATE = '/api/services/app/CourseLearn/GetLearnState'
const ACME = 'acme.localhost'

let seq = 0
const idOf = new Map<string, number>()
async function sessionFor(tenantId: number, id: number) {
  const { token } = await createSession(db.db, { tenantId, kind: 'user', accountId: id, userAgent: 'coupon-test' })
  idOf.set(token, id)
  return token
}
/** A new individual of the tenant with a session: holds no coupon yet. */
async function learner(host = 'demo.localhost') {
  const tenantId = host === ACME ? ids.acme : ids.demo
  seq += 1
  const u = await findOrCreateIndividual(db.db, {
    tenantId,
    phone: `1360000${String(seq).padStart(4, '0')}`,
    nickname: `券测${seq}`,
  })
  return sessionFor(tenantId, u.id)
}
async function sessionOf(phone: string, tenantId = ids.demo) {
  const [u] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, phone)))
  return sessionFor(tenantId, u.id)
}
const redeem = (bearer: string, code: unknown, init: { host?: string; ip?: string } = {}) =>
  post(`${C}/Redeem`, { code }, { bearer, ...init })
const mine = (bearer: string, query = '', host?: string) => call(`${C}/GetMyCoupons${query}`, { bearer, host })
const join = (bearer: string, courseId: number) => post(JOIN, { courseId }, { bearer })
const learnState = async (bearer: string, courseId: number) =>
  (await call(`${STATE}?courseId=${courseId}`, { bearer })).body.result
const refused = (res: Answer, status: number, message: string | RegExp) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (typeof message === 'string') expect(res.body.error.message).toBe(message)
  else expect(res.body.error.message).toMatch(message)
}
async function enrolment(token: string, courseId: number) {
  const [row] = await db.db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.tenantId, ids.demo),
        eq(enrolments.individualId, idOf.get(token)!),
        eq(enrolments.courseId, courseId),
      ),
    )
  return row ?? null
}
const usedCoupons = (token: string) =>
  db.db
    .select()
    .from(userCoupons)
    .where(
      and(
        eq(userCoupons.tenantId, ids.demo),
        eq(userCoupons.individualId, idOf.get(token)!),
        isNotNull(userCoupons.usedAt),
      ),
    )

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-coupon-${process.pid}`)
  db = await createSeededTestDatabase()
  const summary = db.seeded
  ids.demo = summary.tenants.find((t) => t.slug === 'demo')!.id
  ids.acme = summary.tenants.find((t) => t.slug === 'acme')!.id
  for (const [key, title] of [
    ['python', 'Python数据分析实战入门'],
    ['sql', 'SQL数据查询与业务分析'],
    ['excel', 'Excel数据透视表从入门到精通'],
    ['powerbi', 'Power BI商业智能可视化'],
    ['free', '入职第一课：三分钟了解学习平台'],
  ]) {
    const [row] = await db.db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, ids.demo), eq(courses.title, title)))
    course[key] = row.id
  }
  tokens.wang = await sessionOf('13800000001')
  tokens.company = (
    await post('/api/TokenAuth/AuthenticateCompany', {
      userNameOrEmailAddress: 'qihang_hr',
      password: 'Qihang2026',
      ispassword: true,
    })
  ).body.result.accessToken
}, 120_000)
afterAll(() => db.cleanup())

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
      spendable: false,
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
    spendable: false,
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
    reason: '该课程为企业VIP专享',
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
    reason: '该课程为企业VIP专享',
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
