// Every console method against every role, from the registry (issue 28, Deliver 6): the server refuses the roles a
// method does not name with 403 and lets the others through to their input check — and no console session opens
// anything on another tenant's host, nor a learner's anything on the console. New console methods are covered as they
// are registered (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/contract/operator-roles'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { insertOperator } from '@/lib/db/queries/operators'
import { getTenantBySlug } from '@/lib/db/queries/tenants'
import { createSession, sessionCookie } from '@/lib/auth/sessions'
import { getIndividualByPhone } from '@/lib/db/queries/accounts'
import { call, cookieOf, type Answer, type CallInit } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { listMethods, type ResolvedMethod } from './registry'

jest.mock('@/lib/services/tenant-site', () => jest.requireActual('@/tests/tenant-site-memo'))

let db: SeededTestDatabase
const tenantIds: Record<string, number> = {}
/** One operator per role on demo and on the platform, made directly (no initial password to replace). */
const operatorIds: Record<string, number> = {}

const CONSOLE_METHODS = listMethods().filter((m) => m.spec.auth === 'operator')
const REFUSALS = [
  '当前角色无权进行此操作',
  '仅平台管理员可以进行此操作',
  '平台后台不提供此功能，请到机构的管理后台操作',
]

const hostOf = (m: ResolvedMethod) => (m.spec.scope === 'platform' ? 'platform' : 'demo')

/** A fresh session per call: a Logout or a password change must not end the next call's session. */
async function asOperator(slug: string, role: OperatorRole, host = slug): Promise<CallInit> {
  const tenantId = tenantIds[slug]
  const token = await createOperatorSession(db.db, {
    tenantId,
    operatorId: operatorIds[`${slug}:${role}`],
    ip: '',
    userAgent: 'roles',
  })
  return {
    cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)),
    host: `${host}.localhost`,
    origin: `http://${host}.localhost`,
  }
}
const send = (m: ResolvedMethod, init: CallInit): Promise<Answer> =>
  call(m.path, { ...init, method: m.spec.verb, ...(m.spec.verb === 'GET' ? {} : { body: {} }) })

beforeAll(async () => {
  db = await createSeededTestDatabase()
  for (const slug of ['demo', 'acme', 'platform']) tenantIds[slug] = (await getTenantBySlug(db.db, { slug }))!.id
  for (const slug of ['demo', 'platform'])
    for (const role of OPERATOR_ROLES) {
      const { id } = await insertOperator(db.db, {
        tenantId: tenantIds[slug],
        loginName: `role_${role}`,
        name: `角色${role}`,
        phone: '13300000999',
        role,
        passwordHash: 'not-a-hash',
        mustChangePassword: false,
      })
      operatorIds[`${slug}:${role}`] = id
    }
}, 180_000)
afterAll(() => db.cleanup())

describe.each(CONSOLE_METHODS.map((m) => [m.path, m] as const))('%s', (_path, method) => {
  it.each([...OPERATOR_ROLES])(
    'as %s: refused with 403 exactly when the method does not name the role',
    async (role) => {
      const answer = await send(method, await asOperator(hostOf(method), role))
      expect(answer.status).toBeLessThan(500)
      const refused = answer.status === 403 && REFUSALS.includes(answer.body.error?.message)
      expect(refused).toBe(!method.spec.roles!.includes(role))
    },
  )

  it('opens nothing with a session of another tenant, of the other console, or of a learner', async () => {
    const own = hostOf(method)
    const elsewhere = own === 'platform' ? 'demo' : 'acme'
    // The session is looked up within the host's tenant: another tenant's cookie is nobody there.
    const crossed = await send(method, await asOperator(own, 'admin', elsewhere))
    expect([crossed.status, crossed.body.error?.message]).toEqual([401, '登录已失效，请重新登录'])
    const learner = (await getIndividualByPhone(db.db, { tenantId: tenantIds.demo, phone: '13800000001' }))!
    const { token } = await createSession(db.db, {
      tenantId: tenantIds.demo,
      kind: 'user',
      accountId: learner.id,
      userAgent: 'roles',
    })
    const asLearner = await send(method, {
      cookie: cookieOf(await sessionCookie(token)),
      bearer: token,
      host: 'demo.localhost',
      origin: 'http://demo.localhost',
    })
    expect(asLearner.status).toBe(401)
  })
})

it('covers the console: every operator method names its roles', () => {
  expect(CONSOLE_METHODS.length).toBeGreaterThanOrEqual(15)
  for (const m of CONSOLE_METHODS) expect(m.spec.roles?.length).toBeGreaterThan(0)
})
