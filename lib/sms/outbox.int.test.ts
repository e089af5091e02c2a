// The outbox provider and /api/dev/sms-outbox on a real, seeded database: per tenant, per phone, newest first.
import os from 'node:os'
import path from 'node:path'
import { readTenantSite } from '@/lib/services/tenant-site'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { getSmsProvider } from './index'
import { createOutboxProvider, listOutbox } from './outbox'
import { GET as handleOutboxRequest } from '@/app/api/dev/sms-outbox/route'

let db: SeededTestDatabase
let demoId: number
const saved = { provider: process.env.SMS_PROVIDER, appEnv: process.env.APP_ENV, storage: process.env.STORAGE_DIR }
const PHONE = '13912345678'

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-sms-${process.pid}`)
  delete process.env.SMS_PROVIDER
  delete process.env.APP_ENV
  db = await createSeededTestDatabase()
  demoId = (await readTenantSite('demo'))!.tenantId
}, 120_000)

afterAll(async () => {
  for (const [key, value] of [
    ['SMS_PROVIDER', saved.provider],
    ['APP_ENV', saved.appEnv],
    ['STORAGE_DIR', saved.storage],
  ] as const) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  await db.cleanup()
})

afterEach(() => {
  delete process.env.SMS_PROVIDER
  delete process.env.APP_ENV
})

async function get(query: string, host = 'demo.localhost') {
  const res = await handleOutboxRequest(apiRequest(`/api/dev/sms-outbox${query}`, { host }))
  return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') }
}

describe('outbox provider', () => {
  it('stores the message with its Chinese text and logs one line', async () => {
    const lines: string[] = []
    const provider = createOutboxProvider((line) => lines.push(line))
    await provider.send(
      { tenantId: demoId, tenantName: '启航学堂', phone: PHONE, purpose: 'login', code: '1111' },
      { db: db.db },
    )
    expect(lines).toEqual([
      `[sms-outbox] ${PHONE} 【启航学堂】您正在登录/注册，验证码是1111，5分钟内有效。如非本人操作，请忽略本短信。`,
    ])
    const [entry] = await listOutbox(db.db, { tenantId: demoId, phone: PHONE })
    expect(entry).toMatchObject({ phone: PHONE, purpose: 'login', code: '1111' })
    expect(entry.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it('is what getSmsProvider answers by default', () => {
    expect(getSmsProvider().name).toBe('outbox')
  })
})

describe('GET /api/dev/sms-outbox', () => {
  beforeAll(async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const provider = getSmsProvider()
    await provider.send(
      { tenantId: demoId, tenantName: '启航学堂', phone: PHONE, purpose: 'user-reset', code: '2222' },
      { db: db.db },
    )
    await provider.send(
      { tenantId: demoId, tenantName: '启航学堂', phone: PHONE, purpose: 'verify', code: '3333' },
      { db: db.db },
    )
    await provider.send(
      { tenantId: demoId, tenantName: '启航学堂', phone: '13700000000', purpose: 'verify', code: '9999' },
      { db: db.db },
    )
    log.mockRestore()
  })

  it("answers the host tenant's messages for that phone, newest first, in the envelope", async () => {
    const { status, body, cache } = await get(`?phone=${PHONE}&_t=1732000000000`)
    expect(status).toBe(200)
    expect(cache).toBe('no-store')
    expect(body).toMatchObject({ success: true, error: null, unAuthorizedRequest: false, __abp: true })
    expect(body.result.map((m: { code: string }) => m.code)).toEqual(['3333', '2222', '1111'])
    expect(body.result[0]).toEqual({
      phone: PHONE,
      purpose: 'verify',
      code: '3333',
      text: '【启航学堂】您的验证码是3333，5分钟内有效。如非本人操作，请忽略本短信。',
      sentAt: expect.any(String),
    })
  })

  it("shows another tenant nothing of demo's messages", async () => {
    const { status, body } = await get(`?phone=${PHONE}`, 'acme.localhost:3000')
    expect(status).toBe(200)
    expect(body.result).toEqual([])
  })

  it('refuses a malformed phone with 400', async () => {
    for (const query of ['?phone=12345678901', '?phone=1391234567', '']) {
      const { status, body } = await get(query)
      expect(status).toBe(400)
      expect(body).toMatchObject({
        success: false,
        result: null,
        error: {
          code: 400,
          message: '手机号格式不正确',
          validationErrors: [{ message: '手机号格式不正确', members: ['phone'] }],
        },
      })
    }
  })

  it('answers 404 机构不存在 for an unknown host tenant', async () => {
    const { status, body } = await get(`?phone=${PHONE}`, 'nosuch.localhost')
    expect(status).toBe(404)
    expect(body.error).toMatchObject({ code: 404, message: '机构不存在' })
  })

  it('does not exist while a real gateway is configured', async () => {
    process.env.SMS_PROVIDER = 'aliyun'
    const { status, body } = await get(`?phone=${PHONE}`)
    expect(status).toBe(404)
    expect(body).toMatchObject({ success: false, error: { code: 404, message: '接口不存在' } })
  })

  it('does not exist under APP_ENV=production, not even with SMS_PROVIDER=outbox', async () => {
    process.env.APP_ENV = 'production'
    expect((await get(`?phone=${PHONE}`)).status).toBe(404)
    process.env.SMS_PROVIDER = 'outbox'
    const res = await get(`?phone=${PHONE}`)
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe(404)
  })
})
