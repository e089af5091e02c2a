// What one CourseLearn/Heartbeat costs the database (issue 26): every statement of the request is counted through
// drizzle's logger on the test's own database (PGlite, or PostgreSQL with TEST_DATABASE_URL). The tenant's site is
// remembered as 'use cache' does in the server. A beat is a read and one conditional write — no BEGIN or COMMIT, the
// write applies whole or not at all —, whatever the course's length; overlapping beats of one learner credit a
// stretch once (the loser retries in a transaction, under the player's lock).
import { and, eq } from 'drizzle-orm'
import { createSession } from '@/lib/auth/sessions'
import { installDbHandle, type Db } from '@/lib/db/client'
import * as schema from '@/lib/db/schema'
import { courses, individuals, learningIntervals, lessonProgress, lessons } from '@/lib/db/schema'
import { post } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { fakeDateOnly } from '@/tests/fake-date'

jest.mock('@/lib/services/tenant-site', () => jest.requireActual('@/tests/tenant-site-memo'))

let db: SeededTestDatabase
let token = ''
let tenantId = 0
let learnerId = 0
let course = { id: 0, lessons: [] as number[] }
let t = Date.now()
const api = (m: string) => `/api/services/app/${m}`
const tick = (seconds: number) => jest.setSystemTime((t += seconds * 1000))

/** Statements as drizzle sends them, each marked with whether it ran inside a transaction; BEGIN/COMMIT apart. */
const log: { sql: string; inTransaction: boolean }[] = []
let depth = 0
let transactions = 0
const ENVELOPE = /^\s*(begin|commit|rollback)\b/i
const statements = () => log.filter((s) => !ENVELOPE.test(s.sql))

/** The test database's connection, behind a drizzle that logs every statement and counts transactions. */
async function countingDb(handle: SeededTestDatabase): Promise<Db> {
  const logger = { logQuery: (sql: string) => void log.push({ sql, inTransaction: depth > 0 }) }
  const client = (handle.db as unknown as { $client: never }).$client
  const counted = (handle.driver === 'pglite'
    ? (await import('drizzle-orm/pglite')).drizzle(client, { schema, logger })
    : (await import('drizzle-orm/node-postgres')).drizzle(client, { schema, logger })) as unknown as Db
  const transaction = counted.transaction.bind(counted)
  counted.transaction = ((run, config) => {
    transactions += 1
    return transaction(async (tx) => {
      depth += 1
      try {
        return await run(tx)
      } finally {
        depth -= 1
      }
    }, config)
  }) as Db['transaction']
  return counted
}

async function measured<T>(send: () => Promise<T>) {
  log.length = 0
  transactions = 0
  const answer = await send()
  return { answer, total: statements().length, inTransaction: statements().filter((s) => s.inTransaction).length }
}

beforeAll(async () => {
  db = await createSeededTestDatabase()
  tenantId = db.seeded.tenants.find((x) => x.slug === 'demo')!.id
  const [learner] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, '13800000001')))
  learnerId = learner.id
  token = (await createSession(db.db, { tenantId, kind: 'user', accountId: learnerId, userAgent: 'statements' })).token
  const free = await db.db
    .select()
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.isPublished, true), eq(courses.priceCents, 0)))
  for (const c of free) {
    const ls = await db.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, c.id)))
    if (ls.length > course.lessons.length) course = { id: c.id, lessons: ls.map((l) => l.id).sort((a, b) => a - b) }
  }
  expect(course.lessons.length).toBeGreaterThanOrEqual(3) // the count must not grow with the outline
  await db.db
    .update(lessons)
    .set({ durationSeconds: 600 })
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, course.id)))
  installDbHandle({ ...db, db: await countingDb(db) })
  fakeDateOnly()
  jest.setSystemTime(t)
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(async () => {
  jest.useRealTimers()
  await db.cleanup()
})

async function startPlay(lessonId: number): Promise<string> {
  const res = await post(api('CourseLearn/StartPlay'), { courseId: course.id, lessonId }, { bearer: token })
  expect(res.status).toBe(200)
  return res.body.result.playToken
}

const beat = (lessonId: number, playToken: string, seq: number, position: number) =>
  post(
    api('CourseLearn/Heartbeat'),
    { courseId: course.id, lessonId, playToken, seq, position, playing: true },
    { bearer: token },
  )

it('a heartbeat is a read and a write: three statements for the whole request, no transaction', async () => {
  expect((await post(api('FrontCourse/JoinCourse'), { courseId: course.id }, { bearer: token })).status).toBe(200)
  const lessonId = course.lessons[0]
  const playToken = await startPlay(lessonId)
  for (let seq = 1; seq <= 2; seq++) {
    tick(10)
    const { answer, inTransaction } = await measured(() => beat(lessonId, playToken, seq, seq * 10))
    expect(answer.status).toBe(200)
    expect(answer.body.result).toMatchObject({ accepted: true, creditedSeconds: 10, coveredSeconds: seq * 10 })
    expect(transactions).toBe(0)
    expect(inTransaction).toBe(0)
    expect(log).toHaveLength(3) // the session's look-up, the read, the write: no BEGIN, no COMMIT
  }
  const replayed = await measured(() => beat(lessonId, playToken, 2, 20))
  expect(replayed.answer.body.result).toMatchObject({ accepted: false, creditedSeconds: 0, coveredSeconds: 20 })
  expect(replayed.total).toBe(2) // a replay is read and answered, nothing written
})

it('a refused beat costs no more than an accepted one', async () => {
  const other = course.lessons[1]
  const playToken = await startPlay(other)
  tick(10)
  const superseded = await measured(() => beat(course.lessons[2], playToken, 1, 10))
  expect(superseded.answer.status).toBe(409)
  expect(superseded.total).toBeLessThanOrEqual(2)
})

it('overlapping beats of one learner credit a stretch once', async () => {
  const lessonId = course.lessons[2]
  const playToken = await startPlay(lessonId)
  tick(10)
  const answers = await Promise.all([beat(lessonId, playToken, 1, 10), beat(lessonId, playToken, 2, 10)])
  expect(answers.map((a) => a.status)).toEqual([200, 200])
  const credited = answers.reduce((sum, a) => sum + a.body.result.creditedSeconds, 0)
  expect(credited).toBe(10)
  const [progress] = await db.db
    .select()
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.tenantId, tenantId),
        eq(lessonProgress.individualId, learnerId),
        eq(lessonProgress.lessonId, lessonId),
      ),
    )
  expect(progress.coveredMs).toBe(10_000)
  const intervals = await db.db
    .select()
    .from(learningIntervals)
    .where(and(eq(learningIntervals.tenantId, tenantId), eq(learningIntervals.lessonId, lessonId)))
  expect(intervals.reduce((sum, i) => sum + i.newMs, 0)).toBe(10_000)
})
