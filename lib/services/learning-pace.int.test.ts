// 2× play through the real dispatcher on a fake clock: CourseLearn/Heartbeat credits all of it even when the beats
// reach the server unevenly, never more than twice the wall time, and never sends a no-skip learner back.
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { createSession } from '@/lib/auth/sessions'
import { courses, individuals, lessons } from '@/lib/db/schema'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { post } from '@/tests/api-client'
import { fakeDateOnly } from '@/tests/fake-date'

let db: SeededTestDatabase
let token = ''
let course = { id: 0, lessonId: 0 }
const api = (m: string) => `/api/services/app/${m}`

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-learning-pace-${process.pid}`)
  db = await createSeededTestDatabase()
  const tenantId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  const free = await db.db
    .select()
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.isPublished, true), eq(courses.priceCents, 0)))
  const [lesson] = await db.db
    .select()
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, free[0].id)))
  course = { id: free[0].id, lessonId: lesson.id }
  await db.db
    .update(courses)
    .set({ forbidSkip: true })
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, course.id)))
  await db.db
    .update(lessons)
    .set({ durationSeconds: 180, videoUrl: 'demo/media/test.mp4' })
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, course.lessonId)))
  const [wang] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, '13800000001')))
  token = (await createSession(db.db, { tenantId, kind: 'user', accountId: wang.id, userAgent: 'pace-test' })).token
  fakeDateOnly()
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(async () => {
  jest.useRealTimers()
  await db.cleanup()
})

it('a 2× player on a no-skip course earns every second it plays, however unevenly its beats arrive', async () => {
  expect((await post(api('FrontCourse/JoinCourse'), { courseId: course.id }, { bearer: token })).status).toBe(200)
  const t0 = Date.now()
  jest.setSystemTime(t0)
  const start = await post(
    api('CourseLearn/StartPlay'),
    { courseId: course.id, lessonId: course.lessonId },
    { bearer: token },
  )
  expect(start.status).toBe(200)
  const playToken = start.body.result.playToken
  // Every 10 s of the player's time (20 s of video at 2×), then the pause at 2:00; each beat takes 0–2.5 s to arrive.
  const latency = [2.5, 0, 2.5, 0.3, 2.5, 0, 2.5]
  let credited = 0
  for (const [i, l] of latency.entries()) {
    const sent = Math.min(i + 1, 6) * 10
    jest.setSystemTime(t0 + (sent + l) * 1000)
    const res = await post(
      api('CourseLearn/Heartbeat'),
      { courseId: course.id, lessonId: course.lessonId, playToken, seq: i + 1, position: sent * 2, playing: i < 6 },
      { bearer: token },
    )
    expect(res.status).toBe(200)
    const r = res.body.result
    credited += r.creditedSeconds
    expect(r.rewindTo).toBeNull()
    expect(r.coveredSeconds).toBeLessThanOrEqual((sent + l) * 2) // never more than 2× the server's own time
    expect(r.coveredSeconds).toBeGreaterThanOrEqual(sent * 2 - 5) // what waits for the next beat is at most 5 s
  }
  expect(credited).toBe(120)
  expect(
    (await post(api('CourseLearn/StartPlay'), { courseId: course.id, lessonId: course.lessonId }, { bearer: token }))
      .body.result.positionSeconds,
  ).toBe(120) // resumes where the learner paused
})
