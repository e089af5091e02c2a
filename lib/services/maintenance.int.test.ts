// The hourly purge (lib/services/maintenance.ts) on the seeded database: what is long over goes, on every tenant; what
// is live or just ended stays — a signed-in learner notices nothing.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { captchaChallenges, rateLimits, sessions, smsCodes, tenants } from '@/lib/db/schema'
import { call } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { userToken } from '@/tests/sign-in'
import { purgeExpired } from './maintenance'

let database: SeededTestDatabase
const DAY = 86_400_000
const now = new Date()
const ago = (days: number) => new Date(now.getTime() - days * DAY)
const hash = (s: string) => createHash('sha256').update(s).digest('hex')

beforeAll(async () => {
  database = await createSeededTestDatabase()
}, 60_000)
afterAll(() => database.cleanup())

test('expired rows of every tenant go; live and recently ended ones stay, and a signed-in learner stays signed in', async () => {
  const { db } = database
  const bearer = await userToken('13800000001')
  const ids = (await db.select({ id: tenants.id, slug: tenants.slug }).from(tenants)).filter((t) =>
    ['demo', 'acme'].includes(t.slug),
  )
  expect(ids).toHaveLength(2)
  for (const { id: tenantId, slug } of ids) {
    const session = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      tenantId,
      tokenHash: hash(`${slug}-${name}`),
      accountKind: 'user' as const,
      accountId: 1,
      expiresAt,
      revokedAt,
    })
    await db
      .insert(sessions)
      .values([
        session('ran-out-long-ago', ago(8)),
        session('revoked-long-ago', ago(-20), ago(9)),
        session('ran-out-yesterday', ago(1)),
        session('revoked-today', ago(-20), ago(0.1)),
      ])
    const code = (phone: string, expiresAt: Date) => ({
      tenantId,
      phone,
      purpose: 'login',
      codeHash: hash(phone),
      expiresAt,
    })
    await db.insert(smsCodes).values([code('13900000001', ago(1 / 24)), code('13900000002', ago(-1 / 288))])
    await db
      .insert(captchaChallenges)
      .values({ tenantId, idHash: hash(`${slug}-c`), answerHash: 'x', expiresAt: ago(1) })
  }
  await db.insert(rateLimits).values([
    { key: 'purge-test:gone', points: 3, expire: ago(1 / 24) },
    { key: 'purge-test:live', points: 3, expire: ago(-1 / 24) },
  ])

  const purged = await purgeExpired(now)

  expect(purged).toMatchObject({ sessions: 4, smsCodes: 2, captchas: 2, rateLimits: expect.any(Number) })
  expect(purged.tenants).toBeGreaterThanOrEqual(2)
  const left = await db.select({ key: rateLimits.key }).from(rateLimits)
  expect(left.map((r) => r.key)).toContain('purge-test:live')
  expect(left.map((r) => r.key)).not.toContain('purge-test:gone')
  for (const { id: tenantId, slug } of ids) {
    const kept = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.tenantId, tenantId))
    const keptHashes = kept.map((r) => r.tokenHash)
    expect(keptHashes).toEqual(
      expect.arrayContaining([hash(`${slug}-ran-out-yesterday`), hash(`${slug}-revoked-today`)]),
    )
    expect(keptHashes).not.toContain(hash(`${slug}-ran-out-long-ago`))
    expect(keptHashes).not.toContain(hash(`${slug}-revoked-long-ago`))
    const codes = await db.select({ phone: smsCodes.phone }).from(smsCodes).where(eq(smsCodes.tenantId, tenantId))
    expect(codes.map((c) => c.phone)).toEqual(['13900000002'])
  }
  const info = await call('/api/services/app/FrontUser/GetUserBasicInfo', { bearer })
  expect(info.status).toBe(200)
  expect(info.body.success).toBe(true)

  // A second run finds nothing more: the job may run again (a retry, a late tick) without harm.
  expect(await purgeExpired(now)).toMatchObject({ sessions: 0, smsCodes: 0, captchas: 0 })
}, 60_000)
