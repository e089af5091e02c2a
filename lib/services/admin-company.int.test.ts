// AdminCompany through the real dispatcher (issue 32; PGlite, or PostgreSQL with TEST_DATABASE_URL): the company
// accounts with their counts for every reading role (contact phones masked below 管理员), 禁用/启用 by 管理员 only —
// ending the company's sessions and sign-ins and pausing its staff's company VIP until enabled — and another tenant's
// company out of reach.
import { eq } from 'drizzle-orm'
import { insertOperator } from '@/lib/db/queries/operators'
import { getCompanyByLoginName } from '@/lib/db/queries/accounts'
import { auditLog, companies } from '@/lib/db/schema'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { call, post, type CallInit } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { companyToken, userToken } from '@/tests/sign-in'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const API = '/admin/api/services/app/AdminCompany'
const who: Partial<Record<OperatorRole, CallInit>> = {}
const as = (role: OperatorRole): CallInit => who[role]!
const basicInfo = (bearer: string) => call('/api/services/app/FrontUser/GetUserBasicInfo', { bearer })

beforeAll(async () => {
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
  for (const role of ['support', 'operations'] as const)
    await insertOperator(db.db, {
      tenantId: ids.demo,
      loginName: `c_${role}`,
      name: role,
      phone: '13300000778',
      role,
      passwordHash: 'x',
      mustChangePassword: false,
    })
  const logins = { admin: 'admin', readonly: 'viewer', support: 'c_support', operations: 'c_operations' } as const
  for (const [role, login] of Object.entries(logins))
    who[role as OperatorRole] = {
      cookie: await consoleCookie(db.db, ids.demo, login),
      host: 'demo.localhost',
      origin: 'http://demo.localhost',
    }
}, 180_000)
afterAll(() => db.cleanup())

it('lists the companies with staff, VIP seats, open invitations and certification to every reading role', async () => {
  for (const role of ['admin', 'operations', 'support', 'readonly'] as const) {
    const res = await call(`${API}/GetList?keyword=qihang`, as(role))
    expect(res.status).toBe(200)
    const [row] = res.body.result.items
    expect(row).toMatchObject({
      companyName: '启航科技有限公司',
      loginName: 'qihang_hr',
      staffCount: 3,
      vipUsed: 1,
      vipSeats: 10,
      openInvites: 1,
      disabled: false,
      contactPhone: role === 'admin' ? '13900000001' : '139****0001',
    })
    expect(row.certifiedAt).not.toBeNull()
  }
  const uncertified = (await call(`${API}/GetList?certified=no`, as('admin'))).body.result.items
  expect(uncertified.map((c: { loginName: string }) => c.loginName)).toEqual(['yunfan_hr'])
})

it('lets only 管理员 disable, and answers another tenant’s company as not found', async () => {
  const id = (await getCompanyByLoginName(db.db, { tenantId: ids.demo, loginName: 'qihang_hr' }))!.id
  for (const role of ['operations', 'support', 'readonly'] as const)
    expect((await post(`${API}/SetState`, { id, state: 'disabled' }, as(role))).status).toBe(403)
  const [foreign] = await db.db
    .insert(companies)
    .values({
      tenantId: ids.acme,
      loginName: 'acme_hr',
      passwordHash: 'x',
      companyName: '艾克美企业',
      contactPhone: '13900000009',
    })
    .returning()
  expect((await post(`${API}/SetState`, { id: foreign.id, state: 'disabled' }, as('admin'))).status).toBe(404)
  const listed = (await call(`${API}/GetList?pageSize=100`, as('admin'))).body.result.items
  expect(listed.map((c: { loginName: string }) => c.loginName)).not.toContain('acme_hr')
  for (const row of await db.db.select().from(companies)) expect(row.disabled).toBe(false)
})

it('禁用 ends the company’s sessions and sign-in and pauses its staff’s VIP; 启用 restores them', async () => {
  const id = (await getCompanyByLoginName(db.db, { tenantId: ids.demo, loginName: 'qihang_hr' }))!.id
  const company = await companyToken('qihang_hr')
  const vip = await userToken('13800000002')
  expect((await basicInfo(vip)).body.result.isVip).toBe(true)

  const off = await post(`${API}/SetState`, { id, state: 'disabled' }, as('admin'))
  expect(off.body.result).toEqual({ endedSessions: 1 })
  const refused = await basicInfo(company)
  expect(refused.body.error).toMatchObject({ code: -10, message: '该账号已被停用，请联系机构客服' })
  const login = await post('/api/TokenAuth/AuthenticateCompany', {
    userNameOrEmailAddress: 'qihang_hr',
    password: 'Qihang2026',
    ispassword: true,
  })
  expect([login.status, login.body.error.message]).toEqual([400, '该账号已被停用，请联系机构客服'])
  // The staff keep their own accounts; the company's VIP opens nothing while it is disabled.
  expect((await basicInfo(vip)).body.result.isVip).toBe(false)
  const [log] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminCompany/SetState'))
  expect(log).toMatchObject({ target: '企业「启航科技有限公司」（qihang_hr）', after: { state: '已禁用' } })

  expect((await post(`${API}/SetState`, { id, state: 'active' }, as('admin'))).status).toBe(200)
  expect((await basicInfo(vip)).body.result.isVip).toBe(true)
  expect((await companyToken('qihang_hr')).length).toBeGreaterThan(10)
})
