// Learning through the real dispatcher on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL), on a fake
// clock: enrolment rules, and progress that only the server's own time can earn.
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { dispatch, type Target } from '@/lib/api/dispatch'
import { createSession } from '@/lib/auth/sessions'
import { companies, courses, individuals, learningIntervals, lessons } from '@/lib/db/schema'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { fakeDateOnly } from '@/tests/fake-date'

let db: SeededTestDatabase
const ids = { demo: 0, acme: 0 }
const tokens: Record<string, string> = {}
let free = { id: 0, lessons: [] as number[] } // demo, free, several lessons; lesson 1 made 60 s long
let noSkip = { id: 0, lesson: 0 }
let paid = 0
let acmeCourse = 0
let t = Date.now()

function target(p: string): Target {
  const parts = p.split('?')[0].split('/').filter(Boolean)
  return { prefix: 'app', service: parts[3], method: parts[4] }
}

async function call(
  p: string,
  {
    body,
    token,
    host = 'demo.localhost',
    method,
  }: { body?: unknown; token?: string; host?: string; method?: string } = {},
) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const verb = method ?? (body === undefined ? 'GET' : 'POST')
  const res = await dispatch(
    apiRequest(p, { host, method: verb, body: verb === 'GET' ? undefined : body, headers }),
    target(p),
  )
  return { status: res.status, body: await res.json() }
}
const api = (m: string) => `/api/services/app/${m}`
const tick = (seconds: number) => jest.setSystemTime((t += seconds * 1000))

async function courseWithLessons(tenantId: number, where: (price: number, forbid: boolean) => boolean) {
  const rows = await db.db
    .select()
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.isPublished, true)))
  for (const c of rows) {
    if (!where(c.priceCents, c.forbidSkip)) continue
    const ls = await db.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, c.id)))
    if (ls.length >= 2) return { id: c.id, lessons: ls.sort((a, b) => a.id - b.id).map((l) => l.id) }
  }
  throw new Error('no such seeded course')
}

async function setLesson(tenantId: number, lessonId: number, durationSeconds: number) {
  await db.db
    .update(lessons)
    .set({ durationSeconds, videoUrl: 'demo/media/test.mp4' })
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)))
}

async function sessionFor(tenantId: number, phone: string) {
  const [u] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, phone)))
  return (await createSession(db.db, { tenantId, kind: 'user', accountId: u.id, userAgent: 'learning-test' })).token
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-learning-${process.pid}`)
  db = await createSeededTestDatabase()
  const summary = db.seeded
  ids.demo = summary.tenants.find((x) => x.slug === 'demo')!.id
  ids.acme = summary.tenants.find((x) => x.slug === 'acme')!.id
  free = await courseWithLessons(ids.demo, (price, forbid) => price === 0 && !forbid)
  const ns = await courseWithLessons(ids.demo, (price) => price === 0)
  await db.db
    .update(courses)
    .set({ forbidSkip: true })
    .where(and(eq(courses.tenantId, ids.demo), eq(courses.id, ns.id)))
  noSkip = { id: ns.id, lesson: ns.lessons[0] }
  if (ns.id === free.id) free = await courseWithLessons(ids.demo, (price, forbid) => price === 0 && !forbid)
  paid = (await courseWithLessons(ids.demo, (price) => price > 0)).id
  acmeCourse = (await courseWithLessons(ids.acme, () => true)).id
  for (const l of [...free.lessons, noSkip.lesson]) await setLesson(ids.demo, l, 60)
  tokens.wang = await sessionFor(ids.demo, '13800000001')
  tokens.wang2 = await sessionFor(ids.demo, '13800000001')
  tokens.vip = await sessionFor(ids.demo, '13800000002')
  tokens.acme = await sessionFor(ids.acme, '13800000001')
  const [company] = await db.db.select().from(companies).where(eq(companies.tenantId, ids.demo))
  tokens.company = (
    await createSession(db.db, {
      tenantId: ids.demo,
      kind: 'company',
      accountId: company.id,
      userAgent: 'learning-test',
    })
  ).token
  fakeDateOnly()
  jest.setSystemTime(t)
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(async () => {
  jest.useRealTimers()
  await db.cleanup()
})

async function start(token: string, courseId: number, lessonId: number) {
  const res = await call(api('CourseLearn/StartPlay'), { token, body: { courseId, lessonId } })
  expect(res.status).toBe(200)
  return res.body.result as { playToken: string; positionSeconds: number }
}
const beat = (token: string, body: Record<string, unknown>) =>
  call(api('CourseLearn/Heartbeat'), { token, body: { playing: true, ...body } })

describe('enrolment', () => {
  it('refuses what canEnrol refuses, in Chinese, and joins once', async () => {
    const visitor = await call(api(`CourseLearn/GetLearnState?courseId=${free.id}`))
    expect(visitor.body.result.access).toBe('visitor')
    expect(
      visitor.body.result.lessons
        .filter((l: { videoUrl: string | null }) => l.videoUrl)
        .every((l: { isFreePreview: boolean }) => l.isFreePreview),
    ).toBe(true)

    expect(
      (
        await call(api('CourseLearn/StartPlay'), {
          token: tokens.wang,
          body: { courseId: free.id, lessonId: free.lessons[0] },
        })
      ).body.error.message,
    ).toBe('请先加入学习该课程')
    const refused = await call(api('FrontCourse/JoinCourse'), { token: tokens.wang, body: { courseId: paid } })
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('该课程为企业VIP专享')
    expect(
      (await call(api(`CourseLearn/GetLearnState?courseId=${paid}`), { token: tokens.wang })).body.result,
    ).toMatchObject({ access: 'refused', reason: '该课程需购买后学习' })
    expect(
      (await call(api('FrontCourse/JoinCourse'), { token: tokens.company, body: { courseId: free.id } })).status,
    ).toBe(403)
    expect((await call(api('FrontCourse/JoinCourse'), { body: { courseId: free.id } })).status).toBe(401)

    const vip = await call(api('FrontCourse/JoinCourse'), { token: tokens.vip, body: { courseId: paid } })
    expect(vip.status).toBe(200)
    expect(vip.body.result.access).toBe('enrolled')

    const [{ learnerCount: before }] = await db.db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, ids.demo), eq(courses.id, free.id)))
    for (let i = 0; i < 2; i++)
      expect(
        (await call(api('FrontCourse/JoinCourse'), { token: tokens.wang, body: { courseId: free.id } })).status,
      ).toBe(200)
    await call(api('FrontCourse/JoinCourse'), { token: tokens.wang, body: { courseId: noSkip.id } })
    const [{ learnerCount: after }] = await db.db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, ids.demo), eq(courses.id, free.id)))
    expect(after).toBe(before + 1)
    const state = (await call(api(`CourseLearn/GetLearnState?courseId=${free.id}`), { token: tokens.wang })).body.result
    expect(state.access).toBe('enrolled')
    expect(state.lessons.every((l: { videoUrl: string | null }) => l.videoUrl !== null)).toBe(true)
  })

  it('keeps other tenants and unpublished courses out', async () => {
    expect((await call(api(`CourseLearn/GetLearnState?courseId=${acmeCourse}`), { token: tokens.wang })).status).toBe(
      404,
    )
    expect(
      (await call(api('FrontCourse/JoinCourse'), { token: tokens.wang, body: { courseId: acmeCourse } })).status,
    ).toBe(404)
    await db.db
      .update(courses)
      .set({ isPublished: false })
      .where(and(eq(courses.tenantId, ids.demo), eq(courses.id, paid)))
    expect((await call(api('FrontCourse/JoinCourse'), { token: tokens.wang, body: { courseId: paid } })).status).toBe(
      404,
    )
    // Taken down is not gone for a learner who joined it before (issue 28): they keep learning it.
    const kept = await call(api(`CourseLearn/GetLearnState?courseId=${paid}`), { token: tokens.vip })
    expect(kept.body.result).toMatchObject({ access: 'enrolled' })
    await db.db
      .update(courses)
      .set({ isPublished: true })
      .where(and(eq(courses.tenantId, ids.demo), eq(courses.id, paid)))
  })
})

describe('server-verified progress', () => {
  it('a 1× player beating every 10 s completes a 60 s lesson', async () => {
    const { playToken: playerId } = await start(tokens.wang, free.id, free.lessons[0])
    let last
    for (let seq = 1; seq <= 6; seq++) {
      tick(10)
      last = (
        await beat(tokens.wang, {
          courseId: free.id,
          lessonId: free.lessons[0],
          playToken: playerId,
          seq,
          position: seq * 10,
        })
      ).body.result
      expect(last.creditedSeconds).toBe(10)
      expect(last.lessonCompleted).toBe(seq >= 6)
    }
    expect(last).toMatchObject({ coveredSeconds: 60, percent: 100, courseCompleted: false })
    const rows = await db.db.select().from(learningIntervals).where(eq(learningIntervals.tenantId, ids.demo))
    expect(rows.reduce((s, r) => s + r.newMs, 0)).toBe(60_000)
  })

  it('faster than wall time, replays and out-of-order beats earn nothing; progress never decreases', async () => {
    const lessonId = free.lessons[1]
    const { playToken: playerId } = await start(tokens.wang, free.id, lessonId)
    const b = (seq: number, position: number) =>
      beat(tokens.wang, { courseId: free.id, lessonId, playToken: playerId, seq, position })
    tick(1)
    expect((await b(1, 10)).body.result.creditedSeconds).toBe(0) // 10 s of video in 1 s of wall time: a seek
    tick(1)
    expect((await b(2, 13)).body.result.creditedSeconds).toBe(2) // at most 2× the wall time
    tick(10)
    const ok = (await b(3, 23)).body.result
    expect(ok.creditedSeconds).toBe(11) // 10 s, and the second the beat before could not earn yet
    tick(10)
    expect((await b(3, 33)).body.result).toMatchObject({ accepted: false, creditedSeconds: 0 }) // replayed
    expect((await b(2, 33)).body.result).toMatchObject({ accepted: false, creditedSeconds: 0 }) // out of order
    tick(10)
    const back = (await b(4, 13)).body.result // seeking back
    expect(back.creditedSeconds).toBe(0)
    expect(back.coveredSeconds).toBe(ok.coveredSeconds)
    tick(10)
    const rewatch = (await b(5, 23)).body.result // re-watching credited content earns nothing new
    expect(rewatch.coveredSeconds).toBeGreaterThanOrEqual(ok.coveredSeconds)
    expect(rewatch.coveredSeconds).toBeLessThanOrEqual(ok.coveredSeconds + 0.1)
  })

  it('a no-skip course credits nothing past the frontier and says where to go back to', async () => {
    const { playToken: playerId } = await start(tokens.wang, noSkip.id, noSkip.lesson)
    const b = (seq: number, position: number) =>
      beat(tokens.wang, { courseId: noSkip.id, lessonId: noSkip.lesson, playToken: playerId, seq, position })
    tick(10)
    expect((await b(1, 10)).body.result).toMatchObject({ creditedSeconds: 10, rewindTo: null })
    tick(10)
    expect((await b(2, 50)).body.result).toMatchObject({ creditedSeconds: 0, rewindTo: 10 })
    tick(10)
    expect((await b(3, 58)).body.result).toMatchObject({ creditedSeconds: 0, rewindTo: 10 })
    tick(1)
    expect((await b(4, 10)).body.result.rewindTo).toBeNull() // back at the frontier
    tick(10)
    expect((await b(5, 20)).body.result).toMatchObject({ creditedSeconds: 10, coveredSeconds: 20 })
  })

  it('one player per account: a second session takes over and the first earns nothing', async () => {
    const lessonId = free.lessons[1]
    const a = await start(tokens.wang, free.id, lessonId)
    const b = await start(tokens.wang2, free.id, lessonId)
    expect(b.positionSeconds).toBe(a.positionSeconds) // the other device resumes where the learner left off
    tick(10)
    const first = await beat(tokens.wang, {
      courseId: free.id,
      lessonId,
      playToken: a.playToken,
      seq: 1,
      position: a.positionSeconds + 10,
    })
    expect(first.status).toBe(409)
    expect(first.body.error.message).toBe('您已在其他设备继续学习')
    const second = await beat(tokens.wang2, {
      courseId: free.id,
      lessonId,
      playToken: b.playToken,
      seq: 1,
      position: b.positionSeconds + 10,
    })
    expect(second.status).toBe(200)
    const forged = await beat(tokens.wang, {
      courseId: free.id,
      lessonId,
      playToken: 'f'.repeat(32),
      seq: 2,
      position: 59,
    })
    expect(forged.status).toBe(409)
  })

  it("demo's token can neither read nor write acme's progress", async () => {
    expect(
      (
        await call(api('CourseLearn/StartPlay'), {
          host: 'acme.localhost',
          token: tokens.wang,
          body: { courseId: acmeCourse, lessonId: 1 },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await beat(tokens.acme, {
          courseId: free.id,
          lessonId: free.lessons[0],
          playToken: 'a'.repeat(32),
          seq: 1,
          position: 1,
        })
      ).status,
    ).toBe(401)
    const seen = (
      await call(api(`CourseLearn/GetLearnState?courseId=${acmeCourse}`), {
        host: 'acme.localhost',
        token: tokens.wang,
      })
    ).body.result
    expect(seen.access).toBe('visitor')
    expect((await call(api('FrontCourse/GetMyCourses'), { host: 'acme.localhost', token: tokens.wang })).status).toBe(
      401,
    )
    expect(
      (await call(api('FrontCourse/GetMyCourses'), { host: 'acme.localhost', token: tokens.acme })).body.result
        .totalCount,
    ).toBe(0)
  })

  it('My Courses lists enrolments by tab with progress', async () => {
    const learning = (await call(api('FrontCourse/GetMyCourses?state=learning'), { token: tokens.wang })).body.result
    expect(learning.items.map((c: { courseId: number }) => c.courseId).sort()).toEqual([free.id, noSkip.id].sort())
    const row = learning.items.find((c: { courseId: number }) => c.courseId === free.id)
    expect(row.percent).toBeGreaterThan(0)
    expect(row.lastLesson.id).toBe(free.lessons[1])
    expect(
      (await call(api('FrontCourse/GetMyCourses?state=completed'), { token: tokens.wang })).body.result.totalCount,
    ).toBe(0)
    expect((await call(api('FrontCourse/GetMyCourses?state=done'), { token: tokens.wang })).status).toBe(400)
  })
})
