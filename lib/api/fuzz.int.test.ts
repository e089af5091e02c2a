// Every registered method through the real dispatcher with typed garbage, anonymously and signed in: never a 5xx,
// always the ABP envelope with a Chinese message. Methods and fields come from the registry, so new ones are covered.
// Also (issue 23): half a surrogate pair in any body field is a 400, and unknown request methods — on a real Node
// server with the hook instrumentation.ts installs — answer 405 with the security headers on every path.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildCustomRoute } from 'next/dist/lib/build-custom-route'
import { securityHeaders } from '@/next.config'
import { installUnknownMethodGuard, type HeaderRule } from './unknown-methods'
import { rawRequest } from '@/tests/raw-http'
import { createSession } from '@/lib/auth/sessions'
import { sessionCookie } from '@/lib/auth/sessions'
import { getCompanyByLoginName, getIndividualByPhone } from '@/lib/db/queries/accounts'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { getTenantBySlug } from '@/lib/db/queries/tenants'
import { createSeededTestDatabase, usingPostgres, type SeededTestDatabase } from '@/tests/db'
import { call, cookieOf, type CallInit } from '@/tests/api-client'
import {
  bodyCases,
  bodyWith,
  envelopeProblem,
  fieldsOf,
  garbageFor,
  ILL_FORMED_JSON,
  LIGHT_BODY_CASES,
  QUERY_CASES,
  QUERY_GARBAGE,
  RawJson,
  UNKNOWN_VERBS_FETCH,
  UNKNOWN_VERBS_RAW,
  validBase,
} from '@/tests/fuzz-inputs'
import { listMethods, type ResolvedMethod } from './registry'

// 'use cache' stands in: four queries less per request, for 14,000 requests (tests/tenant-site-memo.ts).
jest.mock('@/lib/services/tenant-site', () => jest.requireActual('@/tests/tenant-site-memo'))

// Once per run: the garbage is refused by the schemas before a query, and what reaches the database meets the same
// PostgreSQL types and errors in PGlite as on a server, so a second engine adds nothing; the integration suites that are
// about the server — pools, parallel transactions — run on both. `npm test` runs it on PGlite; CI on PostgreSQL
// (TEST_PGLITE_DONE, its second pass), where it takes two thirds of PGlite's time and runs beside the browser pass
// (jest.config.ts leaves it out of CI's PGlite pass).
const oncePerRun = usingPostgres === !!process.env.TEST_PGLITE_DONE ? describe : describe.skip

let db: SeededTestDatabase
let demoId: number
let platformId: number
const stats = { methods: 0, requests: 0, fiveHundreds: 0 }

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-fuzz-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  platformId = (await getTenantBySlug(db.db, { slug: 'platform' }))!.id
}, 120_000)
afterAll(async () => {
  console.info(`[fuzz] ${stats.methods} methods, ${stats.requests} requests, ${stats.fiveHundreds} answers ≥ 500`)
  await db.cleanup()
})

type Identity = 'anonymous' | 'user (Bearer)' | 'company (Bearer)' | 'user (cookie)' | 'operator (console cookie)'

/** Headers of a fresh session per method: a fuzzed Logout or ChangeUserPsw must not end the next method's session. */
async function signedIn(identity: Identity, method?: ResolvedMethod): Promise<CallInit> {
  if (identity === 'anonymous') return {}
  if (identity === 'operator (console cookie)') {
    // The platform console's methods are its owner's, on its host; the rest demo's administrator's.
    const platform = method?.spec.scope === 'platform'
    const tenantId = platform ? platformId : demoId
    const admin = (await getOperatorByLoginName(db.db, { tenantId, loginName: platform ? 'owner' : 'admin' }))!
    const token = await createOperatorSession(db.db, { tenantId, operatorId: admin.id, ip: '', userAgent: 'fuzz' })
    const host = platform ? 'platform.localhost' : 'demo.localhost'
    return { cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)), origin: `http://${host}`, host }
  }
  const account =
    identity === 'company (Bearer)'
      ? {
          kind: 'company' as const,
          row: (await getCompanyByLoginName(db.db, { tenantId: demoId, loginName: 'qihang_hr' }))!,
        }
      : { kind: 'user' as const, row: (await getIndividualByPhone(db.db, { tenantId: demoId, phone: '13800000001' }))! }
  const { token } = await createSession(db.db, {
    tenantId: demoId,
    kind: account.kind,
    accountId: account.row.id,
    userAgent: 'fuzz',
  })
  if (identity !== 'user (cookie)') return { bearer: token }
  // A browser's cookie write carries the page's origin.
  return { cookie: cookieOf(await sessionCookie(token)), origin: 'http://demo.localhost' }
}

/**
 * Every request of one method for one identity: field by field (`full` only), then whole bodies or queries, then the
 * wrong verb.
 */
function casesFor(
  { path: p, spec }: ResolvedMethod,
  depth: 'full' | 'whole',
): Array<[string, CallInit & { path: string }]> {
  const deep = DEEP_NESTING_METHODS.has(p)
  const base = validBase(spec)
  const fields = fieldsOf(spec)
  const out: Array<[string, CallInit & { path: string }]> = []
  if (spec.verb === 'GET') {
    const query = (extra: Record<string, string>) =>
      Object.entries({
        ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, encodeURIComponent(String(v))])),
        ...extra,
      })
        .map(([k, v]) => `${k}=${v}`)
        .join('&')
    out.push(['valid base', { path: `${p}?${query({})}` }])
    if (depth === 'full')
      for (const f of fields)
        for (const g of QUERY_GARBAGE)
          out.push([`${f.name}=${g.slice(0, 20)}`, { path: `${p}?${query({ [f.name]: g })}` }])
    if (depth === 'full') for (const q of QUERY_CASES) out.push([`query ${q.slice(0, 20)}`, { path: `${p}?${q}` }])
    out.push(['wrong verb', { path: p, method: 'POST', body: base }])
    for (const verb of UNKNOWN_VERBS_FETCH) out.push([`unknown verb ${verb}`, { path: p, method: verb }])
    return out
  }
  out.push(['valid base', { path: p, body: base }])
  for (const f of depth === 'full'
    ? fields.length
      ? fields
      : [{ name: 'unexpected', types: ['unknown' as const] }]
    : []) {
    for (const [label, value] of garbageFor(f)) {
      if (NESTED.has(label) && !deep && !f.types.some((t) => ANY_JSON.has(t))) continue
      out.push([`${f.name}: ${label}`, { path: p, method: 'POST', raw: bodyWith(base, f.name, value) }])
    }
  }
  for (const [label, init] of bodyCases(base)) {
    if (NESTED.has(label) && !deep) continue
    if (depth === 'full' || LIGHT_BODY_CASES.has(label)) out.push([label, { path: p, method: 'POST', ...init }])
  }
  out.push(['wrong verb', { path: p, method: 'GET' }])
  for (const verb of UNKNOWN_VERBS_FETCH) out.push([`unknown verb ${verb}`, { path: p, method: verb, body: base }])
  return out
}

const METHODS = listMethods()

/**
 * Deeply nested JSON (50,000 levels) is parsed, and walked for half surrogates, by the dispatcher before any method's
 * schema sees it, so it meets the same code whichever method it is sent to: it goes to the first method of each kind
 * (verb, caller, body) and to every field that takes a list, an object or any JSON. Sent to every field of every method it was a third of
 * the suite's time (11.8 s of 35 s) for no other path.
 */
const ANY_JSON = new Set(['unknown', 'array', 'object'])
const NESTED = new Set(['nested 50k', 'nested arrays 100k', 'nested objects 50k'])
const DEEP_NESTING_METHODS = (() => {
  const firstOfKind = new Map<string, string>()
  for (const m of METHODS) {
    const kind = `${m.spec.verb} ${m.spec.auth} ${m.spec.body?.kind ?? 'json'}`
    if (!firstOfKind.has(kind)) firstOfKind.set(kind, m.path)
  }
  return new Set(firstOfKind.values())
})()
const IDENTITIES: Identity[] = ['anonymous', 'user (Bearer)', 'company (Bearer)', 'user (cookie)']

/** Whether the method reads a body from this identity (the cookie identity repeats the Bearer one: whole bodies only). */
function letsIn({ spec }: ResolvedMethod, identity: Identity): boolean {
  if (identity === 'anonymous') return spec.auth === 'anonymous'
  if (identity === 'operator (console cookie)') return spec.auth === 'operator'
  if (identity === 'user (Bearer)') return spec.auth === 'user' || spec.auth === 'signedIn'
  if (identity === 'company (Bearer)') return spec.auth === 'company' || spec.auth === 'signedIn'
  return false
}

oncePerRun.each(METHODS.map((m) => [m.path, m] as const))('%s', (_path, method) => {
  // Every field's garbage from each identity the method lets in; whole-body garbage from every identity. An identity
  // the method refuses is refused before its body is read (the dispatcher settles the caller first), so field by field
  // it would repeat one refusal. Anonymous methods never see the session, so one signed-in identity shows that.
  const signedInMethod = method.spec.auth !== 'anonymous'
  // The console's methods: garbage from a stranger and from its own operator (learners' sessions never reach it).
  const identities: Identity[] =
    method.spec.auth === 'operator'
      ? ['anonymous', 'operator (console cookie)']
      : signedInMethod
        ? IDENTITIES
        : IDENTITIES.slice(0, 2)
  const depthFor = (identity: Identity) => (letsIn(method, identity) ? 'full' : 'whole')

  it.each(identities)('answers garbage from %s with the envelope, never a 5xx', async (identity) => {
    stats.methods += identity === 'anonymous' ? 1 : 0
    const auth = await signedIn(identity, method)
    const problems: string[] = []
    for (const [label, init] of casesFor(method, depthFor(identity))) {
      const answer = await call(init.path, { ...auth, ...init })
      stats.requests += 1
      if (answer.status >= 500) stats.fiveHundreds += 1
      const problem = envelopeProblem(answer)
      if (problem) problems.push(`${label}: ${problem} — ${JSON.stringify(answer.body).slice(0, 200)}`)
    }
    expect(problems).toEqual([])
  })
})

/** The identity a method is for, so its body is read (a stranger's is refused before that). */
const identityFor = (m: ResolvedMethod): Identity =>
  m.spec.auth === 'company'
    ? 'company (Bearer)'
    : m.spec.auth === 'anonymous'
      ? 'anonymous'
      : m.spec.auth === 'operator'
        ? 'operator (console cookie)'
        : 'user (Bearer)'
// Methods whose body is JSON: not uploads (multipart) nor streamed files, whose input is the query string.
const JSON_BODY_METHODS = METHODS.filter(
  (m) => m.spec.verb !== 'GET' && m.spec.verb !== 'DELETE' && m.spec.body === undefined,
)

oncePerRun('half a surrogate pair in any body field (L1)', () => {
  it.each(JSON_BODY_METHODS.map((m) => [m.path, m] as const))(
    '%s answers 400 naming the field',
    async (_path, method) => {
      const auth = await signedIn(identityFor(method), method)
      const base = validBase(method.spec)
      const fields = [...fieldsOf(method.spec).map((f) => f.name), 'unexpected']
      const problems: string[] = []
      const check = async (label: string, raw: string) => {
        const answer = await call(method.path, { ...auth, method: method.spec.verb, raw })
        const message = answer.body?.error?.message ?? ''
        if (answer.status !== 400 || !/包含无法识别的字符$/.test(message))
          problems.push(`${label}: HTTP ${answer.status} ${message}`)
      }
      for (const field of fields)
        for (const [label, json] of ILL_FORMED_JSON)
          await check(`${field}: ${label}`, bodyWith(base, field, new RawJson(json)))
      const rest = JSON.stringify(base).slice(1)
      await check('in a key', `{"a\\udc00b":1${rest === '}' ? '' : ','}${rest}`)
      expect(problems).toEqual([])
    },
  )
})

oncePerRun('unknown request methods on the Node server (L2)', () => {
  const rules = securityHeaders({ production: false }).map((rule) => buildCustomRoute('header', rule)) as HeaderRule[]
  let server: http.Server
  let port = 0
  beforeAll(async () => {
    installUnknownMethodGuard(rules)
    // What reaches the app is a failure here: every unknown method must be answered before it.
    server = http.createServer((_req, res) => res.writeHead(500).end('reached the app'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const PAGES = [
    '/',
    '/course/1',
    '/searchlist?name=x',
    '/robots.txt',
    '/sitemap.xml',
    '/theme.css',
    '/favicon.ico',
    '/storage/tenants/demo/logo.png',
    '/storage/%ZZ',
    '/_next/static/x.js',
    '/api/nope',
  ]

  it('answers every API method and page path with 405, the security headers, and the envelope under /api', async () => {
    const problems: string[] = []
    for (const target of [...METHODS.map((m) => m.path), ...PAGES]) {
      for (const verb of UNKNOWN_VERBS_RAW) {
        const answer = await rawRequest(port, verb, target)
        const h = answer.headers
        if (answer.status !== 405) problems.push(`${verb} ${target}: HTTP ${answer.status}`)
        if (h['x-content-type-options'] !== 'nosniff' || h['x-frame-options'] !== 'DENY' || !h['referrer-policy'])
          problems.push(`${verb} ${target}: no security headers`)
        if (target.startsWith('/api/')) {
          const problem = envelopeProblem({
            status: answer.status,
            body: JSON.parse(answer.body || 'null'),
            headers: new Headers(),
            setCookie: null,
          })
          if (problem) problems.push(`${verb} ${target}: ${problem}`)
        }
      }
    }
    const connect = await rawRequest(port, 'CONNECT', 'demo.localhost:443')
    if (connect.status !== 405) problems.push(`CONNECT: HTTP ${connect.status}`)
    expect(problems).toEqual([])
  })
})
