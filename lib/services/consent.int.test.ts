// Consent (issue 10) through the real dispatcher: an account is created only with 「我已阅读并同意…」 ticked, and records it.
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { dispatch, type Target } from '@/lib/api/dispatch'
import { buildOpenApiDocument } from '@/lib/api/openapi'
import { companies, individuals, tenantDocuments } from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId: number
let acmeId: number
let ipSeq = 0
const REFUSAL = '请先阅读并同意《用户协议》和《隐私政策》'
const LOGIN = '/api/TokenAuth/Authenticate'
const REGISTER = '/api/services/app/FrontCompany/RegisterCompany'

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-consent-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  const summary = db.seeded
  demoId = summary.tenants.find((t) => t.slug === 'demo')!.id
  acmeId = summary.tenants.find((t) => t.slug === 'acme')!.id
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())

function target(p: string): Target {
  const parts = p.split('/').filter(Boolean)
  if (parts[1] === 'services') return { prefix: 'app', service: parts[3], method: parts[4] }
  return { prefix: parts[1] as 'TokenAuth', method: parts[2] }
}

async function post(p: string, body: unknown, host = 'demo.localhost') {
  const headers = { 'x-forwarded-for': `10.1.0.${++ipSeq % 250}` }
  const res = await dispatch(apiRequest(p, { host, method: 'POST', body, headers }), target(p))
  return { status: res.status, body: await res.json() }
}

async function codeFor(
  phone: string,
  purpose: 'SendPhoneCode' | 'SendCompanyPhoneCode',
  host = 'demo.localhost',
  tenantId = demoId,
) {
  expect((await post(`/api/TokenAuth/${purpose}`, { PhoneNumber: phone }, host)).status).toBe(200)
  return (await listOutbox(db.db, { tenantId, phone }))[0].code
}

const individual = async (phone: string, tenantId = demoId) =>
  (
    await db.db
      .select()
      .from(individuals)
      .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, phone)))
  )[0]
const company = async (loginName: string) =>
  (
    await db.db
      .select()
      .from(companies)
      .where(and(eq(companies.tenantId, demoId), eq(companies.loginName, loginName)))
  )[0]

describe('code login of a new phone', () => {
  it('is refused without consent — 400 in the envelope, no account — and the same code then works with it', async () => {
    const phone = '13755550001'
    const code = await codeFor(phone, 'SendPhoneCode')
    for (const isAgreeProtocol of [undefined, false, 'false']) {
      const refused = await post(LOGIN, {
        userNameOrEmailAddress: phone,
        phoneCode: code,
        ispassword: false,
        isAgreeProtocol,
      })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({
        success: false,
        result: null,
        __abp: true,
        error: { code: 400, message: REFUSAL, validationErrors: [{ message: REFUSAL, members: ['isAgreeProtocol'] }] },
      })
    }
    expect(await individual(phone)).toBeUndefined()

    const before = Date.now()
    const ok = await post(LOGIN, {
      userNameOrEmailAddress: phone,
      phoneCode: code,
      ispassword: false,
      isAgreeProtocol: true,
    })
    expect(ok.status).toBe(200)
    expect(ok.body.result).toMatchObject({ phoneNumber: phone, userName: '学员0001' })
    const row = await individual(phone)
    expect(row.agreedVersion).toBe('useragreement@1.0;privacypolicy@1.0')
    expect(row.agreedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(row.agreedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('checks the code first, so the refusal tells a stranger nothing about the phone', async () => {
    const phone = '13755550002'
    const code = await codeFor(phone, 'SendPhoneCode')
    const wrong = await post(LOGIN, { userNameOrEmailAddress: phone, phoneCode: code === '0000' ? '1111' : '0000' })
    expect(wrong.body.error).toMatchObject({ code: 0, message: '验证码错误或已失效' })
  })

  it('records the versions the tenant’s texts have when the account is created', async () => {
    await db.db
      .update(tenantDocuments)
      .set({ version: '2.1' })
      .where(and(eq(tenantDocuments.tenantId, acmeId), eq(tenantDocuments.kind, 'privacypolicy')))
    const phone = '13755550003'
    const code = await codeFor(phone, 'SendPhoneCode', 'acme.localhost', acmeId)
    const ok = await post(
      LOGIN,
      { userNameOrEmailAddress: phone, phoneCode: code, isAgreeProtocol: 'true' },
      'acme.localhost',
    )
    expect(ok.status).toBe(200)
    expect((await individual(phone, acmeId)).agreedVersion).toBe('useragreement@1.0;privacypolicy@2.1')
  })
})

describe('existing accounts sign in as before', () => {
  it('a code login to an existing account needs no consent and does not rewrite it', async () => {
    const phone = '13800000001'
    const code = await codeFor(phone, 'SendPhoneCode')
    const ok = await post(LOGIN, { userNameOrEmailAddress: phone, phoneCode: code, ispassword: false })
    expect(ok.status).toBe(200)
    expect(ok.body.result.userName).toBe('学员小王')
    expect(await individual(phone)).toMatchObject({ agreedAt: null, agreedVersion: null })
  })

  it('a password login needs no consent', async () => {
    const ok = await post(LOGIN, { userNameOrEmailAddress: '13800000001', password: 'Qihang2026', ispassword: true })
    expect(ok.status).toBe(200)
  })
})

describe('RegisterCompany', () => {
  const form = (phoneCode: string, extra: object = {}) => ({
    companyName: '同意测试有限公司',
    userName: 'consent_co',
    password: 'Consent2026',
    confirmPassword: 'Consent2026',
    PhoneNumber: '13955550001',
    phoneCode,
    ...extra,
  })

  it('is refused without consent, writes nothing, and registers with it', async () => {
    const code = await codeFor('13955550001', 'SendCompanyPhoneCode')
    const refused = await post(REGISTER, form(code))
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({
      code: 400,
      message: REFUSAL,
      validationErrors: [{ members: ['isAgreeProtocol'] }],
    })
    expect(await company('consent_co')).toBeUndefined()

    const ok = await post(REGISTER, form(code, { isAgreeProtocol: true }))
    expect(ok.status).toBe(200)
    const row = await company('consent_co')
    expect(row.agreedVersion).toBe('useragreement@1.0;privacypolicy@1.0')
    expect(row.agreedAt).toBeInstanceOf(Date)
  })
})

describe('seeded texts and the API description', () => {
  it('every demo tenant has both texts, naming the tenant, in plain text', async () => {
    const rows = await db.db.select().from(tenantDocuments)
    for (const tenantId of [demoId, acmeId]) {
      const mine = rows.filter((r) => r.tenantId === tenantId)
      expect(mine.map((r) => r.kind).sort()).toEqual(['privacypolicy', 'useragreement'])
      const name = tenantId === demoId ? '启航学堂' : '艾克美企业大学'
      for (const r of mine) {
        expect(r.title).toContain(name)
        expect(r.body).toContain(name)
        expect(r.body).not.toMatch(/<[a-z/]/i)
        expect(r.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
  })

  it('documents isAgreeProtocol on both methods', () => {
    const paths = buildOpenApiDocument().paths as Record<
      string,
      {
        post: {
          description: string
          requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }
        }
      }
    >
    for (const p of [LOGIN, REGISTER]) {
      const op = paths[p].post
      expect(op.requestBody.content['application/json'].schema.properties).toHaveProperty('isAgreeProtocol')
      expect(op.description).toContain(REFUSAL)
    }
  })
})
