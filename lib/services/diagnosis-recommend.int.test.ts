// The diagnosis report's recommended courses (PGlite, or PostgreSQL with TEST_DATABASE_URL): every seeded dimension
// finds courses of its tenant, and a report recommends for its weakest dimension first, then the next (issue 27).
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { coursesForTags } from '@/lib/db/queries/diagnosis'
import { diagnosisDimensions, diagnosisInstruments } from '@/lib/db/schema'
import { SEED_DIAGNOSIS } from '@/lib/seed/diagnosis-data'
import { call, post } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const D = '/api/services/app/Diagnosis'
const PROFILE = { position: '车间主任', industry: '制造业', years: '3-5年', companySize: '100-499人' }
const KEYS = 'ABCDEFGH'

interface Question {
  id: number
  dimensionId: number
  kind: 'likert' | 'single' | 'multi'
  text: string
}
interface Instrument {
  id: number
  title: string
  dimensions: { id: number; name: string }[]
  questions: Question[]
}
interface Learner {
  host: string
  slug: string
  bearer: string
  tenantId: number
  userId: number
}

async function learner(slug: string, phone: string, password: string): Promise<Learner> {
  const host = `${slug}.localhost`
  const res = await post(
    '/api/TokenAuth/Authenticate',
    { userNameOrEmailAddress: phone, password, ispassword: true },
    { host },
  )
  expect(res.status).toBe(200)
  const bearer = res.body.result.accessToken as string
  expect((await post(`${D}/SaveProfile`, PROFILE, { bearer, host })).status).toBe(200)
  const tenantId = db.seeded.tenants.find((t) => t.slug === slug)!.id
  return { host, slug, bearer, tenantId, userId: res.body.result.userId }
}

/** The answer scoring a question's most (or least), from the seeded scores the browser never sees. */
function answer(slug: string, q: Question, best: boolean): unknown {
  const seeded = SEED_DIAGNOSIS[slug]
    .flatMap((i) => i.dimensions.flatMap((d) => d.questions))
    .find((s) => s.text === q.text)!
  if (q.kind === 'likert') return best === !seeded.reverse ? 5 : 1
  const scored = seeded.options!.map(([, score], k) => ({ key: KEYS[k], score }))
  const sorted = [...scored].sort((a, b) => a.score - b.score)
  if (q.kind === 'single') return (best ? sorted.at(-1)! : sorted[0]).key
  return best ? scored.filter((o) => o.score > 0).map((o) => o.key) : [sorted[0].key]
}

/** Submits the instrument with `weakest` answered at its worst and every other dimension at its best. */
async function reportWithWeakest(who: Learner, inst: Instrument, weakest: number) {
  const answers = Object.fromEntries(inst.questions.map((q) => [q.id, answer(who.slug, q, q.dimensionId !== weakest)]))
  const submitted = await post(`${D}/Submit`, { id: inst.id, answers }, { bearer: who.bearer, host: who.host })
  expect(submitted.status).toBe(200)
  const report = await call(`${D}/GetReport?id=${submitted.body.result.reportId}`, {
    bearer: who.bearer,
    host: who.host,
  })
  return report.body.result as {
    improvements: string[]
    recommendedCourses: { id: number; title: string; dimension: string }[]
  }
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-recommend-${process.pid}`)
  db = await createSeededTestDatabase()
}, 120_000)
afterAll(() => db.cleanup())

it('finds at least two published courses of its tenant for every seeded dimension', async () => {
  const dimensions = await db.db
    .select({
      tenantId: diagnosisDimensions.tenantId,
      instrument: diagnosisInstruments.title,
      name: diagnosisDimensions.name,
      tags: diagnosisDimensions.courseTags,
    })
    .from(diagnosisDimensions)
    .innerJoin(
      diagnosisInstruments,
      and(
        eq(diagnosisInstruments.tenantId, diagnosisDimensions.tenantId),
        eq(diagnosisInstruments.id, diagnosisDimensions.instrumentId),
      ),
    )
  // demo's two instruments (5 + 4) and acme's (3).
  expect(dimensions).toHaveLength(12)
  const found = await Promise.all(
    dimensions.map(async (d) => {
      const courses = await coursesForTags(db.db, { tenantId: d.tenantId, individualId: 0, tags: d.tags, limit: 50 })
      return `${d.instrument}/${d.name}: ${courses.length >= 2 ? 'ok' : courses.map((c) => c.title).join('、') || '—'}`
    }),
  )
  expect(found).toEqual(dimensions.map((d) => `${d.instrument}/${d.name}: ok`))
})

it.each([
  ['demo', '管理能力诊断', '13800000001', 'Qihang2026'],
  ['demo', '数字化素养自评', '13800000002', 'Qihang2026'],
  ['acme', '安全生产意识自评', '13800000001', 'Acme2026x'],
])('recommends for the weakest dimension first, whichever it is (%s %s)', async (slug, title, phone, password) => {
  const who = await learner(slug, phone, password)
  const list = (await call(`${D}/GetInstruments`, { bearer: who.bearer, host: who.host })).body.result
  const { id } = list.find((i: { title: string }) => i.title === title)
  const inst = (await call(`${D}/GetInstrument?id=${id}`, { bearer: who.bearer, host: who.host })).body
    .result as Instrument
  const tags = await db.db
    .select({ id: diagnosisDimensions.id, tags: diagnosisDimensions.courseTags })
    .from(diagnosisDimensions)
    .where(and(eq(diagnosisDimensions.tenantId, who.tenantId), eq(diagnosisDimensions.instrumentId, id)))

  for (const weakest of inst.dimensions) {
    const report = await reportWithWeakest(who, inst, weakest.id)
    expect(report.improvements[0]).toBe(weakest.name)
    const [first] = report.recommendedCourses
    expect(first?.dimension).toBe(weakest.name)
    const fitting = await coursesForTags(db.db, {
      tenantId: who.tenantId,
      individualId: who.userId,
      tags: tags.find((t) => t.id === weakest.id)!.tags,
      limit: 50,
    })
    expect(fitting.map((c) => c.id)).toContain(first.id)
    // Grouped from the weakest area up, each course once.
    const order = report.recommendedCourses.map((c) => report.improvements.indexOf(c.dimension))
    expect(order.every((n, i) => n >= 0 && (i === 0 || n >= order[i - 1]))).toBe(true)
    expect(new Set(report.recommendedCourses.map((c) => c.id)).size).toBe(report.recommendedCourses.length)
  }
})
