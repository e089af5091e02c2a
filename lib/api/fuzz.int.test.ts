// Every registered method through the real dispatcher with typed garbage, anonymously and signed in: never a 5xx,
// always the ABP envelope with a Chinese message. Methods and fields come from the registry, so new ones are covered.
import os from 'node:os'
import path from 'node:path'
import { createSession } from '@/lib/auth/sessions'
import { sessionCookie } from '@/lib/auth/sessions'
import { getCompanyByLoginName, getIndividualByPhone } from '@/lib/db/queries/accounts'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { call, cookieOf, type CallInit } from '@/tests/api-client'
import { bodyCases, bodyWith, envelopeProblem, fieldsOf, garbageFor, LIGHT_BODY_CASES, QUERY_CASES, QUERY_GARBAGE, validBase } from '@/tests/fuzz-inputs'
import { listMethods, type ResolvedMethod } from './registry'

let db: SeededTestDatabase
let demoId: number
const stats = { methods: 0, requests: 0, fiveHundreds: 0 }

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-fuzz-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = (db.seeded).tenants.find((t) => t.slug === 'demo')!.id
}, 120_000)
afterAll(async () => {
  console.info(`[fuzz] ${stats.methods} methods, ${stats.requests} requests, ${stats.fiveHundreds} answers ≥ 500`)
  await db.cleanup()
})

type Identity = 'anonymous' | 'user (Bearer)' | 'company (Bearer)' | 'user (cookie)'

/** Headers of a fresh session per method: a fuzzed Logout or ChangeUserPsw must not end the next method's session. */
async function signedIn(identity: Identity): Promise<CallInit> {
  if (identity === 'anonymous') return {}
  const account =
    identity === 'company (Bearer)'
      ? { kind: 'company' as const, row: (await getCompanyByLoginName(db.db, { tenantId: demoId, loginName: 'qihang_hr' }))! }
      : { kind: 'user' as const, row: (await getIndividualByPhone(db.db, { tenantId: demoId, phone: '13800000001' }))! }
  const { token } = await createSession(db.db, { tenantId: demoId, kind: account.kind, accountId: account.row.id, userAgent: 'fuzz' })
  if (identity !== 'user (cookie)') return { bearer: token }
  // A browser's cookie write carries the page's origin.
  return { cookie: cookieOf(await sessionCookie(token)), origin: 'http://demo.localhost' }
}

/**
 * Every request of one method for one identity: field by field (`full` only), then whole bodies or queries, then the
 * wrong verb.
 */
function casesFor({ path: p, spec }: ResolvedMethod, depth: 'full' | 'whole'): Array<[string, CallInit & { path: string }]> {
  const base = validBase(spec)
  const fields = fieldsOf(spec)
  const out: Array<[string, CallInit & { path: string }]> = []
  if (spec.verb === 'GET') {
    const query = (extra: Record<string, string>) =>
      Object.entries({ ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, encodeURIComponent(String(v))])), ...extra })
        .map(([k, v]) => `${k}=${v}`)
        .join('&')
    out.push(['valid base', { path: `${p}?${query({})}` }])
    if (depth === 'full') for (const f of fields) for (const g of QUERY_GARBAGE) out.push([`${f.name}=${g.slice(0, 20)}`, { path: `${p}?${query({ [f.name]: g })}` }])
    if (depth === 'full') for (const q of QUERY_CASES) out.push([`query ${q.slice(0, 20)}`, { path: `${p}?${q}` }])
    out.push(['wrong verb', { path: p, method: 'POST', body: base }])
    return out
  }
  out.push(['valid base', { path: p, body: base }])
  for (const f of depth === 'full' ? (fields.length ? fields : [{ name: 'unexpected', types: ['unknown' as const] }]) : []) {
    for (const [label, value] of garbageFor(f)) out.push([`${f.name}: ${label}`, { path: p, method: 'POST', raw: bodyWith(base, f.name, value) }])
  }
  for (const [label, init] of bodyCases(base)) {
    if (depth === 'full' || LIGHT_BODY_CASES.has(label)) out.push([label, { path: p, method: 'POST', ...init }])
  }
  out.push(['wrong verb', { path: p, method: 'GET' }])
  return out
}

const METHODS = listMethods()
const IDENTITIES: Identity[] = ['anonymous', 'user (Bearer)', 'company (Bearer)', 'user (cookie)']

describe.each(METHODS.map((m) => [m.path, m] as const))('%s', (_path, method) => {
  // Every field's garbage once from the identity the method is for, and from anonymous; whole-body garbage from every
  // identity. Anonymous methods never see the session, so one signed-in identity shows that.
  const signedInMethod = method.spec.auth !== 'anonymous'
  const identities = signedInMethod ? IDENTITIES : IDENTITIES.slice(0, 2)
  const depthFor = (identity: Identity) => (identity === 'anonymous' || (signedInMethod && identity !== 'user (cookie)') ? 'full' : 'whole')

  it.each(identities)('answers garbage from %s with the envelope, never a 5xx', async (identity) => {
    stats.methods += identity === 'anonymous' ? 1 : 0
    const auth = await signedIn(identity)
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
