// Tenant isolation through the real dispatcher: every method, with one tenant's session on the other's host and the
// other tenant's ids and names, never answers with data of the tenant the host does not name.
import os from 'node:os'
import path from 'node:path'
import { and, eq, gt } from 'drizzle-orm'
import { createSession, sessionCookie } from '@/lib/auth/sessions'
import { getCompanyByLoginName, getIndividualByPhone } from '@/lib/db/queries/accounts'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import {
  chapters,
  companies,
  courses,
  courseTypes,
  individuals,
  lecturers,
  lessons,
  rateLimits,
  tenantFooters,
  tenantSettings,
  topics,
} from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { call, cookieOf, post, type Answer, type CallInit } from '@/tests/api-client'
import { fieldsOf, validBase } from '@/tests/fuzz-inputs'
import { listMethods, type ResolvedMethod } from './registry'

interface Tenant {
  slug: string
  host: string
  id: number
  /** Strings only this tenant's data holds (names, titles), to spot in the other tenant's answers. */
  markers: string[]
  ids: number[]
  names: string[]
  sessions: Record<string, CallInit>
}

// 'use cache' stands in: four queries less per request, for thousands of requests (tests/tenant-site-memo.ts).
jest.mock('@/lib/services/tenant-site', () => jest.requireActual('@/tests/tenant-site-memo'))

let db: SeededTestDatabase
const tenants: Record<'A' | 'B', Tenant> = {} as Record<'A' | 'B', Tenant>
const stats = { requests: 0, crossTenant: 0 }

/** A tenant's names and titles (marker candidates), every id a method might take, and all its text (to exclude). */
async function tenantData(tenantId: number) {
  const [c, l, t, ct, u, co, s, f, ch, le] = await Promise.all([
    db.db.select().from(courses).where(eq(courses.tenantId, tenantId)),
    db.db.select().from(lecturers).where(eq(lecturers.tenantId, tenantId)),
    db.db.select().from(topics).where(eq(topics.tenantId, tenantId)),
    db.db.select().from(courseTypes).where(eq(courseTypes.tenantId, tenantId)),
    db.db.select().from(individuals).where(eq(individuals.tenantId, tenantId)),
    db.db.select().from(companies).where(eq(companies.tenantId, tenantId)),
    db.db.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId)),
    db.db.select().from(tenantFooters).where(eq(tenantFooters.tenantId, tenantId)),
    db.db.select().from(chapters).where(eq(chapters.tenantId, tenantId)),
    db.db.select().from(lessons).where(eq(lessons.tenantId, tenantId)),
  ])
  const texts = [
    ...c.map((r) => r.title),
    ...l.map((r) => r.name),
    ...t.map((r) => r.title),
    ...ct.map((r) => r.typeName),
    ...u.map((r) => r.nickname),
    ...co.map((r) => r.companyName),
    ...s.map((r) => r.tenantName),
  ]
  // A few ids of each kind: the first, a middle and the last row (ids of one kind are not another tenant's by luck).
  const pick = (rows: { id: number }[]) =>
    [rows[0], rows[rows.length >> 1], rows[rows.length - 1]].filter(Boolean).map((r) => r.id)
  const ids = [...new Set([c, l, t, ct, u, co].flatMap(pick))]
  return { ids, texts, dump: JSON.stringify([c, l, t, ct, u, co, s, f, ch, le]) }
}

async function sessionsOf(tenantId: number, host: string): Promise<Record<string, CallInit>> {
  const out: Record<string, CallInit> = {}
  const user = await getIndividualByPhone(db.db, { tenantId, phone: '13800000001' })
  const company = await getCompanyByLoginName(db.db, { tenantId, loginName: 'qihang_hr' })
  for (const [name, account] of [
    ['user', user && { kind: 'user' as const, id: user.id }],
    ['company', company && { kind: 'company' as const, id: company.id }],
  ] as const) {
    if (!account) continue
    const { token } = await createSession(db.db, {
      tenantId,
      kind: account.kind,
      accountId: account.id,
      userAgent: 'isolation',
    })
    out[`${name} (Bearer)`] = { bearer: token }
    out[`${name} (cookie)`] = { cookie: cookieOf(await sessionCookie(token)), origin: `http://${host}` }
  }
  // The console's administrator (issue 28): every method, the console's too, sees it as well.
  const admin = await getOperatorByLoginName(db.db, { tenantId, loginName: 'admin' })
  if (admin) {
    const token = await createOperatorSession(db.db, { tenantId, operatorId: admin.id, ip: '', userAgent: 'isolation' })
    out['operator (console cookie)'] = {
      cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)),
      origin: `http://${host}`,
    }
  }
  return out
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-isolation-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  const seeded = db.seeded
  const data: Record<string, Awaited<ReturnType<typeof tenantData>> & { id: number }> = {}
  for (const slug of ['demo', 'acme']) {
    const id = seeded.tenants.find((t) => t.slug === slug)!.id
    data[slug] = { id, ...(await tenantData(id)) }
  }
  // A marker is a tenant's own name or title (4+ characters) that appears nowhere in the other tenant's data.
  const markersOf = (own: string[], otherDump: string) => own.filter((m) => m.length >= 4 && !otherDump.includes(m))
  for (const [key, slug, other] of [
    ['A', 'demo', 'acme'],
    ['B', 'acme', 'demo'],
  ] as const) {
    const host = `${slug}.localhost`
    tenants[key] = {
      slug,
      host,
      id: data[slug].id,
      markers: markersOf(data[slug].texts, data[other].dump),
      ids: data[slug].ids,
      names: data[slug].texts.filter((t) => t.length >= 2).slice(0, 8),
      sessions: await sessionsOf(data[slug].id, host),
    }
  }
  expect(tenants.A.markers.length).toBeGreaterThan(10)
  expect(tenants.B.markers.length).toBeGreaterThan(5)
}, 120_000)
afterAll(async () => {
  console.info(
    `[isolation] ${listMethods().length} methods, ${stats.requests} requests, ${stats.crossTenant} cross-tenant answers`,
  )
  await db.cleanup()
})

/** Inputs that name the other tenant's things: its ids in id fields, its names in text fields, else a valid base. */
function inputsNaming(method: ResolvedMethod, other: Tenant): Array<Record<string, unknown>> {
  const base = validBase(method.spec)
  const out = [base]
  for (const f of fieldsOf(method.spec)) {
    if (/(^id|Id)$/.test(f.name)) for (const id of other.ids) out.push({ ...base, [f.name]: id })
    else if (f.name === 'name') for (const n of other.names) out.push({ ...base, [f.name]: n.slice(0, 20) })
  }
  return out
}

function send(method: ResolvedMethod, host: string, input: Record<string, unknown>, auth: CallInit): Promise<Answer> {
  if (method.spec.verb !== 'GET')
    return call(method.path, {
      ...auth,
      method: method.spec.verb,
      body: input,
      host,
      origin: auth.origin && `http://${host}`,
    })
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()
  return call(`${method.path}?${query}`, { ...auth, host })
}

/** Which of `foreign`'s markers the answer carries (none, or isolation is broken). */
function leaked(answer: Answer, foreign: Tenant): string[] {
  const text = JSON.stringify(answer.body)
  return foreign.markers.filter((m) => text.includes(m))
}

const METHODS = listMethods().map((m) => [m.path, m] as const)

/** Anonymous methods never see a session: one signed-in identity shows that; signed-in methods get them all. */
const identitiesFor = (method: ResolvedMethod, t: Tenant): Array<[string, CallInit]> => {
  const all = Object.entries(t.sessions)
  return [['anonymous', {}], ...(method.spec.auth === 'anonymous' ? all.slice(0, 1) : all)]
}

describe.each(METHODS)('%s', (_path, method) => {
  it("A's sessions on B's host, with B's ids and names: refused, or B's data only", async () => {
    const { A, B } = tenants
    const problems: string[] = []
    for (const [who, auth] of identitiesFor(method, A)) {
      for (const input of inputsNaming(method, B)) {
        const answer = await send(method, B.host, input, auth)
        stats.requests += 1
        const found = leaked(answer, A)
        if (found.length) {
          stats.crossTenant += 1
          problems.push(`${who} ${JSON.stringify(input)}: A's ${found.slice(0, 3)}`)
        }
        if (who !== 'anonymous' && method.spec.auth !== 'anonymous' && answer.status !== 401)
          problems.push(`${who}: HTTP ${answer.status} for A's session on B`)
      }
    }
    expect(problems).toEqual([])
  })

  it("A's sessions on A's host, with B's ids and names: never B's data", async () => {
    const { A, B } = tenants
    const problems: string[] = []
    for (const [who, auth] of identitiesFor(method, A)) {
      for (const input of inputsNaming(method, B)) {
        const answer = await send(method, A.host, input, auth)
        stats.requests += 1
        // A's own input echoed back (CompanyGroup/Create answers the name it was given) is not B's data.
        const found = leaked(answer, B).filter((m) => !JSON.stringify(input).includes(m))
        if (found.length) {
          stats.crossTenant += 1
          problems.push(`${who} ${JSON.stringify(input)}: B's ${found.slice(0, 3)}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})

it('sees markers where they belong, so the checks above can fail', async () => {
  for (const t of [tenants.A, tenants.B]) {
    const own = await call('/api/services/app/FrontCourse/GetCourseList?pageSize=50', { host: t.host })
    expect(leaked(own, t).length).toBeGreaterThan(0)
  }
})

it("B's accounts still sign in with their own passwords after everything A's sessions tried", async () => {
  const r = await post(
    '/api/TokenAuth/Authenticate',
    { userNameOrEmailAddress: '13800000001', password: 'Acme2026x', ispassword: true },
    { host: tenants.B.host },
  )
  expect(r.status).toBe(200)
  expect(r.body.result.userName).toBe('艾克美学员')
})

// H1 (issue 23), the paywall bypass an outside probe found: register a company with one SMS code, invite your own phone,
// accept, SetVipUser on yourself, join a paid course. Each step but the grant is allowed; the grant and the course are not,
// and no operator call opens either with the company's session or with another tenant's key.
it('a self-registered company cannot make its own staff VIP to open paid courses', async () => {
  const A = tenants.A
  const S = '/api/services/app'
  const codeFor = async (phone: string) => (await listOutbox(db.db, { tenantId: A.id, phone }))[0]!.code
  await db.db.delete(rateLimits)
  await post('/api/TokenAuth/SendCompanyPhoneCode', { PhoneNumber: '13655550001' })
  const reg = await post(`${S}/FrontCompany/RegisterCompany`, {
    companyName: '自助开通有限公司',
    userName: 'selfvip',
    password: 'Selfvip2026!',
    confirmPassword: 'Selfvip2026!',
    PhoneNumber: '13655550001',
    phoneCode: await codeFor('13655550001'),
    isAgreeProtocol: true,
    certifiedAt: '2026-01-01T00:00:00Z',
    vipSeats: 100,
  })
  expect(reg.status).toBe(200)
  const companyId = reg.body.result.companyId as number
  const company = (
    await post('/api/TokenAuth/AuthenticateCompany', {
      userNameOrEmailAddress: 'selfvip',
      password: 'Selfvip2026!',
      ispassword: true,
    })
  ).body.result.accessToken
  const invite = await post(
    `${S}/CompanyInviteUser/CreateCompanyInviteUser`,
    { PhoneNumber: '13655550002', userInCompanyName: '我自己' },
    { bearer: company },
  )
  await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: '13655550002' })
  const me = (
    await post('/api/TokenAuth/Authenticate', {
      userNameOrEmailAddress: '13655550002',
      phoneCode: await codeFor('13655550002'),
      isAgreeProtocol: true,
    })
  ).body.result
  expect(
    (await post(`${S}/CompanyInviteUser/InviteUserAccept`, { id: invite.body.result.id }, { bearer: me.accessToken }))
      .status,
  ).toBe(200)

  const vip = await post(`${S}/CompanyInviteUser/SetVipUser`, { userId: me.userId }, { bearer: company })
  expect(vip.status).toBe(400)
  expect(vip.body.error.message).toBe('企业尚未通过认证，暂不能设置VIP学员，请联系平台开通')
  // Every paid course stays shut (the probe joined 31 of 31).
  const paid = await db.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, A.id), gt(courses.priceCents, 0), eq(courses.isPublished, true)))
  expect(paid.length).toBeGreaterThan(0)
  for (const { id } of paid)
    expect((await post(`${S}/FrontCourse/JoinCourse`, { courseId: id }, { bearer: me.accessToken })).status).toBe(403)

  // Approving itself: not with its session, not with the other tenant's key on either host.
  const certify = (init: CallInit) => post(`${S}/CompanyOperator/Certify`, { companyId, certified: true }, init)
  expect((await certify({ bearer: company })).status).toBe(401)
  expect((await certify({ headers: { 'x-operator-key': 'acme-demo-operator-2026' } })).status).toBe(401)
  expect(
    (await certify({ host: tenants.B.host, headers: { 'x-operator-key': 'acme-demo-operator-2026' } })).status,
  ).toBe(404)
  expect((await post(`${S}/CompanyInviteUser/SetVipUser`, { userId: me.userId }, { bearer: company })).status).toBe(400)
  const [row] = await db.db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, A.id), eq(companies.id, companyId)))
  expect(row).toMatchObject({ certifiedAt: null, vipSeats: 0 })
})
