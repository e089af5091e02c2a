// The coupon suites' shared ground — coupon.int.test.ts (holding and redeeming codes) and coupon-vouchers.int.test.ts
// (course vouchers as a way into a paid course): each file's own seeded database through the real dispatcher (PGlite,
// or PostgreSQL with TEST_DATABASE_URL), the demo courses by name, sessions, and the calls and checks both use.
import os from 'node:os'
import path from 'node:path'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { createSession } from '@/lib/auth/sessions'
import { findOrCreateIndividual } from '@/lib/db/queries/accounts'
import { couponTemplates, courses, enrolments, individuals, userCoupons } from '@/lib/db/schema'
import { call, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

export let db: SeededTestDatabase
export const ids = { demo: 0, acme: 0 }
export const course: Record<string, number> = {}
export const tokens: Record<string, string> = {}
export const C = '/api/services/app/Coupon'
const JOIN = '/api/services/app/FrontCourse/JoinCourse'
const STATE = '/api/services/app/CourseLearn/GetLearnState'
export const ACME = 'acme.localhost'

let seq = 0
export const idOf = new Map<string, number>()
async function sessionFor(tenantId: number, id: number) {
  const { token } = await createSession(db.db, { tenantId, kind: 'user', accountId: id, userAgent: 'coupon-test' })
  idOf.set(token, id)
  return token
}
/** A new individual of the tenant with a session: holds no coupon yet. */
export async function learner(host = 'demo.localhost') {
  const tenantId = host === ACME ? ids.acme : ids.demo
  seq += 1
  const u = await findOrCreateIndividual(db.db, {
    tenantId,
    phone: `1360000${String(seq).padStart(4, '0')}`,
    nickname: `券测${seq}`,
  })
  return sessionFor(tenantId, u.id)
}
export async function sessionOf(phone: string, tenantId = ids.demo) {
  const [u] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, phone)))
  return sessionFor(tenantId, u.id)
}
export const redeem = (bearer: string, code: unknown, init: { host?: string; ip?: string } = {}) =>
  post(`${C}/Redeem`, { code }, { bearer, ...init })
export const mine = (bearer: string, query = '', host?: string) => call(`${C}/GetMyCoupons${query}`, { bearer, host })
export const join = (bearer: string, courseId: number) => post(JOIN, { courseId }, { bearer })
export const learnState = async (bearer: string, courseId: number) =>
  (await call(`${STATE}?courseId=${courseId}`, { bearer })).body.result
export const refused = (res: Answer, status: number, message: string | RegExp) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (typeof message === 'string') expect(res.body.error.message).toBe(message)
  else expect(res.body.error.message).toMatch(message)
}
export async function enrolment(token: string, courseId: number) {
  const [row] = await db.db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.tenantId, ids.demo),
        eq(enrolments.individualId, idOf.get(token)!),
        eq(enrolments.courseId, courseId),
      ),
    )
  return row ?? null
}
export const usedCoupons = (token: string) =>
  db.db
    .select()
    .from(userCoupons)
    .where(
      and(
        eq(userCoupons.tenantId, ids.demo),
        eq(userCoupons.individualId, idOf.get(token)!),
        isNotNull(userCoupons.usedAt),
      ),
    )

/** A 折扣券 for the learner: 满 minSpend 减 amountOff (fen), usable for 30 days. */
export async function giveDiscount(bearer: string, amountOffCents: number, minSpendCents = 0) {
  const [template] = await db.db
    .insert(couponTemplates)
    .values({
      tenantId: ids.demo,
      kind: 'discount',
      title: `满${minSpendCents / 100}减${amountOffCents / 100}`,
      amountOffCents,
      minSpendCents,
      validUntil: sql`now() + interval '30 days'`,
    })
    .returning({ id: couponTemplates.id })
  const [coupon] = await db.db
    .insert(userCoupons)
    .values({
      tenantId: ids.demo,
      individualId: idOf.get(bearer)!,
      templateId: template.id,
      expiresAt: sql`now() + interval '30 days'`,
    })
    .returning({ id: userCoupons.id })
  return coupon.id
}

/**
 * Registers the test file's database: seeded, with demo's courses by name and sessions for the seeded learner 王
 * (13800000001) and the company qihang_hr; `name` keeps its stored files apart from other files'.
 */
export function withCouponDatabase(name: string) {
  beforeAll(async () => {
    process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-${name}-${process.pid}`)
    db = await createSeededTestDatabase()
    const summary = db.seeded
    ids.demo = summary.tenants.find((t) => t.slug === 'demo')!.id
    ids.acme = summary.tenants.find((t) => t.slug === 'acme')!.id
    for (const [key, title] of [
      ['python', 'Python数据分析实战入门'],
      ['sql', 'SQL数据查询与业务分析'],
      ['excel', 'Excel数据透视表从入门到精通'],
      ['powerbi', 'Power BI商业智能可视化'],
      ['free', '入职第一课：三分钟了解学习平台'],
    ]) {
      const [row] = await db.db
        .select()
        .from(courses)
        .where(and(eq(courses.tenantId, ids.demo), eq(courses.title, title)))
      course[key] = row.id
    }
    tokens.wang = await sessionOf('13800000001')
    tokens.company = (
      await post('/api/TokenAuth/AuthenticateCompany', {
        userNameOrEmailAddress: 'qihang_hr',
        password: 'Qihang2026',
        ispassword: true,
      })
    ).body.result.accessToken
  }, 120_000)
  afterAll(() => db.cleanup())
}
