// The API as a client sees it: envelope, status codes and Chinese messages, on a real database.
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { method } from '@/lib/services/define'
import { dispatch, type Target } from './dispatch'
import { appServices, listMethods } from './registry'
import { buildOpenApiDocument } from './openapi'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-dispatch-${process.pid}`)
  db = await createSeededTestDatabase()
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())

function target(path: string): Target {
  const parts = path.split('?')[0].split('/').filter(Boolean)
  if (parts[1] === 'services') return { prefix: 'app', service: parts[3], method: parts[4] }
  return { prefix: parts[1] as 'Common' | 'TokenAuth', method: parts[2] }
}

async function call(path: string, init: Parameters<typeof apiRequest>[1] = {}) {
  const res = await dispatch(apiRequest(path, init), target(path))
  return { status: res.status, body: await res.json(), headers: res.headers }
}

describe('GetCommonSetting', () => {
  it('answers the host tenant settings in the envelope', async () => {
    const { status, body } = await call('/api/Common/GetCommonSetting?_t=1732000000000', {
      host: 'acme.localhost:3000',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
      result: { tenantName: '艾克美企业大学', overallSubjectColor: '#0f766e', isOpenPlatformService: false },
    })
  })

  it('has every Common settings field of docs/spec.md §3', async () => {
    const { body } = await call('/api/Common/GetCommonSetting', { host: 'demo.localhost' })
    for (const key of [
      'qiNiuUrl',
      'tenantLogoUrl',
      'tenantName',
      'paymentUnitName',
      'isOpenPlatformService',
      'isHideBottom',
      'isHideGoldTeacher',
      'isHideLoginByQQ',
      'isHideLoginByWechat',
      'isHideMenuTeacher',
      'isHideCompanyRegAndLogin',
      'isHideMenuMoreSpecial',
      'isHideSelectedSpecial',
      'sensitiveWords',
      'courseGroupTitle',
      'overallSubjectColor',
      'loginHeadBackgroundImg',
      'centerHeadBackgroundImg',
      'courseDetailHeadBackgroundImg',
      'myCourseHeadBackgroundImg',
      'accountAssociationHeadBackgroundImg',
    ]) {
      expect(body.result).toHaveProperty(key)
    }
    expect(body.result.tenantName).toBe('启航学堂')
    expect(body.result.isHideMenuTeacher).toBe(true)
  })

  it('answers 404 with a Chinese message for a host naming no tenant', async () => {
    const { status, body } = await call('/api/Common/GetCommonSetting', { host: 'nope.localhost' })
    expect(status).toBe(404)
    expect(body).toMatchObject({
      success: false,
      result: null,
      unAuthorizedRequest: false,
      error: { code: 404, message: '机构不存在' },
    })
  })
})

describe('GetHomeHeaderAndBottom', () => {
  it('returns the category tree and footer data', async () => {
    const { body } = await call('/api/Common/GetHomeHeaderAndBottom')
    const types = body.result.homeCourseTypeDtos
    expect(body.result.tenantName).toBe('启航学堂')
    expect(types.length).toBeGreaterThanOrEqual(4)
    for (const parent of types) {
      expect(parent).toEqual(
        expect.objectContaining({ courseTypeId: expect.any(Number), typeName: expect.any(String) }),
      )
      expect(parent.children.length).toBeGreaterThan(0)
    }
    expect(body.result.tenantUrlSetting).toEqual(
      expect.objectContaining({
        aboutUsUrl: expect.any(String),
        aboutPlatform: expect.any(String),
        aboutBjqit: expect.any(String),
      }),
    )
    expect(body.result.recordNumber).toMatch(/ICP/)
  })

  it('never mixes tenants', async () => {
    const demo = (await call('/api/Common/GetHomeHeaderAndBottom', { host: 'demo.localhost' })).body.result
    const acme = (await call('/api/Common/GetHomeHeaderAndBottom', { host: 'acme.localhost' })).body.result
    const ids = (r: { homeCourseTypeDtos: { courseTypeId: number }[] }) =>
      r.homeCourseTypeDtos.map((t) => t.courseTypeId)
    expect(ids(demo).filter((id) => ids(acme).includes(id))).toEqual([])
  })
})

describe('IsTenantAvailable', () => {
  const path = '/api/services/app/Account/IsTenantAvailable'
  it.each([
    ['demo', 1],
    ['closed', 2],
    ['nope', 3],
    ['DEMO', 1],
  ])('%s → state %d', async (tenancyName, state) => {
    const { status, body } = await call(path, { method: 'POST', body: { tenancyName } })
    expect(status).toBe(200)
    expect(body.result.state).toBe(state)
  })

  it('works from a host that names no tenant', async () => {
    const { body } = await call(path, { method: 'POST', host: 'nope.localhost', body: { tenancyName: 'acme' } })
    expect(body.result.state).toBe(1)
  })

  it.each([
    [{}, '请输入租户名称'],
    [{ tenancyName: '' }, '请输入租户名称'],
    [{ tenancyName: 42 }, '租户名称格式不正确'],
    [{ tenancyName: 'x'.repeat(64) }, '租户名称不能超过63个字符'],
    [[1, 2], '请求数据格式不正确'],
  ])('refuses %j with 400 and a Chinese message', async (payload, message) => {
    const { status, body } = await call(path, { method: 'POST', body: payload })
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, error: { code: 400, message } })
    if (!Array.isArray(payload)) expect(body.error.validationErrors[0].members).toEqual(['tenancyName'])
  })

  it('refuses broken JSON with 400', async () => {
    const { status, body } = await call(path, { method: 'POST', raw: '{"tenancyName":' })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      success: false,
      unAuthorizedRequest: false,
      error: { code: 400, message: '请求数据不是有效的 JSON' },
    })
  })

  it('refuses an oversized body with 413', async () => {
    const { status, body } = await call(path, {
      method: 'POST',
      body: { tenancyName: 'a', pad: 'x'.repeat(1024 * 1024) },
    })
    expect(status).toBe(413)
    expect(body).toMatchObject({ success: false, error: { code: 413, message: '请求数据过大' } })
  })

  it('takes a body of exactly 1 MiB', async () => {
    const envelope = JSON.stringify({ tenancyName: 'demo', pad: '' })
    const body = { tenancyName: 'demo', pad: 'x'.repeat(1024 * 1024 - envelope.length) }
    expect(Buffer.byteLength(JSON.stringify(body))).toBe(1024 * 1024)
    const r = await call(path, { method: 'POST', body })
    expect(r.status).toBe(200)
    expect(r.body.result.state).toBe(1)
  })

  it('treats an empty body as no input', async () => {
    const { status, body } = await call(path, { method: 'POST', raw: '  ' })
    expect(status).toBe(400)
    expect(body.error).toMatchObject({
      code: 400,
      message: '请输入租户名称',
      validationErrors: [{ message: '请输入租户名称', members: ['tenancyName'] }],
    })
  })
})

describe('dispatcher rules', () => {
  it('answers an unknown method with a 404 envelope', async () => {
    const { status, body } = await call('/api/services/app/Account/NoSuchMethod', { method: 'POST' })
    expect(status).toBe(404)
    expect(body).toMatchObject({ success: false, error: { code: 404, message: '接口不存在' } })
  })

  it('answers the wrong verb with 405 and Allow', async () => {
    const { status, body, headers } = await call('/api/Common/GetCommonSetting', { method: 'POST', body: {} })
    expect(status).toBe(405)
    expect(headers.get('allow')).toBe('GET')
    expect(body).toMatchObject({ success: false, error: { code: 405, message: '请求方式不正确' } })
    const put = await call('/api/services/app/Account/IsTenantAvailable', {
      method: 'PUT',
      body: { tenancyName: 'demo' },
    })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST')
  })

  it('answers HEAD like GET', async () => {
    const { status } = await call('/api/Common/GetCommonSetting', { method: 'HEAD' })
    expect(status).toBe(200)
  })

  it('answers unknown services and prefixes with the 404 envelope', async () => {
    for (const p of [
      '/api/services/app/NoSuchService/GetThing',
      '/api/Common/NoSuchMethod',
      '/api/TokenAuth/GetCommonSetting',
    ]) {
      const { status, body } = await call(p)
      expect(status).toBe(404)
      expect(body).toMatchObject({ success: false, error: { code: 404, message: '接口不存在' } })
    }
  })

  it('never caches an answer', async () => {
    for (const p of ['/api/Common/GetCommonSetting', '/api/Common/NoSuchMethod']) {
      expect((await call(p)).headers.get('cache-control')).toBe('no-store')
    }
  })

  it('ignores the timestamp parameters clients add and reads the rest of the query', async () => {
    const ok = await call('/api/services/app/FrontCourse/GetCourseDetail?id=1&_=1&_t=2&t=3&timestamp=4&time=5')
    expect(ok.status).toBe(200)
    expect(ok.body.result.id).toBe(1)
  })

  it('matches service and method names case-insensitively, as ABP does', async () => {
    const { body } = await call('/api/services/app/tenanthome/getisopenplatformservice')
    expect(body).toMatchObject({ success: true, result: true })
  })

  it('GetIsOpenPlatformService follows the switch per tenant', async () => {
    expect(
      (await call('/api/services/app/TenantHome/GetIsOpenPlatformService', { host: 'acme.localhost' })).body.result,
    ).toBe(false)
  })
})

describe('auth rules', () => {
  // A probe service with one method per account kind, registered for these tests only: no real method is limited to
  // one kind yet, and the dispatcher's rule must hold before one is.
  const probe = {
    UserOnly: method({
      verb: 'GET',
      auth: 'user',
      input: z.object({}).loose(),
      summary: 'probe',
      handler: (_i, ctx) => ctx.caller,
    }),
    CompanyOnly: method({
      verb: 'GET',
      auth: 'company',
      input: z.object({}).loose(),
      summary: 'probe',
      handler: () => 'company',
    }),
    Fails: method({
      verb: 'GET',
      auth: 'anonymous',
      input: z.object({}).loose(),
      summary: 'probe',
      handler: () => {
        throw new Error('connection to 10.0.0.5 refused')
      },
    }),
  }
  beforeAll(() => {
    appServices.Probe = probe
  })
  afterAll(() => {
    delete appServices.Probe
  })

  async function signIn(kind: 'user' | 'company'): Promise<string> {
    const r =
      kind === 'user'
        ? await call('/api/TokenAuth/Authenticate', {
            method: 'POST',
            body: { userNameOrEmailAddress: '13800000001', password: 'Qihang2026', ispassword: true },
          })
        : await call('/api/TokenAuth/AuthenticateCompany', {
            method: 'POST',
            body: { userNameOrEmailAddress: 'qihang_hr', password: 'Qihang2026', ispassword: true },
          })
    expect(r.status).toBe(200)
    return r.body.result.accessToken
  }
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

  it('lets an individual call an individual-only method, with its session as the caller', async () => {
    const r = await call('/api/services/app/Probe/UserOnly', bearer(await signIn('user')))
    expect(r.status).toBe(200)
    expect(r.body.result).toMatchObject({ kind: 'user', accountId: expect.any(Number) })
  })

  it('refuses the other kind of account with 403, code 403', async () => {
    const asCompany = await call('/api/services/app/Probe/UserOnly', bearer(await signIn('company')))
    expect(asCompany.status).toBe(403)
    expect(asCompany.body).toMatchObject({
      success: false,
      unAuthorizedRequest: false,
      error: { code: 403, message: '没有权限进行此操作' },
    })
    const asUser = await call('/api/services/app/Probe/CompanyOnly', bearer(await signIn('user')))
    expect(asUser.status).toBe(403)
    expect(asUser.body.error.code).toBe(403)
    expect((await call('/api/services/app/Probe/CompanyOnly', bearer(await signIn('company')))).body.result).toBe(
      'company',
    )
  })

  it('asks a visitor to sign in first: 401, code 401', async () => {
    const r = await call('/api/services/app/Probe/UserOnly')
    expect(r.status).toBe(401)
    expect(r.body).toMatchObject({ unAuthorizedRequest: true, error: { code: 401, message: '请先登录' } })
  })

  it('answers an unexpected failure with 500, code 500, and no internals', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const r = await call('/api/services/app/Probe/Fails')
      expect(r.status).toBe(500)
      expect(r.body).toEqual({
        success: false,
        result: null,
        targetUrl: null,
        unAuthorizedRequest: false,
        __abp: true,
        error: { code: 500, message: '服务器开小差了，请稍后再试', details: null, validationErrors: null },
      })
      expect(JSON.stringify(r.body)).not.toContain('10.0.0.5')
      // The cause is logged for the operator instead.
      expect(logged).toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
  })
})

describe('ClearCache', () => {
  it('succeeds, then rate-limits with a Chinese message saying when to retry', async () => {
    const statuses: number[] = []
    let last: { error: { message: string } | null } = { error: null }
    for (let i = 0; i < 6; i++) {
      const r = await call('/api/Common/ClearCache', { method: 'POST', headers: { 'x-forwarded-for': '10.9.9.9' } })
      statuses.push(r.status)
      last = r.body
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses[5]).toBe(429)
    expect(last.error).toMatchObject({ code: 429, message: expect.stringMatching(/^操作过于频繁，请\d+秒后再试$/) })
  })
})

describe('OpenAPI', () => {
  it('lists every registered method with its verb', () => {
    const doc = buildOpenApiDocument()
    for (const { path, spec } of listMethods()) {
      expect(doc.paths[path]).toHaveProperty(spec.verb.toLowerCase())
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/Common/GetCommonSetting',
        '/api/Common/GetHomeHeaderAndBottom',
        '/api/Common/ClearCache',
        '/api/services/app/Account/IsTenantAvailable',
        '/api/services/app/TenantHome/GetIsOpenPlatformService',
      ]),
    )
  })
})
