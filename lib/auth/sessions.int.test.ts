// Sessions as an API client meets them: which token states answer 401 (sign in again) and which -10 (ended elsewhere).
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { dispatch, type Target } from '@/lib/api/dispatch'
import { companies, individuals, sessions } from '@/lib/db/schema'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { SESSION_COOKIE } from './session-cookie'
import { createSession, lookupSession } from './sessions'
import { sha256Hex } from './tokens'

let db: SeededTestDatabase
let demoId: number
let acmeId: number

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-sessions-${process.pid}`)
  db = await createSeededTestDatabase()
  const summary = db.seeded
  demoId = summary.tenants.find((t) => t.slug === 'demo')!.id
  acmeId = summary.tenants.find((t) => t.slug === 'acme')!.id
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())

const DAY_MS = 24 * 3600 * 1000
const BASIC_INFO = '/api/services/app/FrontUser/GetUserBasicInfo'
const target = (p: string): Target => {
  const parts = p.split('?')[0].split('/').filter(Boolean)
  return parts[1] === 'services'
    ? { prefix: 'app', service: parts[3], method: parts[4] }
    : { prefix: parts[1] as 'TokenAuth', method: parts[2] }
}

async function call(p: string, init: { host?: string; bearer?: string; cookie?: string; body?: unknown } = {}) {
  const host = init.host ?? 'demo.localhost'
  const method = init.body === undefined ? 'GET' : 'POST'
  const headers: Record<string, string> = {}
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`
  // A browser sends its cookie together with the page's Origin on writes.
  if (init.cookie) Object.assign(headers, { cookie: init.cookie }, method === 'GET' ? {} : { origin: `http://${host}` })
  const res = await dispatch(apiRequest(p, { host, method, body: init.body, headers }), target(p))
  return { status: res.status, body: await res.json(), setCookie: res.headers.get('set-cookie') }
}

async function signIn(host = 'demo.localhost') {
  const r = await call('/api/TokenAuth/Authenticate', {
    host,
    body: { userNameOrEmailAddress: '13800000001', password: 'Qihang2026', ispassword: true },
  })
  expect(r.status).toBe(200)
  return { token: r.body.result.accessToken as string, cookie: r.setCookie!.split(';')[0] }
}
const passwordLogin = async (host = 'demo.localhost') => (await signIn(host)).token

const rowOf = async (tenantId: number, token: string) =>
  (
    await db.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, sha256Hex(token))))
  )[0]

const setRow = (tenantId: number, token: string, values: Partial<typeof sessions.$inferInsert>) =>
  db.db
    .update(sessions)
    .set(values)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, sha256Hex(token))))

/** "Not signed in" as the contract says: HTTP 401, unAuthorizedRequest, code 401 (toast and reload, storage kept). */
const notSignedIn = (message: string) => ({
  success: false,
  result: null,
  unAuthorizedRequest: true,
  error: { code: 401, message, details: null, validationErrors: null },
})
/** "Ended elsewhere": HTTP 401 with code -10, the client's cue to clear its storage. */
const endedElsewhere = {
  success: false,
  unAuthorizedRequest: true,
  error: { code: -10, message: '登录已失效，请重新登录' },
}

describe('a live session', () => {
  it('identifies its account by bearer token and by the sealed cookie', async () => {
    const { token, cookie } = await signIn()
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true)
    expect(cookie).not.toContain(token)
    for (const auth of [{ bearer: token }, { cookie }]) {
      const r = await call(BASIC_INFO, auth)
      expect(r.status).toBe(200)
      expect(r.body.result).toMatchObject({ kind: 'user', phoneNumber: '13800000001', nickname: '学员小王' })
    }
  })

  it('is refreshed when last seen more than five minutes ago, and left alone within them', async () => {
    const token = await passwordLogin()
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000)
    await setRow(demoId, token, { lastSeenAt: tenMinutesAgo })
    expect((await call(BASIC_INFO, { bearer: token })).status).toBe(200)
    expect((await rowOf(demoId, token)).lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60 * 1000)

    const oneMinuteAgo = new Date(Date.now() - 60 * 1000)
    await setRow(demoId, token, { lastSeenAt: oneMinuteAgo })
    expect((await call(BASIC_INFO, { bearer: token })).status).toBe(200)
    expect((await rowOf(demoId, token)).lastSeenAt.getTime()).toBe(oneMinuteAgo.getTime())
  })

  it('stores only the hash of its token, bound to the tenant, with the user agent capped', async () => {
    const { token, expiresAt } = await createSession(db.db, {
      tenantId: demoId,
      kind: 'user',
      accountId: 1,
      userAgent: 'x'.repeat(400),
    })
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const row = await rowOf(demoId, token)
    expect(row.tokenHash).toBe(sha256Hex(token))
    expect(row.userAgent).toHaveLength(300)
    // Absolute lifetime: 30 days from now.
    expect(Math.abs(expiresAt.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60 * 1000)
    expect(row.expiresAt.getTime()).toBe(expiresAt.getTime())
  })
})

describe('not signed in: 401, code 401', () => {
  it('no token at all', async () => {
    const r = await call(BASIC_INFO)
    expect(r.status).toBe(401)
    expect(r.body).toEqual({ ...notSignedIn('请先登录'), targetUrl: null, __abp: true })
  })

  it('a well-formed token no session has', async () => {
    const r = await call(BASIC_INFO, { bearer: 'A'.repeat(43) })
    expect(r.status).toBe(401)
    expect(r.body).toMatchObject(notSignedIn('请先登录'))
  })

  it("another tenant's token: sessions are looked up within the host's tenant", async () => {
    const demoToken = await passwordLogin('demo.localhost')
    const r = await call(BASIC_INFO, { host: 'acme.localhost', bearer: demoToken })
    expect(r.status).toBe(401)
    expect(r.body).toMatchObject(notSignedIn('请先登录'))
    expect(await lookupSession(db.db, { tenantId: acmeId, token: demoToken })).toEqual({ status: 'unknown' })
    // The same token still works on its own tenant.
    expect((await call(BASIC_INFO, { bearer: demoToken })).status).toBe(200)
  })

  it('a cookie sealed with another secret or tampered with', async () => {
    const r = await call(BASIC_INFO, { cookie: `${SESSION_COOKIE}=Fe26.2**not-a-sealed-value` })
    expect(r.status).toBe(401)
    expect(r.body).toMatchObject(notSignedIn('请先登录'))
  })

  it('a session past its absolute lifetime of 30 days', async () => {
    const token = await passwordLogin()
    await setRow(demoId, token, { expiresAt: new Date(Date.now() - 1000) })
    const r = await call(BASIC_INFO, { bearer: token })
    expect(r.status).toBe(401)
    expect(r.body).toMatchObject(notSignedIn('登录已过期，请重新登录'))
  })

  it('a session idle for 7 days, but not one idle for 6', async () => {
    const token = await passwordLogin()
    await setRow(demoId, token, { lastSeenAt: new Date(Date.now() - 6 * DAY_MS) })
    expect((await call(BASIC_INFO, { bearer: token })).status).toBe(200)
    await setRow(demoId, token, { lastSeenAt: new Date(Date.now() - 7 * DAY_MS - 1000) })
    const r = await call(BASIC_INFO, { bearer: token })
    expect(r.status).toBe(401)
    expect(r.body).toMatchObject(notSignedIn('登录已过期，请重新登录'))
  })
})

describe('ended elsewhere: 401, code -10', () => {
  it('a session revoked by logout, whichever way the token travels', async () => {
    const { token, cookie } = await signIn()
    const out = await call('/api/TokenAuth/Logout', { cookie, body: {} })
    expect(out.status).toBe(200)
    expect(out.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`))
    expect((await rowOf(demoId, token)).revokedAt).toBeInstanceOf(Date)
    for (const auth of [{ bearer: token }, { cookie }]) {
      const r = await call(BASIC_INFO, auth)
      expect(r.status).toBe(401)
      expect(r.body).toMatchObject(endedElsewhere)
    }
  })

  it('a session of an account disabled since', async () => {
    const token = await passwordLogin()
    await db.db
      .update(individuals)
      .set({ disabled: true })
      .where(and(eq(individuals.tenantId, demoId), eq(individuals.phone, '13800000001')))
    try {
      const r = await call(BASIC_INFO, { bearer: token })
      expect(r.status).toBe(401)
      // Issue 32: the session ends with the reason, so the learner learns why rather than to sign in again.
      expect(r.body).toMatchObject({
        ...endedElsewhere,
        error: { code: -10, message: '该账号已被停用，请联系机构客服' },
      })
    } finally {
      await db.db
        .update(individuals)
        .set({ disabled: false })
        .where(and(eq(individuals.tenantId, demoId), eq(individuals.phone, '13800000001')))
    }
  })

  it('a company session whose company was removed', async () => {
    const login = await call('/api/TokenAuth/AuthenticateCompany', {
      body: { userNameOrEmailAddress: 'qihang_hr', password: 'Qihang2026', ispassword: true },
    })
    expect(login.status).toBe(200)
    const token = login.body.result.accessToken as string
    const info = await call(BASIC_INFO, { bearer: token })
    expect(info.body.result).toMatchObject({ kind: 'company', userName: 'qihang_hr', companyName: '启航科技有限公司' })
    await db.db
      .delete(companies)
      .where(and(eq(companies.tenantId, demoId), eq(companies.id, login.body.result.frontCompanyId)))
    const r = await call(BASIC_INFO, { bearer: token })
    expect(r.status).toBe(401)
    expect(r.body).toMatchObject(endedElsewhere)
  })
})
