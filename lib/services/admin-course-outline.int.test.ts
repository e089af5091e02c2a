// AdminCourseOutline through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL): chapters and
// lessons added, renamed, deleted and reordered by an editor, each step in the 操作日志; a stale or foreign order
// changes nothing; 只读 reads only; another tenant's ids are not found.
import { and, asc, eq } from 'drizzle-orm'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { auditLog, chapters, courses, individuals, lessonProgress, lessons } from '@/lib/db/schema'
import { call, cookieOf } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId: number
let acmeId: number
const cookies = new Map<string, string>()
const BASE = '/admin/api/services/app/AdminCourseOutline'

async function consoleCookie(loginName: string) {
  if (!cookies.has(loginName)) {
    const op = (await getOperatorByLoginName(db.db, { tenantId: demoId, loginName }))!
    const token = await createOperatorSession(db.db, { tenantId: demoId, operatorId: op.id, ip: '', userAgent: 't' })
    cookies.set(loginName, cookieOf(await operatorCookie(OPERATOR_COOKIE, token)))
  }
  return cookies.get(loginName)!
}
const get = async (name: string, query: string, as = 'admin') =>
  call(`${BASE}/${name}?${query}`, { cookie: await consoleCookie(as) })
const write = async (name: string, body: unknown, as = 'admin') =>
  call(`${BASE}/${name}`, { body, cookie: await consoleCookie(as), origin: 'http://demo.localhost' })

async function courseOf(tenantId: number) {
  const [row] = await db.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.tenantId, tenantId))
    .orderBy(asc(courses.id))
    .limit(1)
  return row.id
}
/** A fresh course of demo's with no outline, made by copying the first course's category. */
async function emptyCourse(title: string) {
  const [first] = await db.db.select().from(courses).where(eq(courses.tenantId, demoId)).limit(1)
  const [row] = await db.db
    .insert(courses)
    .values({ tenantId: demoId, courseTypeId: first.courseTypeId, title })
    .returning({ id: courses.id })
  return row.id
}
const outline = async (courseId: number) => (await get('GetOutline', `courseId=${courseId}`)).body.result
const shape = (o: { chapters: { id: number; lessons: { id: number }[] }[] }) =>
  o.chapters.map((c) => [c.id, c.lessons.map((l) => l.id)])
const lastAudit = async (kind: string) =>
  (await db.db.select().from(auditLog).where(eq(auditLog.kind, kind)).orderBy(asc(auditLog.id))).at(-1)

beforeAll(async () => {
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  acmeId = db.seeded.tenants.find((t) => t.slug === 'acme')!.id
}, 180_000)
afterAll(() => db.cleanup())

it('reads a seeded course’s outline in order, with each lesson’s duration, video state and 试看 mark', async () => {
  const courseId = await courseOf(demoId)
  const res = await get('GetOutline', `courseId=${courseId}`, 'viewer')
  expect(res.status).toBe(200)
  const { chapters: list, videoMaxBytes } = res.body.result
  expect(videoMaxBytes).toBe(2048 * 1024 * 1024)
  expect(list.length).toBeGreaterThan(0)
  expect(list[0].lessons[0]).toMatchObject({ video: 'other', durationSeconds: expect.any(Number), learnerCount: 0 })
})

it('adds, renames and deletes chapters and lessons, each step logged with its operator', async () => {
  const courseId = await emptyCourse('大纲编辑测试课')
  const one = await write('CreateChapter', { courseId, title: '第一章 入门' })
  expect(one.status).toBe(200)
  const two = await write('CreateChapter', { courseId, title: '第二章' })
  expect((await write('RenameChapter', { id: two.body.result.id, title: '第二章 进阶' })).status).toBe(200)
  const lesson = await write('CreateLesson', { chapterId: one.body.result.id, title: '课时一', isFreePreview: true })
  expect(lesson.body.result).toMatchObject({ title: '课时一', isFreePreview: true })
  await write('CreateLesson', { chapterId: one.body.result.id, title: '课时二' })
  const edited = await write('UpdateLesson', { id: lesson.body.result.id, title: '课时一（新）', isFreePreview: false })
  expect(edited.status).toBe(200)

  const o = await outline(courseId)
  expect(o.chapters.map((c: { title: string }) => c.title)).toEqual(['第一章 入门', '第二章 进阶'])
  expect(o.chapters[0].lessons).toEqual([
    expect.objectContaining({ title: '课时一（新）', isFreePreview: false, video: 'none', durationSeconds: 0 }),
    expect.objectContaining({ title: '课时二', video: 'none' }),
  ])
  expect(await lastAudit('AdminCourseOutline/UpdateLesson')).toMatchObject({
    actor: '周敏（admin）',
    target: '课时「课时一」',
    before: { title: '课时一', isFreePreview: true },
    after: { title: '课时一（新）', isFreePreview: false },
  })

  // A chapter that still holds lessons is refused; once empty it goes.
  const full = await write('DeleteChapter', { id: one.body.result.id })
  expect([full.status, full.body.error.message]).toEqual([409, '该章节下还有课时，请先删除或移走这些课时'])
  for (const l of o.chapters[0].lessons) expect((await write('DeleteLesson', { id: l.id })).status).toBe(200)
  expect((await write('DeleteChapter', { id: one.body.result.id })).status).toBe(200)
  expect(shape(await outline(courseId))).toEqual([[two.body.result.id, []]])
  expect(await lastAudit('AdminCourseOutline/DeleteChapter')).toMatchObject({
    target: '章节「第一章 入门」',
    after: null,
  })
})

it('asks before deleting a lesson learners have progress on, then deletes it with their progress', async () => {
  const courseId = await emptyCourse('学习进度测试课')
  const chapter = (await write('CreateChapter', { courseId, title: '唯一章' })).body.result
  const lessonId = (await write('CreateLesson', { chapterId: chapter.id, title: '有人学过' })).body.result.id
  const [learner] = await db.db.select().from(individuals).where(eq(individuals.tenantId, demoId)).limit(1)
  await db.db
    .insert(lessonProgress)
    .values({ tenantId: demoId, individualId: learner.id, lessonId, courseId, coveredMs: 5000 })
  expect((await outline(courseId)).chapters[0].lessons[0].learnerCount).toBe(1)

  const asked = await write('DeleteLesson', { id: lessonId })
  expect([asked.status, asked.body.error.message]).toEqual([409, expect.stringContaining('已有 1 位学员学习过该课时')])
  expect((await write('DeleteLesson', { id: lessonId, confirmProgress: true })).status).toBe(200)
  const left = await db.db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.tenantId, demoId), eq(lessonProgress.lessonId, lessonId)))
  expect(left).toEqual([])
})

it('reorders the whole outline in one call, moving a lesson to another chapter', async () => {
  const courseId = await emptyCourse('排序测试课')
  const a = (await write('CreateChapter', { courseId, title: 'A' })).body.result.id
  const b = (await write('CreateChapter', { courseId, title: 'B' })).body.result.id
  const l1 = (await write('CreateLesson', { chapterId: a, title: 'L1' })).body.result.id
  const l2 = (await write('CreateLesson', { chapterId: a, title: 'L2' })).body.result.id
  const l3 = (await write('CreateLesson', { chapterId: b, title: 'L3' })).body.result.id
  expect(shape(await outline(courseId))).toEqual([
    [a, [l1, l2]],
    [b, [l3]],
  ])
  const order = {
    courseId,
    chapters: [
      { id: b, lessonIds: [l3, l2] },
      { id: a, lessonIds: [l1] },
    ],
  }
  expect((await write('Reorder', order)).status).toBe(200)
  expect(shape(await outline(courseId))).toEqual([
    [b, [l3, l2]],
    [a, [l1]],
  ])
  expect(await lastAudit('AdminCourseOutline/Reorder')).toMatchObject({ target: '课程「排序测试课」大纲顺序' })
})

it('refuses an order that misses, repeats or borrows ids (another course’s, another tenant’s) and changes nothing', async () => {
  const courseId = await emptyCourse('排序校验课')
  const a = (await write('CreateChapter', { courseId, title: 'A' })).body.result.id
  const l1 = (await write('CreateLesson', { chapterId: a, title: 'L1' })).body.result.id
  const l2 = (await write('CreateLesson', { chapterId: a, title: 'L2' })).body.result.id
  const before = shape(await outline(courseId))
  const seeded = await outline(await courseOf(demoId))
  const [acmeLesson] = await db.db.select().from(lessons).where(eq(lessons.tenantId, acmeId)).limit(1)
  const [acmeChapter] = await db.db.select().from(chapters).where(eq(chapters.tenantId, acmeId)).limit(1)
  const bad = [
    [{ id: a, lessonIds: [l2] }],
    [{ id: a, lessonIds: [l2, l1, l1] }],
    [{ id: a, lessonIds: [l2, l1, seeded.chapters[0].lessons[0].id] }],
    [{ id: a, lessonIds: [l2, l1, acmeLesson.id] }],
    [
      { id: a, lessonIds: [l2, l1] },
      { id: acmeChapter.id, lessonIds: [] },
    ],
    [
      { id: a, lessonIds: [l2] },
      { id: seeded.chapters[0].id, lessonIds: [l1] },
    ],
  ]
  for (const list of bad) {
    const res = await write('Reorder', { courseId, chapters: list })
    expect([res.status, res.body.error.message]).toEqual([409, '课程大纲已被修改，请刷新页面后重新排序'])
  }
  expect(shape(await outline(courseId))).toEqual(before)
  expect(shape(await outline(await courseOf(demoId)))).toEqual(shape(seeded))
})

it('lets 只读 read but not write, and finds nothing of another tenant’s', async () => {
  const courseId = await courseOf(demoId)
  const chapterId = (await outline(courseId)).chapters[0].id
  const refused = await write('RenameChapter', { id: chapterId, title: '只读改名' }, 'viewer')
  expect([refused.status, refused.body.error.message]).toEqual([403, '当前角色无权进行此操作'])

  const acmeCourse = await courseOf(acmeId)
  const [acmeChapter] = await db.db.select().from(chapters).where(eq(chapters.tenantId, acmeId)).limit(1)
  const [acmeLesson] = await db.db.select().from(lessons).where(eq(lessons.tenantId, acmeId)).limit(1)
  expect((await get('GetOutline', `courseId=${acmeCourse}`)).status).toBe(404)
  expect((await write('CreateChapter', { courseId: acmeCourse, title: '越界' })).status).toBe(404)
  expect((await write('RenameChapter', { id: acmeChapter.id, title: '越界' })).status).toBe(404)
  expect((await write('DeleteChapter', { id: acmeChapter.id })).status).toBe(404)
  expect((await write('CreateLesson', { chapterId: acmeChapter.id, title: '越界' })).status).toBe(404)
  expect((await write('UpdateLesson', { id: acmeLesson.id, title: '越界', isFreePreview: true })).status).toBe(404)
  expect((await write('DeleteLesson', { id: acmeLesson.id, confirmProgress: true })).status).toBe(404)
  expect((await write('Reorder', { courseId: acmeCourse, chapters: [] })).status).toBe(404)
  const [still] = await db.db.select().from(lessons).where(eq(lessons.id, acmeLesson.id))
  expect(still.title).toBe(acmeLesson.title)
})

it('refuses bad input at its field with a Chinese message', async () => {
  const courseId = await courseOf(demoId)
  const empty = await write('CreateChapter', { courseId, title: '  ' })
  expect([empty.status, empty.body.error.message]).toEqual([400, '请输入章节名称'])
  const long = await write('CreateLesson', { chapterId: 1, title: '长'.repeat(81) })
  expect([long.status, long.body.error.message]).toEqual([400, '课时名称不能超过80个字符'])
})
