// AdminCoupon through the real dispatcher (issue 32; PGlite, or PostgreSQL with TEST_DATABASE_URL): an 运营 operator
// makes a course voucher campaign, generates codes shown once and stored as hashes only, a learner redeems one through
// Coupon/Redeem and joins the course, the campaign counts it; 停止活动 refuses further redemption; roles per method;
// another tenant's campaigns and courses are 404.
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { CODE_ALPHABET, GENERATED_CODE_LENGTH, groupedCode } from '@/lib/contract/coupon-campaign-rules'
import { insertOperator } from '@/lib/db/queries/operators'
import { auditLog, couponCodes } from '@/lib/db/schema'
import { call, post, type Answer } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { course, db, ids, join, learner, mine, redeem, refused, withCouponDatabase } from '@/tests/coupon-harness'

withCouponDatabase('admin-coupon')

const API = '/admin/api/services/app/AdminCoupon'
type Who = { cookie: string; host: string }
const who: Record<string, Who> = {}

async function as(slug: 'demo' | 'acme', loginName: string): Promise<Who> {
  const tenantId = ids[slug]
  return { cookie: await consoleCookie(db.db, tenantId, loginName), host: `${slug}.localhost` }
}
const send = (method: string, body: unknown, w: Who) =>
  post(`${API}/${method}`, body, { ...w, origin: `http://${w.host}` })
const get = (method: string, query: string, w: Who) => call(`${API}/${method}?${query}`, w)
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10)
const campaign = (over: Record<string, unknown> = {}) => ({
  title: '新人Python课程券',
  description: '线下活动发放',
  target: 'course',
  courseId: course.python,
  startDate: today(),
  endDate: inDays(30),
  validity: 'days',
  validDays: 7,
  ...over,
})
const ok = (res: Answer) => {
  expect([res.status, res.body.error?.message]).toEqual([200, undefined])
  return res.body.result
}

beforeAll(async () => {
  for (const [loginName, role, phone] of [
    ['ops', 'operations', '13300000077'],
    ['desk', 'support', '13300000078'],
  ] as const)
    await insertOperator(db.db, {
      tenantId: ids.demo,
      loginName,
      name: loginName,
      phone,
      role,
      passwordHash: 'x',
      mustChangePassword: false,
    })
  for (const name of ['admin', 'ops', 'desk', 'viewer']) who[name] = await as('demo', name)
  who.acme = await as('acme', 'admin')
})

it('runs the issue’s flow: 5 codes, hashed only, one redeemed and spent on the course, counted on the campaign', async () => {
  const { id } = ok(await send('Create', campaign(), who.ops))
  const generated = ok(await send('Generate', { id, count: 5 }, who.ops))
  expect(generated.codeCount).toBe(5)
  const codes: string[] = generated.codes
  expect(new Set(codes).size).toBe(5)
  for (const code of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${GENERATED_CODE_LENGTH}}$`))

  // The database holds the SHA-256 and the last four characters, never a code; the audit log counts them only.
  const stored = await db.db
    .select()
    .from(couponCodes)
    .where(and(eq(couponCodes.tenantId, ids.demo), eq(couponCodes.templateId, id)))
  expect(stored.map((r) => r.codeHash).sort()).toEqual(
    codes.map((c) => createHash('sha256').update(c).digest('hex')).sort(),
  )
  expect(JSON.stringify(stored)).not.toContain(codes[0])
  const logs = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminCoupon/Generate'))
  expect(logs).toHaveLength(1)
  expect(logs[0]).toMatchObject({
    target: `优惠券活动「新人Python课程券」（#${id}）`,
    after: { generated: 5, total: 5 },
  })
  expect(JSON.stringify(logs)).not.toMatch(new RegExp(codes.map((c) => c.slice(0, 8)).join('|')))

  // A learner types the code as shown (grouped, lower case), redeems it once, and joins the course with it.
  const learnerToken = await learner()
  const coupon = ok(await redeem(learnerToken, groupedCode(codes[0]).toLowerCase()))
  expect(coupon).toMatchObject({ title: '新人Python课程券', state: 'usable', courseId: course.python })
  refused(await redeem(learnerToken, codes[0]), 400, '该兑换码已被使用')
  refused(await redeem(await learner(), codes[0]), 400, '该兑换码已被使用')
  expect(ok(await join(learnerToken, course.python))).toMatchObject({ access: 'enrolled' })
  expect((await mine(learnerToken, '?state=used')).body.result.items[0]).toMatchObject({
    id: coupon.id,
    usedCourse: { id: course.python },
  })

  expect(ok(await get('Get', `id=${id}`, who.desk))).toMatchObject({
    codeCount: 5,
    redeemedCount: 1,
    usedCount: 1,
    state: 'active',
    scopeText: '指定课程：《Python数据分析实战入门》',
    validDays: 7,
  })
  const listed = ok(await get('GetList', 'keyword=新人Python', who.viewer)).items
  expect(listed.map((c: { id: number }) => c.id)).toEqual([id])

  // 管理员 sees the phone; the roles below it see it masked.
  const asAdmin = ok(await get('GetRedemptions', `id=${id}`, who.admin))
  expect(asAdmin.totalCount).toBe(1)
  expect(asAdmin.items[0]).toMatchObject({
    hint: codes[0].slice(-4),
    couponState: 'used',
    usedCourse: { id: course.python, title: 'Python数据分析实战入门' },
  })
  expect(asAdmin.items[0].phone).toMatch(/^1360000\d{4}$/)
  const asOps = ok(await get('GetRedemptions', `id=${id}`, who.ops)).items[0]
  expect(asOps.phone).toBe(`${asAdmin.items[0].phone.slice(0, 3)}****${asAdmin.items[0].phone.slice(7)}`)

  // 停止活动: the next code is refused, the coupon already held stays usable, and nothing more is generated.
  const holder = await learner()
  ok(await redeem(holder, codes[1]))
  ok(await send('Stop', { id }, who.admin))
  refused(await redeem(await learner(), codes[2]), 400, '该兑换码所属活动已停止，无法兑换')
  expect((await mine(holder)).body.result.counts.usable).toBe(1)
  refused(await send('Stop', { id }, who.ops), 409, '活动已停止')
  refused(await send('Generate', { id, count: 1 }, who.ops), 409, '活动已停止，不能再生成兑换码')
  expect(ok(await get('GetList', 'state=stopped', who.viewer)).items.map((c: { id: number }) => c.id)).toContain(id)
})

it('makes a price-capped voucher that waits for its start day, and refuses what does not add up', async () => {
  const later = ok(
    await send(
      'Create',
      campaign({
        target: 'price',
        courseId: undefined,
        maxPriceCents: 9900,
        startDate: inDays(2),
        validity: 'untilEnd',
      }),
      who.admin,
    ),
  )
  const row = ok(await get('Get', `id=${later.id}`, who.admin))
  expect(row).toMatchObject({ scopeText: '¥99以内的课程', state: 'notStarted', validDays: null, maxPriceCents: 9900 })
  const [code] = ok(await send('Generate', { id: later.id, count: 1 }, who.admin)).codes
  refused(await redeem(await learner(), code), 400, `该兑换码所属活动尚未开始，请于${inDays(2)}后兑换`)

  refused(await send('Create', campaign({ courseId: undefined }), who.ops), 400, '请选择课程')
  refused(await send('Create', campaign({ course: course.free, courseId: course.free }), who.ops), 409, /免费课程/)
  refused(await send('Create', campaign({ endDate: inDays(-1), startDate: inDays(-3) }), who.ops), 400, /不能早于今天/)
  refused(
    await send('Create', campaign({ startDate: inDays(5), endDate: inDays(4) }), who.ops),
    400,
    /不能早于开始日期/,
  )
  refused(await send('Create', campaign({ validDays: undefined }), who.ops), 400, '请输入有效天数')
  refused(await send('Generate', { id: later.id, count: 0 }, who.ops), 400, /数量/)
  refused(await send('Generate', { id: later.id, count: 10_001 }, who.ops), 400, /数量/)
})

it('lets 管理员 and 运营 write, 客服 and 只读 read only', async () => {
  for (const reader of [who.desk, who.viewer]) {
    expect((await get('GetList', '', reader)).status).toBe(200)
    expect((await get('FindCourses', 'keyword=Python', reader)).status).toBe(200)
    refused(await send('Create', campaign(), reader), 403, '当前角色无权进行此操作')
    refused(await send('Generate', { id: 1, count: 1 }, reader), 403, '当前角色无权进行此操作')
    refused(await send('Stop', { id: 1 }, reader), 403, '当前角色无权进行此操作')
  }
  const found = ok(await get('FindCourses', 'keyword=Python', who.ops)).items
  expect(found).toContainEqual(expect.objectContaining({ id: course.python, isPublished: true }))
  expect(found.every((c: { priceCents: number }) => c.priceCents > 0)).toBe(true)
})

it('answers another tenant’s campaigns and courses as not found', async () => {
  const { id } = ok(await send('Create', campaign({ title: '仅限本机构' }), who.admin))
  for (const [method, query] of [
    ['Get', `id=${id}`],
    ['GetRedemptions', `id=${id}`],
  ])
    refused(await get(method, query, who.acme), 404, '活动不存在')
  refused(await send('Generate', { id, count: 1 }, who.acme), 404, '活动不存在')
  refused(await send('Stop', { id }, who.acme), 404, '活动不存在')
  refused(await send('Create', campaign(), who.acme), 404, '课程不存在或不属于本机构')
  expect(ok(await get('GetList', '', who.acme)).items.map((c: { title: string }) => c.title)).not.toContain(
    '仅限本机构',
  )
  expect(ok(await get('FindCourses', 'keyword=Python数据分析', who.acme)).items).toEqual([])
  // Still open on its own tenant.
  expect(ok(await get('Get', `id=${id}`, who.viewer)).state).toBe('active')
})
