// Issue 9's dispatcher rows as a client meets them: body limit (H1), client IP (H3), tenant host (L5), origin (L6),
// closed tenants (M2), control characters (M3), Secure cookie behind a TLS proxy (L3).
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { MAX_BODY_BYTES } from './dispatch'
import { createSession } from '@/lib/auth/sessions'
import { findOrCreateIndividual } from '@/lib/db/queries/accounts'
import { tenants } from '@/lib/db/schema'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { call, cookieOf, freshIp, post } from '@/tests/api-client'

let db: SeededTestDatabase

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-guards-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
}, 120_000)
afterAll(() => db.cleanup())

const AVAILABLE = '/api/services/app/Account/IsTenantAvailable'
const PASSWORD_LOGIN = { userNameOrEmailAddress: '13800000001', password: 'Qihang2026', ispassword: true }

describe('H1: a body is read only up to 1 MiB', () => {
  it('stops pulling a chunked body after 1 MiB + 1 byte and answers the 413 envelope', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    let pulled = 0
    const raw = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 64 * 1024 * 1024) return controller.close()
        pulled += chunk.length
        controller.enqueue(chunk)
      },
    })
    const r = await call(AVAILABLE, { method: 'POST', raw })
    expect(r.status).toBe(413)
    expect(r.body).toMatchObject({ success: false, __abp: true, error: { code: 413, message: '请求数据过大' } })
    // The stream's own read-ahead may fetch a chunk or two more; never the 64 MiB a client offers.
    expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * chunk.length)
  })

  it('still refuses a declared Content-Length over 1 MiB before reading anything', async () => {
    const r = await call(AVAILABLE, {
      method: 'POST',
      raw: '{}',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    })
    expect(r.status).toBe(413)
  })

  it('accepts a chunked body under the limit', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ tenancyName: 'acme', pad: 'x'.repeat(500_000) }))
    const raw = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 10_000) controller.enqueue(bytes.slice(i, i + 10_000))
        controller.close()
      },
    })
    const r = await call(AVAILABLE, { method: 'POST', raw })
    expect(r.status).toBe(200)
    expect(r.body.result.state).toBe(1)
  })
})

describe('H3: the client IP is the socket peer unless a trusted proxy vouches', () => {
  it('ClearCache counts one client however it rewrites X-Forwarded-For', async () => {
    const peer = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/api/Common/ClearCache', {}, { ip: peer, forwardedFor: `203.0.113.${i + 1}` })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('the per-IP SMS limit (20 an hour) holds against a rotating X-Forwarded-For', async () => {
    const peer = freshIp()
    let last = { status: 0, body: null as unknown as { error: { message: string } } }
    for (let i = 0; i < 21; i++) {
      const phone = `1370000${String(1000 + i)}`
      last = await post(
        '/api/TokenAuth/SendPhoneCode',
        { PhoneNumber: phone },
        { ip: peer, forwardedFor: `192.0.2.${i + 1}` },
      )
    }
    expect(last.status).toBe(429)
    expect(last.body.error.message).toMatch(/^当前网络获取验证码次数过多，请\d+分钟后再试$/)
  })
})

describe('L5: the tenant comes from Host, never from a client X-Forwarded-Host', () => {
  it('answers the Host tenant', async () => {
    const r = await call('/api/Common/GetCommonSetting', {
      host: 'demo.localhost',
      headers: { 'x-forwarded-host': 'acme.localhost' },
    })
    expect(r.body.result.tenantName).toBe('启航学堂')
  })
})

describe('L6: writes from another origin, or cookie writes with no origin, are refused', () => {
  const refused = { success: false, error: { code: 403, message: '跨站请求已被拒绝' } }
  const signIn = async () => cookieOf((await post('/api/TokenAuth/Authenticate', PASSWORD_LOGIN)).setCookie)

  it('compares the scheme: https://demo… is not the origin of an http request', async () => {
    const r = await post(AVAILABLE, { tenancyName: 'demo' }, { origin: 'https://demo.localhost' })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject(refused)
  })

  it('compares the port, and refuses the opaque origin "null"', async () => {
    expect((await post(AVAILABLE, { tenancyName: 'demo' }, { origin: 'http://demo.localhost:8080' })).status).toBe(403)
    expect((await post(AVAILABLE, { tenancyName: 'demo' }, { origin: 'null' })).status).toBe(403)
  })

  it('accepts the exact origin, and the tenant origin of SITE_URL_TEMPLATE (TLS ended at a proxy)', async () => {
    expect((await post(AVAILABLE, { tenancyName: 'demo' }, { origin: 'http://demo.localhost' })).status).toBe(200)
    process.env.SITE_URL_TEMPLATE = 'https://{tenant}.example.com'
    try {
      const r = await post(
        AVAILABLE,
        { tenancyName: 'demo' },
        { host: 'demo.example.com', origin: 'https://demo.example.com' },
      )
      expect(r.status).toBe(200)
    } finally {
      delete process.env.SITE_URL_TEMPLATE
    }
  })

  it('refuses a cookie-authenticated write that carries neither Origin nor Referer', async () => {
    const cookie = await signIn()
    const r = await post('/api/TokenAuth/VerificationCodeCheck', { phoneCode: '0000' }, { cookie })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject(refused)
    const foreignReferer = await post(
      '/api/TokenAuth/VerificationCodeCheck',
      { phoneCode: '0000' },
      { cookie, referer: 'http://acme.localhost/account' },
    )
    expect(foreignReferer.status).toBe(403)
  })

  it('lets the same cookie write through with a same-origin Referer, and a Bearer client with no Origin', async () => {
    const cookie = await signIn()
    const viaReferer = await post(
      '/api/TokenAuth/VerificationCodeCheck',
      { phoneCode: '0000' },
      { cookie, referer: 'http://demo.localhost/account/set' },
    )
    expect(viaReferer.body.error.message).toBe('验证码错误或已失效')
    const token = (await post('/api/TokenAuth/Authenticate', PASSWORD_LOGIN)).body.result.accessToken
    const viaBearer = await post('/api/TokenAuth/VerificationCodeCheck', { phoneCode: '0000' }, { bearer: token })
    expect(viaBearer.body.error.message).toBe('验证码错误或已失效')
  })
})

describe('M2: a closed tenant answers its public reads and refuses everything else', () => {
  const closedHost = 'closed.localhost'
  const closedRefusal = { success: false, error: { code: 403, message: '该机构已停用' } }

  it('still answers GetCommonSetting, IsTenantAvailable and ClearCache (so the front end can show /403)', async () => {
    expect((await call('/api/Common/GetCommonSetting', { host: closedHost })).status).toBe(200)
    const available = await post(AVAILABLE, { tenancyName: 'closed' }, { host: closedHost })
    expect(available.body.result.state).toBe(2)
    expect((await post('/api/Common/ClearCache', {}, { host: closedHost })).status).toBe(200)
  })

  it.each([
    ['/api/TokenAuth/SendPhoneCode', { PhoneNumber: '13712345000' }],
    ['/api/TokenAuth/Authenticate', PASSWORD_LOGIN],
    ['/api/TokenAuth/AuthenticateCompany', { userNameOrEmailAddress: 'qihang_hr', password: 'Qihang2026' }],
    [
      '/api/services/app/FrontCompany/SendCompanyResetPasswordCode',
      { userName: 'qihang_hr', PhoneNumber: '13900000001' },
    ],
    ['/api/services/app/FrontUser/SendCompanyResetPasswordCode', { PhoneNumber: '13800000001' }],
  ])('%s → 403', async (p, body) => {
    const r = await post(p, body, { host: closedHost })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject(closedRefusal)
  })

  it('refuses a session opened before the tenant closed', async () => {
    const [closed] = await db.db
      .select()
      .from(tenants)
      .where(and(eq(tenants.slug, 'closed')))
    const user = await findOrCreateIndividual(db.db, {
      tenantId: closed.id,
      phone: '13712340001',
      nickname: '学员0001',
    })
    const { token } = await createSession(db.db, {
      tenantId: closed.id,
      kind: 'user',
      accountId: user.id,
      userAgent: 'test',
    })
    const r = await call('/api/services/app/FrontUser/GetUserBasicInfo', { host: closedHost, bearer: token })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject(closedRefusal)
  })
})

describe('M3: control characters are refused with a Chinese message, never a 500', () => {
  it.each([
    [
      '/api/TokenAuth/AuthenticateCompany',
      { userNameOrEmailAddress: 'qihang\u0000', password: 'x' },
      '登录名包含非法字符',
    ],
    [
      '/api/services/app/FrontCompany/RegisterCompany',
      {
        companyName: '某\u0000公司',
        userName: 'abcd',
        password: 'abc12345',
        PhoneNumber: '13912345678',
        phoneCode: '1234',
      },
      '企业名称包含非法字符',
    ],
    [
      '/api/services/app/FrontCompany/SendCompanyResetPasswordCode',
      { userName: 'qi\u0000hang', PhoneNumber: '13900000001' },
      '登录名包含非法字符',
    ],
    ['/api/services/app/FrontCompany/CheckCompanUserName', { userName: 'abc\u001f' }, '登录名包含非法字符'],
    [AVAILABLE, { tenancyName: 'de\u0000mo' }, '租户名称包含非法字符'],
  ])('%s %j → 400 %s', async (p, body, message) => {
    const r = await post(p, body)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ success: false, error: { code: 400, message } })
  })

  it.each(['%00', 'a%00b', '%7F', '%1B%5B31m'])('SearchCourse ?name=%s → 400', async (name) => {
    const r = await call(`/api/services/app/FrontCourse/SearchCourse?name=${name}`)
    expect(r.status).toBe(400)
    expect(r.body.error.message).toBe('搜索内容包含非法字符')
  })
})

describe('L3: the session cookie is Secure when a trusted proxy says the request came over https', () => {
  it('marks Secure on https, not on plain http', async () => {
    const https = await post('/api/TokenAuth/Authenticate', PASSWORD_LOGIN, {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(https.setCookie).toMatch(/; Secure/)
    const http = await post('/api/TokenAuth/Authenticate', PASSWORD_LOGIN)
    expect(http.setCookie).not.toMatch(/Secure/)
  })
})
