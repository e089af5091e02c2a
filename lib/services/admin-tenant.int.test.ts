// The platform console through the real dispatcher (issue 28, Deliver 1; PGlite, or PostgreSQL with TEST_DATABASE_URL):
// its owner lists the tenants with their counts, creates one that serves at once with its first administrator, closes
// and opens it — and nobody else reaches any of it.
import { count, eq } from 'drizzle-orm'
import { auditLog, rateLimits, tenantDocuments, tenants } from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { call, cookieOf, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { userToken } from '@/tests/sign-in'

let db: SeededTestDatabase
const ADMIN = '/admin/api/services/app'
const PLATFORM = 'platform.localhost'

type Who = { cookie: string; host: string }
const get = (path: string, who: Who) => call(`${ADMIN}/${path}`, { cookie: who.cookie, host: who.host })
const send = (path: string, body: unknown, who: Who) =>
  post(`${ADMIN}/${path}`, body, { cookie: who.cookie, host: who.host, origin: `http://${who.host}` })
const expectError = (res: Answer, status: number, message?: string) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (message) expect(res.body.error.message).toBe(message)
}
const tenantId = async (slug: string) =>
  (await db.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)))[0]?.id

/** Password, then the code the outbox holds for the operator's phone; answers the console cookie. */
async function signIn(host: string, loginName: string, password: string, phone: string): Promise<Who> {
  const anon = { cookie: '', host }
  const first = await send('AdminAuth/Login', { loginName, password }, anon)
  expect(first.body.result).toMatchObject({ status: 'secondFactor' })
  const [sms] = await listOutbox(db.db, { tenantId: (await tenantId(host.split('.')[0]))!, phone })
  const second = await send('AdminAuth/VerifyCode', { challenge: first.body.result.challenge, code: sms!.code }, anon)
  expect(second.status).toBe(200)
  return { cookie: cookieOf(second.headers.getSetCookie().find((c) => c.startsWith('qh_admin='))!), host }
}
const owner = () => signIn(PLATFORM, 'owner', 'Owner@2026', '13300000090')

const NEW_ORG = {
  slug: 'neworg',
  name: '新机构学院',
  adminLoginName: 'chief',
  adminName: '高远',
  adminPhone: '13300000101',
}

beforeAll(async () => {
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
}, 180_000)
beforeEach(() => db.db.delete(rateLimits))
afterAll(() => db.cleanup())

describe('the tenants, as the platform owner sees them', () => {
  it('lists every tenant but the platform, with courses, learners, companies and state; filters by word and state', async () => {
    const me = await owner()
    const all = await get('AdminTenant/GetList?page=1&pageSize=20', me)
    expect(all.status).toBe(200)
    const slugs = all.body.result.items.map((t: { slug: string }) => t.slug)
    expect(slugs).toEqual(expect.arrayContaining(['demo', 'acme', 'closed']))
    expect(slugs).not.toContain('platform')
    const demo = all.body.result.items.find((t: { slug: string }) => t.slug === 'demo')
    expect(demo).toMatchObject({
      name: '启航学堂',
      state: 'open',
      url: expect.stringMatching(/^http:\/\/demo\.localhost/),
    })
    expect(demo.courseCount).toBeGreaterThan(5)
    expect(demo.learnerCount).toBeGreaterThan(0)
    expect(demo.companyCount).toBeGreaterThan(0)
    const closed = await get('AdminTenant/GetList?state=closed', me)
    expect(closed.body.result.items.map((t: { slug: string }) => t.slug)).toEqual(['closed'])
    const found = await get(`AdminTenant/GetList?keyword=${encodeURIComponent('启航')}`, me)
    expect(found.body.result.items.map((t: { slug: string }) => t.slug)).toEqual(['demo'])
  })
})

describe('creating a tenant', () => {
  it('serves it at once with its name and legal texts; its first administrator signs in and must change the password', async () => {
    const me = await owner()
    const created = await send('AdminTenant/Create', NEW_ORG, me)
    expect(created.status).toBe(200)
    const { initialPassword, url, consoleUrl } = created.body.result
    expect(url).toMatch(/^http:\/\/neworg\.localhost/)
    expect(consoleUrl).toBe(`${url}/admin/login`)
    expect(initialPassword).toMatch(/^(?=.*[a-zA-Z])(?=.*\d)[a-zA-Z\d]{10}$/)

    const site = await call('/api/Common/GetCommonSetting', { host: 'neworg.localhost' })
    expect(site.body.result).toMatchObject({
      tenancyName: 'neworg',
      tenantName: '新机构学院',
      overallSubjectColor: '#333e76',
    })
    const id = (await tenantId('neworg'))!
    const docs = await db.db.select().from(tenantDocuments).where(eq(tenantDocuments.tenantId, id))
    expect(docs.map((d) => d.title).sort()).toEqual(['新机构学院用户协议', '新机构学院隐私政策'])

    const chief = await signIn('neworg.localhost', 'chief', initialPassword, '13300000101')
    expect((await get('AdminAuth/GetMe', chief)).body.result).toMatchObject({
      role: 'admin',
      mustChangePassword: true,
      tenantName: '新机构学院',
    })
    const [row] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminTenant/Create'))
    expect(row).toMatchObject({ actor: '林平（owner）', target: '新机构学院（neworg）' })
    expect(JSON.stringify(row.after)).not.toContain(initialPassword)
  })

  it.each([
    ['admin', '该子域名为系统保留，请换一个'],
    ['www', '该子域名为系统保留，请换一个'],
    ['demo', '该子域名已被使用，请换一个'],
    ['a_b', '子域名格式不正确：3–30位小写字母、数字或连字符，以字母开头，如 neworg'],
    ['9lives', '子域名格式不正确：3–30位小写字母、数字或连字符，以字母开头，如 neworg'],
    ['ab--c', '子域名格式不正确：3–30位小写字母、数字或连字符，以字母开头，如 neworg'],
  ])('refuses the subdomain %s with a message, and writes nothing', async (slug, message) => {
    const me = await owner()
    const before = await db.db.select({ n: count() }).from(tenants)
    expectError(await send('AdminTenant/Create', { ...NEW_ORG, slug }, me), 400, message)
    expect(await db.db.select({ n: count() }).from(tenants)).toEqual(before)
  })

  it('gives the subdomain to one of two owners creating it at once; the other hears it is taken', async () => {
    const me = await owner()
    const body = { ...NEW_ORG, slug: 'twinorg' }
    const answers = await Promise.all([send('AdminTenant/Create', body, me), send('AdminTenant/Create', body, me)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
    expect(answers.find((a) => a.status === 400)!.body.error).toMatchObject({
      message: '该子域名已被使用，请换一个',
      validationErrors: [{ message: '该子域名已被使用，请换一个', members: ['slug'] }],
    })
  })
})

describe('opening and closing', () => {
  it('closes a tenant (its sign-ins refused) while its operators keep their console, and opens it again', async () => {
    const me = await owner()
    const id = (await tenantId('acme'))!
    const sendCode = () =>
      post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: '13712345999' }, { host: 'acme.localhost' })
    expect((await send('AdminTenant/SetState', { id, state: 'closed' }, me)).body.result).toEqual({
      id,
      state: 'closed',
    })
    expectError(await sendCode(), 403, '该机构已停用')
    const acmeAdmin = await signIn('acme.localhost', 'admin', 'Admin@2026', '13300000011')
    expect((await get('AdminSetting/GetSettings', acmeAdmin)).status).toBe(200)
    expect((await get('AdminAuth/GetMe', acmeAdmin)).body.result.tenantOpen).toBe(false)
    // Our choice: the console reads while closed; its writes wait for the platform to reopen the tenant.
    const save = await send('AdminSetting/SaveSettings', {}, acmeAdmin)
    expectError(save, 403, '该机构已停用')
    await send('AdminTenant/SetState', { id, state: 'open' }, me)
    expect((await sendCode()).status).toBe(200)
    expect((await get('AdminAuth/GetMe', acmeAdmin)).body.result.tenantOpen).toBe(true)
  })

  it('cannot close the platform itself, nor a tenant that is not there', async () => {
    const me = await owner()
    const platform = (await tenantId('platform'))!
    expectError(
      await send('AdminTenant/SetState', { id: platform, state: 'closed' }, me),
      400,
      '平台本身不能开启或关闭',
    )
    expectError(await send('AdminTenant/SetState', { id: 999999, state: 'closed' }, me), 404, '机构不存在')
  })
})

describe('who reaches the platform console', () => {
  it('refuses a tenant’s administrator, a learner, and the tenant console’s screens to the platform owner', async () => {
    const demoAdmin = await signIn('demo.localhost', 'admin', 'Admin@2026', '13300000001')
    expectError(await get('AdminTenant/GetList', demoAdmin), 403, '仅平台管理员可以进行此操作')
    expectError(await send('AdminTenant/Create', NEW_ORG, demoAdmin), 403, '仅平台管理员可以进行此操作')
    const learner = await userToken('13800000001')
    const asLearner = await call(`${ADMIN}/AdminTenant/GetList`, { host: PLATFORM, bearer: learner })
    expect(asLearner.status).toBe(401)
    const me = await owner()
    expectError(await get('AdminSetting/GetSettings', me), 403, '平台后台不提供此功能，请到机构的管理后台操作')
    // Its operators and its own log stay its own business.
    expect(
      (await get('AdminOperator/GetList', me)).body.result.items.map((o: { loginName: string }) => o.loginName),
    ).toEqual(['owner'])
  })

  it('has no public site: the learner API answers 机构不存在 on the platform host, but for the sign-in’s 图形验证码', async () => {
    const res = await call('/api/Common/GetCommonSetting', { host: PLATFORM })
    expectError(res, 404, '机构不存在')
    expectError(await call('/api/services/app/FrontCourse/SearchCourse?name=a', { host: PLATFORM }), 404, '机构不存在')
    // Past the sign-in ceiling the console asks for a picture (428), fetched from /api/Common/GetCaptcha.
    const captcha = await call('/api/Common/GetCaptcha', { host: PLATFORM })
    expect(captcha.status).toBe(200)
    expect(captcha.body.result).toMatchObject({
      captchaId: expect.any(String),
      image: expect.stringMatching(/^data:image\/png/),
    })
  })
})
