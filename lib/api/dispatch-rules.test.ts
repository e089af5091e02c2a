/** @jest-environment node */
// The dispatcher's decisions one by one, on stand-in methods, tenants and sessions: which refusal (status, code,
// message) a request gets, what context a handler sees, and how its answer leaves (its input: dispatch-input.test.ts;
// the stand-ins: tests/dispatch-harness.ts). The real services and database are dispatch.int.test.ts's business.
import { ApiError } from '@/lib/contract/errors'
import type { ServiceContext } from '@/lib/auth/context'
import { unknownApiPath } from './dispatch'
import {
  call,
  CLOSED,
  ctx,
  dispatchTo,
  getTenantSite,
  handler,
  lookupSession,
  resetStandIns,
  SAME_ORIGIN,
  sessionTokenFromCookie,
  SITE,
  spec,
  TOKEN,
} from '@/tests/dispatch-harness'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('@/lib/auth/sessions', () => ({ lookupSession: jest.fn() }))
jest.mock('@/lib/auth/session-cookie', () => ({ sessionTokenFromCookie: jest.fn() }))
jest.mock('@/lib/db/client', () => ({ getDb: async () => ({ stand: 'in db' }) }))
jest.mock('./registry', () => jest.requireActual('@/tests/dispatch-stand-in'))

beforeEach(resetStandIns)

describe('the method and its verb', () => {
  it('answers an unknown method with the 404 envelope, never cached', async () => {
    const res = await dispatchTo({})
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
    expect((await dispatchTo({ Call: spec({ verb: 'POST' }) }, { method: 'HEAD' })).status).toBe(405)
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
    lookupSession.mockResolvedValue({ status: 'ended', disabled: false })
    const ended = await call(spec({ auth: 'user' }), bearer)
    expect(ended.status).toBe(401)
    expect(ended.body.error).toMatchObject({ code: -10, message: '登录已失效，请重新登录' })
    lookupSession.mockResolvedValue({ status: 'ended', disabled: true })
    const disabled = await call(spec({ auth: 'user' }), bearer)
    expect(disabled.body.error).toMatchObject({ code: -10, message: '该账号已被停用，请联系机构客服' })
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
