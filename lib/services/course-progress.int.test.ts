// Course progress is one count (issue 27): My Courses, the learning page, the heartbeat's answer and the completion
// panel agree to the percent — a lesson never played counts nothing, a partly watched one its covered time, a
// completed one whole, an over-watched one no more than its length. Runs on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL. Then CourseLearn/GetCompletion: the 学时 earned and the course suggested next.
import { and, asc, eq } from 'drizzle-orm'
import { createSession } from '@/lib/auth/sessions'
import { courses, enrolments, individuals, lessonProgress, lessons } from '@/lib/db/schema'
import { call } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demo = 0
let acme = 0
let token = ''
let learnerId = 0
/** A free demo course of at least four lessons, every lesson made 100 s long. */
let course = { id: 0, typeId: 0, lessons: [] as { id: number; chapterId: number }[] }

const api = (m: string) => `/api/services/app/${m}`
const get = async (m: string, host = 'demo.localhost') => call(api(m), { bearer: token, host })

/** The course's percent as each view reports it. */
async function reported(courseId: number, tab: 'learning' | 'completed' = 'learning') {
  const learn = (await get(`CourseLearn/GetLearnState?courseId=${courseId}`)).body.result
  const mine = (await get(`FrontCourse/GetMyCourses?state=${tab}`)).body.result.items.find(
    (c: { courseId: number }) => c.courseId === courseId,
  )
  const completion = (await get(`CourseLearn/GetCompletion?courseId=${courseId}`)).body.result
  return { learningPage: learn.percent, myCourses: mine?.percent, completion: completion.percent }
}

async function watch(lessonId: number, coveredMs: number, completed = false) {
  const row = { coveredMs, completedAt: completed ? new Date() : null }
  await db.db
    .insert(lessonProgress)
    .values({ tenantId: demo, individualId: learnerId, courseId: course.id, lessonId, ...row })
    .onConflictDoUpdate({
      target: [lessonProgress.tenantId, lessonProgress.individualId, lessonProgress.lessonId],
      set: row,
    })
}

beforeAll(async () => {
  db = await createSeededTestDatabase()
  demo = db.seeded.tenants.find((x) => x.slug === 'demo')!.id
  acme = db.seeded.tenants.find((x) => x.slug === 'acme')!.id
  const [learner] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, demo), eq(individuals.phone, '13800000001')))
  learnerId = learner.id
  token = (await createSession(db.db, { tenantId: demo, kind: 'user', accountId: learnerId, userAgent: 'progress' }))
    .token
  const free = await db.db
    .select()
    .from(courses)
    .where(and(eq(courses.tenantId, demo), eq(courses.isPublished, true), eq(courses.priceCents, 0)))
  for (const c of free) {
    const ls = await db.db
      .select({ id: lessons.id, chapterId: lessons.chapterId })
      .from(lessons)
      .where(and(eq(lessons.tenantId, demo), eq(lessons.courseId, c.id)))
      .orderBy(asc(lessons.id))
    if (ls.length >= 4) {
      course = { id: c.id, typeId: c.courseTypeId, lessons: ls }
      break
    }
  }
  expect(course.lessons.length).toBeGreaterThanOrEqual(4)
  await db.db
    .update(lessons)
    .set({ durationSeconds: 100 })
    .where(and(eq(lessons.tenantId, demo), eq(lessons.courseId, course.id)))
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())

describe('course progress, counted once', () => {
  it('a course just joined, with nothing watched, is 0 % everywhere (My Courses said 99 %)', async () => {
    expect((await call(api('FrontCourse/JoinCourse'), { bearer: token, body: { courseId: course.id } })).status).toBe(
      200,
    )
    expect(await reported(course.id)).toEqual({ learningPage: 0, myCourses: 0, completion: 0 })
  })

  it('untouched, partly watched, completed and over-watched lessons count the same in every view', async () => {
    const [, partly, completed, over] = course.lessons
    await watch(partly.id, 30_000) // 30 of 100 s
    await watch(completed.id, 95_000, true) // complete at 90 %: counts whole
    await watch(over.id, 150_000) // more than its (since shortened) length: counts 100 s, no more
    const expected = Math.floor(230 / course.lessons.length)
    expect(await reported(course.id)).toEqual({ learningPage: expected, myCourses: expected, completion: expected })

    // The heartbeat's answer counts the same way (the untouched lesson opened and left at 0:00).
    const untouched = course.lessons[0].id
    const start = await call(api('CourseLearn/StartPlay'), {
      bearer: token,
      body: { courseId: course.id, lessonId: untouched },
    })
    const beat = await call(api('CourseLearn/Heartbeat'), {
      bearer: token,
      body: {
        courseId: course.id,
        lessonId: untouched,
        playToken: start.body.result.playToken,
        seq: 1,
        position: 0,
        playing: false,
      },
    })
    expect(beat.body.result).toMatchObject({ accepted: true, coursePercent: expected, courseCompleted: false })
  })

  it('a completed course is 100 % everywhere and stays so when a lesson is added later', async () => {
    for (const l of course.lessons) await watch(l.id, 100_000, true)
    await db.db
      .update(enrolments)
      .set({ completedAt: new Date() })
      .where(and(eq(enrolments.tenantId, demo), eq(enrolments.individualId, learnerId)))
    expect(await reported(course.id, 'completed')).toEqual({ learningPage: 100, myCourses: 100, completion: 100 })
    await db.db.insert(lessons).values({
      tenantId: demo,
      courseId: course.id,
      chapterId: course.lessons[0].chapterId,
      title: '新增的课时',
      durationSeconds: 100,
      sortOrder: 99,
    })
    expect(await reported(course.id, 'completed')).toEqual({ learningPage: 100, myCourses: 100, completion: 100 })
  })
})

describe('CourseLearn/GetCompletion', () => {
  it('gives the 学时 earned and a published course of the tenant not yet completed, the same category first', async () => {
    const done = (await get(`CourseLearn/GetCompletion?courseId=${course.id}`)).body.result
    // Every lesson complete: the course's whole length (the lesson added after completion is not watched).
    expect(done).toMatchObject({ courseId: course.id, completed: true, creditedSeconds: course.lessons.length * 100 })
    expect(done.nextCourse.id).not.toBe(course.id)
    const [next] = await db.db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, demo), eq(courses.id, done.nextCourse.id)))
    expect(next).toMatchObject({ isPublished: true, title: done.nextCourse.title })
    const sameCategory = await db.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenantId, demo), eq(courses.courseTypeId, course.typeId), eq(courses.isPublished, true)))
    expect(sameCategory.length).toBeGreaterThan(1) // the seed has another course of this category
    expect(next.courseTypeId).toBe(course.typeId)

    // A course the learner has completed is never the suggestion.
    const completedAt = new Date()
    await db.db
      .insert(enrolments)
      .values({ tenantId: demo, individualId: learnerId, courseId: next.id, source: 'voucher', completedAt })
      .onConflictDoUpdate({
        target: [enrolments.tenantId, enrolments.individualId, enrolments.courseId],
        set: { completedAt },
      })
    const after = (await get(`CourseLearn/GetCompletion?courseId=${course.id}`)).body.result
    expect(after.nextCourse.id).not.toBe(next.id)
    expect(after.nextCourse.id).not.toBe(course.id)
  })

  it('refuses a learner who has not joined, a visitor, and a course of another tenant', async () => {
    const joined = await db.db
      .select({ id: enrolments.courseId })
      .from(enrolments)
      .where(and(eq(enrolments.tenantId, demo), eq(enrolments.individualId, learnerId)))
    const published = await db.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenantId, demo), eq(courses.isPublished, true)))
    const notJoined = published.find((c) => !joined.some((j) => j.id === c.id))!
    const refused = await get(`CourseLearn/GetCompletion?courseId=${notJoined.id}`)
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('请先加入学习该课程')
    expect((await call(api(`CourseLearn/GetCompletion?courseId=${course.id}`))).status).toBe(401)
    const [acmeCourse] = await db.db.select().from(courses).where(eq(courses.tenantId, acme)).limit(1)
    expect((await get(`CourseLearn/GetCompletion?courseId=${acmeCourse.id}`)).status).toBe(404)
  })
})
