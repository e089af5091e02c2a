/** @jest-environment node */
// The dispatcher's decisions one by one, on stand-in methods, tenants and sessions: which refusal (status, code,
// message) a request gets, what input and context a handler sees, and how its answer leaves. The real services and
// database are dispatch.int.test.ts's business.
import { z } from 'zod'
import type { AnyMethod } from '@/lib/contract/define'
import { ApiError } from '@/lib/contract/errors'
import type { TenantSite } from '@/lib/contract/site'
import { lookupSession as lookupSessionImpl } from '@/lib/auth/sessions'
import { sessionTokenFromCookie as sessionTokenFromCookieImpl } from '@/lib/auth/session-cookie'
import type { ServiceContext } from '@/lib/auth/context'
import { getTenantSite as getTenantSiteImpl } from '@/lib/services/tenant-site'
import { dispatch, MAX_BODY_BYTES, unknownApiPath, type Target } from './dispatch'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('@/lib/auth/sessions', () => ({ lookupSession: jest.fn() }))
jest.mock('@/lib/auth/session-cookie', () => ({ sessionTokenFromCookie: jest.fn() }))
jest.mock('@/lib/db/client', () => ({ getDb: async () => ({ stand: 'in db' }) }))
jest.mock('./registry', () => ({
  resolveMethod: (prefix: string, service: string | null, name: string) => {
    const spec = mockMethods[name]
    return spec ? { path: `/api/${prefix}/${service ?? ''}/${name}`, spec } : null
  },
}))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>
const lookupSession = lookupSessionImpl as jest.MockedFunction<typeof lookupSessionImpl>
const sessionTokenFromCookie = sessionTokenFromCookieImpl as jest.MockedFunction<typeof sessionTokenFromCookieImpl>

const handler = jest.fn()
let mockMethods: Record<string, AnyMethod<ServiceContext>> = {}

function spec(overrides: Partial<AnyMethod<ServiceContext>>): AnyMethod<ServiceContext> {
  return { verb: 'GET', auth: 'anonymous', input: z.object({}).loose(), summary: 'test', handler, ...overrides }
}

const SITE = { tenantId: 1, slug: 'demo', state: 1, available: true } as TenantSite
const CLOSED = { ...SITE, state: 2, available: false } as TenantSite
const TOKEN = 'a'.repeat(43)
const SAME_ORIGIN = 'http://demo.localhost'
const target: Target = { prefix: 'app', service: 'Test', method: 'Call' }

function request(init: { method?: string; headers?: Record<string, string>; body?: BodyInit; query?: string } = {}) {
  return new Request(`http://demo.localhost/api/services/app/Test/Call${init.query ?? ''}`, {
    method: init.method ?? 'GET',
    headers: { host: 'demo.localhost', ...init.headers },
    body: init.body,
    // A stream body needs this in Node's fetch.
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

async function call(methodSpec: AnyMethod<ServiceContext>, init: Parameters<typeof request>[0] = {}) {
  mockMethods = { Call: methodSpec }
  const res = await dispatch(request(init), target)
  return { status: res.status, headers: res.headers, body: await res.json() }
}

/** The context the handler was last called with. */
const ctx = (): ServiceContext => handler.mock.calls.at(-1)?.[1]
const input = (): unknown => handler.mock.calls.at(-1)?.[0]

beforeEach(() => {
  jest.resetAllMocks()
  getTenantSite.mockResolvedValue(SITE)
  sessionTokenFromCookie.mockResolvedValue(null)
  handler.mockResolvedValue({ ok: 1 })
})

describe('the method and its verb', () => {
  it('answers an unknown method with the 404 envelope, never cached', async () => {
    mockMethods = {}
    const res = await dispatch(request(), target)
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: 404, message: '接口不存在' },
      unAuthorizedRequest: false,
    })
    expect(getTenantSite).not.toHaveBeenCalled()
  })

  it('answers the wrong verb with 405, code 405 and Allow naming the right one', async () => {
    const res = await call(spec({ verb: 'POST' }), { method: 'GET' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect(res.body.error).toMatchObject({ code: 405, message: '请求方式不正确' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers HEAD like GET, but not for other verbs', async () => {
    expect((await call(spec({ verb: 'GET' }), { method: 'HEAD' })).status).toBe(200)
    expect(handler).toHaveBeenCalledTimes(1)
    mockMethods = { Call: spec({ verb: 'POST' }) }
    expect((await dispatch(request({ method: 'HEAD' }), target)).status).toBe(405)
  })

  it('answers success in the ABP envelope with no-store, null for a handler that returns nothing', async () => {
    const ok = await call(spec({}))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(ok.body).toEqual({
      success: true,
      result: { ok: 1 },
      targetUrl: null,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    })
    handler.mockResolvedValue(undefined)
    expect((await call(spec({}))).body.result).toBeNull()
  })

  it('unknown API paths get the same 404 envelope', async () => {
    const res = unknownApiPath()
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ success: false, error: { code: 404, message: '接口不存在' } })
  })
})

describe('where a write comes from', () => {
  it('refuses a write from another origin with 403 before looking the tenant up', async () => {
    const res = await call(spec({ verb: 'POST' }), { method: 'POST', headers: { origin: 'http://evil.example' } })
    expect(res.status).toBe(403)
    expect(res.body.error).toMatchObject({ code: 403, message: '跨站请求已被拒绝' })
    expect(getTenantSite).not.toHaveBeenCalled()
  })

  it('takes a write from its own origin, and a read from anywhere', async () => {
    expect((await call(spec({ verb: 'POST' }), { method: 'POST', headers: { origin: SAME_ORIGIN } })).status).toBe(200)
    expect((await call(spec({ verb: 'GET' }), { headers: { origin: 'http://evil.example' } })).status).toBe(200)
  })
})

describe('the tenant', () => {
  it('answers 404 机构不存在 for a host naming no tenant when the method needs one (the default)', async () => {
    getTenantSite.mockResolvedValue(null)
    const res = await call(spec({}))
    expect(res.status).toBe(404)
    expect(res.body.error).toMatchObject({ code: 404, message: '机构不存在' })
    expect(getTenantSite).toHaveBeenCalledWith('demo')
    expect((await call(spec({ tenant: 'required' }))).status).toBe(404)
  })

  it('runs a tenant-optional method without one', async () => {
    getTenantSite.mockResolvedValue(null)
    expect((await call(spec({ tenant: 'optional' }))).status).toBe(200)
    expect(ctx().site).toBeNull()
    expect(ctx().tenantSlug).toBe('demo')
  })

  it('on a closed tenant answers anonymous reads, tenant-optional and "answer" methods, and refuses the rest', async () => {
    getTenantSite.mockResolvedValue(CLOSED)
    const post = { method: 'POST', headers: { origin: SAME_ORIGIN } }
    expect((await call(spec({ verb: 'GET' }))).status).toBe(200)
    expect((await call(spec({ verb: 'POST', closedTenant: 'answer' }), post)).status).toBe(200)
    expect((await call(spec({ verb: 'POST', tenant: 'optional' }), post)).status).toBe(200)
    const refused = await call(spec({ verb: 'POST' }), post)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatchObject({ code: 403, message: '该机构已停用' })
    expect((await call(spec({ verb: 'POST', closedTenant: 'refuse' }), post)).status).toBe(403)
    lookupSession.mockResolvedValue({ status: 'active', caller: { kind: 'user', accountId: 5, sessionId: 'h' } })
    const signedInRead = await call(spec({ verb: 'GET', auth: 'user' }), {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(signedInRead.status).toBe(403)
    expect(signedInRead.body.error.message).toBe('该机构已停用')
  })
})

describe('the session token', () => {
  it('never hands an anonymous method the token, nor looks the session up', async () => {
    sessionTokenFromCookie.mockResolvedValue(TOKEN)
    await call(spec({}), { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(ctx().token).toBeNull()
    expect(ctx().caller).toBeNull()
    expect(sessionTokenFromCookie).not.toHaveBeenCalled()
    expect(lookupSession).not.toHaveBeenCalled()
  })

  it('hands a session-optional method the bearer token, else the cookie’s', async () => {
    const logout = spec({ verb: 'POST', session: 'optional' })
    await call(logout, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(ctx().token).toBe(TOKEN)
    expect(sessionTokenFromCookie).not.toHaveBeenCalled()
    sessionTokenFromCookie.mockResolvedValue('cookie-token')
    await call(logout, { method: 'POST', headers: { origin: SAME_ORIGIN } })
    expect(ctx().token).toBe('cookie-token')
    await call(logout, { method: 'POST', headers: { origin: SAME_ORIGIN, authorization: 'Bearer short' } })
    expect(ctx().token).toBe('cookie-token')
  })

  it('refuses a cookie write that names no origin at all, but not a bearer one', async () => {
    sessionTokenFromCookie.mockResolvedValue('cookie-token')
    const logout = spec({ verb: 'POST', session: 'optional' })
    const refused = await call(logout, { method: 'POST' })
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('跨站请求已被拒绝')
    expect((await call(logout, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200)
    sessionTokenFromCookie.mockResolvedValue(null)
    expect((await call(logout, { method: 'POST' })).status).toBe(200)
  })

  it('a cookie read needs no origin', async () => {
    sessionTokenFromCookie.mockResolvedValue('cookie-token')
    lookupSession.mockResolvedValue({ status: 'active', caller: { kind: 'user', accountId: 5, sessionId: 'h' } })
    expect((await call(spec({ auth: 'user' }))).status).toBe(200)
    expect(lookupSession).toHaveBeenCalledWith({ stand: 'in db' }, { tenantId: 1, token: 'cookie-token' })
  })
})

describe('the caller', () => {
  const bearer = { headers: { authorization: `Bearer ${TOKEN}` } }
  const active = (kind: 'user' | 'company') => ({
    status: 'active' as const,
    caller: { kind, accountId: 5, sessionId: 'hash' },
  })

  it('asks a visitor without a token to sign in: 401, code 401, unAuthorizedRequest', async () => {
    const res = await call(spec({ auth: 'user' }))
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ unAuthorizedRequest: true, error: { code: 401, message: '请先登录' } })
    expect(lookupSession).not.toHaveBeenCalled()
  })

  it('asks for a sign-in when the host names no tenant, even with a token', async () => {
    getTenantSite.mockResolvedValue(null)
    const res = await call(spec({ auth: 'signedIn', tenant: 'optional' }), bearer)
    expect(res.status).toBe(401)
    expect(lookupSession).not.toHaveBeenCalled()
  })

  it('tells an ended session (-10), an expired one and an unknown one apart', async () => {
    lookupSession.mockResolvedValue({ status: 'ended' })
    const ended = await call(spec({ auth: 'user' }), bearer)
    expect(ended.status).toBe(401)
    expect(ended.body.error).toMatchObject({ code: -10, message: '登录已失效，请重新登录' })
    lookupSession.mockResolvedValue({ status: 'expired' })
    const expired = await call(spec({ auth: 'user' }), bearer)
    expect(expired.status).toBe(401)
    expect(expired.body.error).toMatchObject({ code: 401, message: '登录已过期，请重新登录' })
    lookupSession.mockResolvedValue({ status: 'unknown' })
    expect((await call(spec({ auth: 'user' }), bearer)).body.error).toMatchObject({ code: 401, message: '请先登录' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands the handler the caller of its kind, either kind to signedIn, and refuses the other kind with 403', async () => {
    lookupSession.mockResolvedValue(active('user'))
    expect((await call(spec({ auth: 'user' }), bearer)).status).toBe(200)
    expect(ctx().caller).toEqual({ kind: 'user', accountId: 5, sessionId: 'hash' })
    expect(ctx().token).toBe(TOKEN)
    expect((await call(spec({ auth: 'signedIn' }), bearer)).status).toBe(200)
    const wrongKind = await call(spec({ auth: 'company' }), bearer)
    expect(wrongKind.status).toBe(403)
    expect(wrongKind.body.error).toMatchObject({ code: 403, message: '没有权限进行此操作' })
    lookupSession.mockResolvedValue(active('company'))
    expect((await call(spec({ auth: 'company' }), bearer)).status).toBe(200)
    expect((await call(spec({ auth: 'signedIn' }), bearer)).status).toBe(200)
    expect((await call(spec({ auth: 'user' }), bearer)).status).toBe(403)
  })
})

describe('the input', () => {
  it('reads GET and DELETE input from the query, without the timestamp parameters', async () => {
    await call(spec({}), { query: '?a=1&_=2&_t=3&t=4&timestamp=5&time=6&b=x' })
    expect(input()).toEqual({ a: '1', b: 'x' })
    await call(spec({ verb: 'DELETE' }), { method: 'DELETE', query: '?id=3&_=9', headers: { origin: SAME_ORIGIN } })
    expect(input()).toEqual({ id: '3' })
  })

  it('reads other verbs from the JSON body; an empty or blank body is no input', async () => {
    const post = (body?: string) => ({ method: 'POST', headers: { origin: SAME_ORIGIN }, body, query: '?q=ignored' })
    await call(spec({ verb: 'POST' }), post('{"a":[1,2]}'))
    expect(input()).toEqual({ a: [1, 2] })
    await call(spec({ verb: 'PUT' }), { ...post('{"b":true}'), method: 'PUT' })
    expect(input()).toEqual({ b: true })
    await call(spec({ verb: 'POST' }), post())
    expect(input()).toEqual({})
    await call(spec({ verb: 'POST' }), post('  \n '))
    expect(input()).toEqual({})
  })

  it('refuses broken JSON with 400, code 400', async () => {
    const res = await call(spec({ verb: 'POST' }), { method: 'POST', headers: { origin: SAME_ORIGIN }, body: '{"a":' })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({ code: 400, message: '请求数据不是有效的 JSON', validationErrors: null })
  })

  it('refuses a body over 1 MiB by its Content-Length, or while streaming one without', async () => {
    const declared = await call(spec({ verb: 'POST' }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN, 'content-length': String(MAX_BODY_BYTES + 1) },
    })
    expect(declared.status).toBe(413)
    expect(declared.body.error).toMatchObject({ code: 413, message: '请求数据过大' })
    const atLimit = await call(spec({ verb: 'POST' }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN, 'content-length': String(MAX_BODY_BYTES) },
      body: '{"a":1}'.padEnd(MAX_BODY_BYTES, ' '),
    })
    expect(atLimit.status).toBe(200)
    expect(input()).toEqual({ a: 1 })

    const chunk = new Uint8Array(256 * 1024).fill(0x20)
    const streamOf = (chunks: number, last: Uint8Array = chunk) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < chunks - 1; i++) controller.enqueue(chunk)
          controller.enqueue(last)
          controller.close()
        },
      })
    const over = await call(spec({ verb: 'POST' }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN },
      body: streamOf(5, new Uint8Array(1).fill(0x20)),
    })
    expect(over.status).toBe(413)
    // Exactly 1 MiB of blanks is taken (and, being blank, is no input).
    const exact = await call(spec({ verb: 'POST' }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN },
      body: streamOf(4),
    })
    expect(exact.status).toBe(200)
    expect(input()).toEqual({})
  })

  it('joins a body that arrives in several chunks', async () => {
    const parts = ['{"name":"启', '航"}'].map((s) => new TextEncoder().encode(s))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part)
        controller.close()
      },
    })
    await call(spec({ verb: 'POST' }), { method: 'POST', headers: { origin: SAME_ORIGIN }, body })
    expect(input()).toEqual({ name: '启航' })
  })

  it('answers a schema failure with 400, code 400, the first message and every validation error', async () => {
    const schema = z.object({
      phone: z.string({ error: '请输入手机号码' }),
      code: z.string({ error: '验证码不能为空' }),
    })
    const res = await call(spec({ input: schema }))
    expect(res.status).toBe(400)
    expect(res.body.error).toEqual({
      code: 400,
      message: '请输入手机号码',
      details: null,
      validationErrors: [
        { message: '请输入手机号码', members: ['phone'] },
        { message: '验证码不能为空', members: ['code'] },
      ],
    })
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands the handler the parsed input, not the raw one', async () => {
    await call(spec({ input: z.object({ n: z.coerce.number() }) }), { query: '?n=7' })
    expect(input()).toEqual({ n: 7 })
  })

  it('refuses control characters a schema let through, naming where they are', async () => {
    const body = JSON.stringify({ profile: { name: 'a\u0000b' } })
    const res = await call(spec({ verb: 'POST' }), { method: 'POST', headers: { origin: SAME_ORIGIN }, body })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({
      code: 400,
      message: '请求参数包含非法字符',
      validationErrors: [{ message: '请求参数包含非法字符', members: ['profile.name'] }],
    })
    const top = await call(spec({ verb: 'POST', input: z.string() }), {
      method: 'POST',
      headers: { origin: SAME_ORIGIN },
      body: '"x\\u0007"',
    })
    expect(top.status).toBe(400)
    expect(top.body.error).toMatchObject({ message: '请求参数包含非法字符', validationErrors: null })
    expect(handler).not.toHaveBeenCalled()
  })
})

describe('the context and the answer', () => {
  it('hands the handler the database, tenant, client, transport and user agent', async () => {
    await call(spec({}), {
      headers: { 'x-forwarded-for': '10.0.0.7', 'x-forwarded-proto': 'https', 'user-agent': 'UA/1' },
    })
    expect(ctx()).toMatchObject({
      db: { stand: 'in db' },
      tenantSlug: 'demo',
      site: SITE,
      clientIp: '10.0.0.7',
      secureTransport: true,
      userAgent: 'UA/1',
    })
    expect(ctx().request).toBeInstanceOf(Request)
    await call(spec({}))
    expect(ctx()).toMatchObject({ secureTransport: false, userAgent: '' })
  })

  it('sends every cookie the handler set', async () => {
    handler.mockImplementation(async (_input, c: ServiceContext) => {
      c.setCookie('a=1; Path=/')
      c.setCookie('b=2; Path=/')
      return 'done'
    })
    const res = await call(spec({}))
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(res.body.result).toBe('done')
  })

  it('answers a handler’s ApiError with its own status, code, message and headers', async () => {
    handler.mockRejectedValue(new ApiError(429, '请60秒后再试', 429, null, { 'Retry-After': '60' }))
    const res = await call(spec({}))
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toMatchObject({ success: false, result: null, error: { code: 429, message: '请60秒后再试' } })
  })

  it('answers anything else with 500, code 500 and no internals, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    handler.mockRejectedValue(new Error('secret stack'))
    const res = await call(spec({}))
    expect(res.status).toBe(500)
    expect(res.body.error).toMatchObject({ code: 500, message: '服务器开小差了，请稍后再试' })
    expect(JSON.stringify(res.body)).not.toContain('secret')
    // One line: the method, the error's name and message and its frames (lib/db/error-log: never a statement's values).
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^\[api\] unexpected error in app\/Test\/Call: Error: secret stack\n\s+at /),
    )
    log.mockRestore()
  })
})
