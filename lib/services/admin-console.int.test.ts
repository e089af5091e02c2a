// The tenant console's accounts through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL):
// password then SMS code, the console's own cookie, roles checked by the server, the last 管理员 kept, sessions that
// end when an operator is disabled, and an audit row for every write that nobody can change.
import { eq, sql } from 'drizzle-orm'
import { auditLog, rateLimits } from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { call, cookieOf, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { userToken } from '@/tests/sign-in'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const ADMIN = '/admin/api/services/app'
const DEMO = 'demo.localhost'

type Who = { cookie: string; host?: string }
const origin = (host = DEMO) => `http://${host}`
const get = (path: string, who?: Who) => call(`${ADMIN}/${path}`, { cookie: who?.cookie, host: who?.host })
const send = (path: string, body: unknown, who?: Who) =>
  post(`${ADMIN}/${path}`, body, { cookie: who?.cookie, host: who?.host ?? DEMO, origin: origin(who?.host) })
const expectError = (res: Answer, status: number, message?: string) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (message) expect(res.body.error.message).toBe(message)
}

/** The phone's latest code in the development outbox. */
async function latestCode(tenant: string, phone: string) {
  const [sms] = await listOutbox(db.db, { tenantId: ids[tenant], phone })
  return sms!.code
}

/** Both steps of a sign-in; `trust` is a remembered browser's cookie to send with the first. */
async function signIn(loginName: string, password: string, opts: { host?: string; remember?: boolean } = {}) {
  const host = opts.host ?? DEMO
  const tenant = host.split('.')[0]
  const first = await send('AdminAuth/Login', { loginName, password }, { cookie: '', host })
  expect(first.body.result).toMatchObject({ status: 'secondFactor', maskedPhone: expect.stringMatching(/\*{4}/) })
  const phone = { admin: { demo: '13300000001', acme: '13300000011' }, viewer: { demo: '13300000002' } } as const
  const code = await latestCode(tenant, (phone as Record<string, Record<string, string>>)[loginName]?.[tenant] ?? '')
  const second = await send(
    'AdminAuth/VerifyCode',
    { challenge: first.body.result.challenge, code, rememberBrowser: opts.remember ?? false },
    { cookie: '', host },
  )
  expect(second.status).toBe(200)
  const cookies = second.headers.getSetCookie()
  return { cookie: cookieOf(cookies.find((c) => c.startsWith('qh_admin=')) ?? null), host, all: cookies }
}

beforeAll(async () => {
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
}, 180_000)
beforeEach(() => db.db.delete(rateLimits))
afterAll(() => db.cleanup())

describe('signing in to the console', () => {
  it('takes the password, then a code sent to the operator; the cookie is the console’s own, scoped to /admin', async () => {
    const admin = await signIn('admin', 'Admin@2026')
    const setCookie = admin.all.find((c) => c.startsWith('qh_admin='))!
    expect(setCookie).toMatch(/Path=\/admin;/)
    expect(setCookie).toMatch(/HttpOnly/)
    const me = await get('AdminAuth/GetMe', admin)
    expect(me.body.result).toMatchObject({ loginName: 'admin', name: '周敏', role: 'admin', tenantName: '启航学堂' })
    const [sms] = await listOutbox(db.db, { tenantId: ids.demo, phone: '13300000001' })
    expect(sms!.text).toContain('您正在登录机构管理后台')
  })

  it('refuses a wrong password without saying which part was wrong, and a wrong code', async () => {
    expectError(await send('AdminAuth/Login', { loginName: 'admin', password: 'Wrong@2026' }), 400, '登录名或密码错误')
    expectError(await send('AdminAuth/Login', { loginName: 'nobody', password: 'Admin@2026' }), 400, '登录名或密码错误')
    const first = await send('AdminAuth/Login', { loginName: 'admin', password: 'Admin@2026' })
    const wrong = await send('AdminAuth/VerifyCode', { challenge: first.body.result.challenge, code: '0000' })
    expectError(wrong, 400)
    expectError(
      await send('AdminAuth/VerifyCode', { challenge: 'made-up', code: '1234' }),
      400,
      '登录已失效，请重新输入密码',
    )
  })

  it('skips the code for a remembered browser, and only for its operator', async () => {
    const remembered = await signIn('admin', 'Admin@2026', { remember: true })
    const trust = cookieOf(remembered.all.find((c) => c.startsWith('qh_admin_trust='))!)
    expect(remembered.all.find((c) => c.startsWith('qh_admin_trust='))).toMatch(/Max-Age=2592000/)
    const again = await send('AdminAuth/Login', { loginName: 'admin', password: 'Admin@2026' }, { cookie: trust })
    expect(again.body.result).toMatchObject({ status: 'signedIn', operator: { loginName: 'admin' } })
    const other = await send('AdminAuth/Login', { loginName: 'viewer', password: 'Viewer@2026' }, { cookie: trust })
    expect(other.body.result.status).toBe('secondFactor')
  })

  it('is not reachable under /api, and a learner’s session is no operator', async () => {
    const learner = await userToken('13800000001')
    expectError(await call('/api/services/app/AdminAuth/GetMe', { bearer: learner }), 404)
    expectError(await call(`${ADMIN}/AdminAuth/GetMe`, { bearer: learner }), 401)
    expectError(await call(`${ADMIN}/FrontUser/GetUserBasicInfo`, { bearer: learner }), 404)
  })

  it('keeps one tenant’s operator out of another tenant’s console', async () => {
    const admin = await signIn('admin', 'Admin@2026')
    expectError(await get('AdminAuth/GetMe', { cookie: admin.cookie, host: 'acme.localhost' }), 401)
    expectError(await get('AdminOperator/GetList', { cookie: admin.cookie, host: 'acme.localhost' }), 401)
  })
})

describe('roles and operators', () => {
  it('lets 只读 read the log but not manage operators or write', async () => {
    const viewer = await signIn('viewer', 'Viewer@2026')
    expect((await get('AdminAudit/GetList', viewer)).status).toBe(200)
    expectError(await get('AdminOperator/GetList', viewer), 403, '当前角色无权进行此操作')
    const refused = await send(
      'AdminOperator/Invite',
      { loginName: 'sneaky', name: '某人', phone: '13300000099', role: 'admin' },
      viewer,
    )
    expectError(refused, 403, '当前角色无权进行此操作')
  })

  it('invites an operator with a one-time password that must be replaced before anything else', async () => {
    const admin = await signIn('admin', 'Admin@2026')
    const invited = await send(
      'AdminOperator/Invite',
      { loginName: 'yunying', name: '刘洋', phone: '13300000003', role: 'operations' },
      admin,
    )
    expect(invited.status).toBe(200)
    const { initialPassword } = invited.body.result
    expect(initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/)
    expectError(
      await send(
        'AdminOperator/Invite',
        { loginName: 'YunYing', name: '重名', phone: '13300000004', role: 'support' },
        admin,
      ),
      400,
      '该登录名已被使用',
    )
    const first = await send('AdminAuth/Login', { loginName: 'yunying', password: initialPassword })
    const code = await latestCode('demo', '13300000003')
    const second = await send('AdminAuth/VerifyCode', { challenge: first.body.result.challenge, code })
    const newcomer = { cookie: cookieOf(second.headers.getSetCookie().find((c) => c.startsWith('qh_admin='))!) }
    expect((await get('AdminAuth/GetMe', newcomer)).body.result.mustChangePassword).toBe(true)
    expectError(await get('AdminAudit/GetList', newcomer), 403)
    const changed = await send(
      'AdminAuth/ChangePassword',
      { password: initialPassword, newPassword: 'Yunying@2026' },
      newcomer,
    )
    expect(changed.status).toBe(200)
    // The old cookie died with the old password; the answer carried its successor.
    expectError(await get('AdminAuth/GetMe', newcomer), 401)
    const renewed = { cookie: cookieOf(changed.headers.getSetCookie().find((c) => c.startsWith('qh_admin='))!) }
    expect((await get('AdminAuth/GetMe', renewed)).body.result).toMatchObject({
      role: 'operations',
      mustChangePassword: false,
    })
    expectError(await get('AdminOperator/GetList', renewed), 403, '当前角色无权进行此操作')
  })

  it('always keeps an enabled 管理员 and never lets one demote or disable itself', async () => {
    const admin = await signIn('admin', 'Admin@2026')
    const list = (await get('AdminOperator/GetList?pageSize=50', admin)).body.result
    const self = list.items.find((o: { loginName: string }) => o.loginName === 'admin')
    expect(self.maskedPhone).toBe('133****0001')
    expectError(
      await send('AdminOperator/SetDisabled', { id: self.id, disabled: true }, admin),
      400,
      '不能停用或降级自己的账号，请让其他管理员操作',
    )
    expectError(await send('AdminOperator/SetRole', { id: self.id, role: 'readonly' }, admin), 400)
    const acme = await signIn('admin', 'Admin@2026', { host: 'acme.localhost' })
    const acmeSelf = (await get('AdminOperator/GetList', acme)).body.result.items[0]
    // A demo id on acme's host names nobody there.
    expectError(await send('AdminOperator/SetRole', { id: self.id + 1000, role: 'admin' }, acme), 404, '操作员不存在')
    expect(acmeSelf.loginName).toBe('admin')
  })

  it('ends a disabled operator’s sessions at once, and re-roles take effect on the next call', async () => {
    const admin = await signIn('admin', 'Admin@2026')
    const viewer = await signIn('viewer', 'Viewer@2026')
    const viewerId = (await get('AdminAuth/GetMe', viewer)).body.result.id
    await send('AdminOperator/SetRole', { id: viewerId, role: 'admin' }, admin)
    expect((await get('AdminOperator/GetList', viewer)).status).toBe(200)
    await send('AdminOperator/SetRole', { id: viewerId, role: 'readonly' }, admin)
    expectError(await get('AdminOperator/GetList', viewer), 403)
    expect((await send('AdminOperator/SetDisabled', { id: viewerId, disabled: true }, admin)).status).toBe(200)
    const ended = await get('AdminAudit/GetList', viewer)
    expect(ended.body.error.code).toBe(-10)
    expectError(
      await send('AdminAuth/Login', { loginName: 'viewer', password: 'Viewer@2026' }),
      403,
      '该账号已停用，请联系机构管理员',
    )
    await send('AdminOperator/SetDisabled', { id: viewerId, disabled: false }, admin)
  })
})

describe('the audit log', () => {
  it('records every write with who, from where, on what, before and after — and refuses to be changed', async () => {
    const admin = await signIn('admin', 'Admin@2026')
    const viewerId = (await get('AdminOperator/GetList?keyword=viewer', admin)).body.result.items[0].id
    await send('AdminOperator/SetRole', { id: viewerId, role: 'support' }, admin)
    await send('AdminOperator/SetRole', { id: viewerId, role: 'readonly' }, admin)
    const log = (await get('AdminAudit/GetList?kind=AdminOperator/SetRole', admin)).body.result
    expect(log.items[0]).toMatchObject({
      actor: '周敏（admin）',
      kind: 'AdminOperator/SetRole',
      kindLabel: '修改操作员角色',
      target: 'viewer',
      before: { role: '客服' },
      after: { role: '只读' },
    })
    expect(log.items[0].ip).toMatch(/^198\.51\./)
    const signIns = (await get('AdminAudit/GetList?kind=AdminAuth/Login', admin)).body.result
    expect(signIns.totalCount).toBeGreaterThan(0)
    const filters = (await get('AdminAudit/GetFilters', admin)).body.result
    expect(filters.kinds).toContainEqual({ kind: 'AdminOperator/SetRole', label: '修改操作员角色' })
    // Passwords never reach the log, even in the input of a write that describes nothing itself.
    const all = await db.db.select().from(auditLog).where(eq(auditLog.tenantId, ids.demo))
    expect(JSON.stringify(all)).not.toMatch(/Yunying@2026|Admin@2026/)
    await expect(db.db.execute(sql`update audit_log set actor = 'x'`)).rejects.toThrow()
    await expect(db.db.execute(sql`delete from audit_log`)).rejects.toThrow()
  })

  it('lists what an integration did with the X-Operator-Key too', async () => {
    const headers = { 'x-operator-key': 'qh-demo-operator-2026' }
    const companies = await call('/api/services/app/CompanyOperator/GetCompanies', { headers })
    const company = companies.body.result.items[0]
    const set = await post(
      '/api/services/app/CompanyOperator/SetVipSeats',
      { companyId: company.id, vipSeats: company.vipSeats },
      { headers },
    )
    expect(set.status).toBe(200)
    const admin = await signIn('admin', 'Admin@2026')
    const log = (await get('AdminAudit/GetList?kind=CompanyOperator/SetVipSeats', admin)).body.result
    expect(log.items[0]).toMatchObject({
      operatorId: null,
      actor: expect.stringMatching(/^集成密钥「.+」$/),
      kindLabel: '设置企业VIP名额',
      target: `企业 #${company.id}`,
      after: { vipSeats: company.vipSeats },
    })
  })

  it('answers a bad date filter with a Chinese message', async () => {
    const admin = await signIn('admin', 'Admin@2026')
    expectError(await get('AdminAudit/GetList?from=2026-12-01&to=2026-11-01', admin), 400, '开始日期不能晚于结束日期')
    expectError(await get('AdminAudit/GetList?from=yesterday', admin), 400, '开始日期格式不正确')
  })
})
