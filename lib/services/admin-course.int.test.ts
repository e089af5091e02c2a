// AdminCourse through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL): a draft is made,
// edited, refused what it may not point at, published onto the site and taken down again — visitors lose it, a learner
// who joined keeps learning it.
import { and, eq } from 'drizzle-orm'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { createSession } from '@/lib/auth/sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { chapters, courses, courseTypes, individuals, lecturers, lessons } from '@/lib/db/schema'
import { listSitemapEntries } from '@/lib/services/catalogue-data'
import { publicBaseUrl } from '@/lib/storage'
import { call, cookieOf, post } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids = { demo: 0, acme: 0 }
let admin = ''
let viewer = ''
const ORIGIN = { origin: 'http://demo.localhost' }
const A = (m: string) => `/admin/api/services/app/AdminCourse/${m}`

async function consoleCookie(loginName: string) {
  const op = (await getOperatorByLoginName(db.db, { tenantId: ids.demo, loginName }))!
  const token = await createOperatorSession(db.db, { tenantId: ids.demo, operatorId: op.id, ip: '', userAgent: 'test' })
  return cookieOf(await operatorCookie(OPERATOR_COOKIE, token))
}
const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!
const save = (m: 'Create' | 'Update', body: unknown, cookie = admin) => post(A(m), body, { cookie, ...ORIGIN })
const act = (m: string, id: number, cookie = admin) => post(A(m), { id }, { cookie, ...ORIGIN })
const front = (p: string, bearer?: string) => call(`/api/services/app/${p}`, { bearer })

let form: Record<string, unknown>
beforeAll(async () => {
  db = await createSeededTestDatabase()
  ids.demo = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  ids.acme = db.seeded.tenants.find((t) => t.slug === 'acme')!.id
  admin = await consoleCookie('admin')
  viewer = await consoleCookie('viewer')
  const type = await first(db.db.select().from(courseTypes).where(eq(courseTypes.tenantId, ids.demo)))
  const people = await db.db.select().from(lecturers).where(eq(lecturers.tenantId, ids.demo)).limit(2)
  form = {
    title: '控制台新课：时间管理',
    coverUrl: '',
    summary: '三步学会安排一周',
    description: '<p>第一段</p>',
    courseTypeId: type.id,
    lecturerIds: [people[1].id, people[0].id],
    tags: ['效率', '管理'],
    vipOnly: false,
    price: '0',
    forbidSkip: true,
    homeBar: true,
    homeNew: true,
    homeFeatured: false,
  }
}, 180_000)
afterAll(() => db.cleanup())

/** A chapter with one lesson that has a video: what publishing needs (the outline screen makes these in the console). */
async function addVideoLesson(courseId: number) {
  const ch = await first(
    db.db.insert(chapters).values({ tenantId: ids.demo, courseId, title: '第一章' }).returning({ id: chapters.id }),
  )
  await db.db.insert(lessons).values({
    tenantId: ids.demo,
    courseId,
    chapterId: ch.id,
    title: '第一节',
    durationSeconds: 60,
    videoUrl: 'demo/media/x.mp4',
  })
}

it('creates a draft, edits it, logs only what changed, and keeps the search text the seed’s way', async () => {
  const created = await save('Create', form)
  expect(created.body.error).toBeNull()
  const course = created.body.result
  expect(course).toMatchObject({ state: 'draft', publishedAt: null, price: '0', vipOnly: false, forbidSkip: true })
  expect(course.lecturerIds).toEqual(form.lecturerIds)
  const listed = (await call(A('GetList?state=draft&keyword=时间管理'), { cookie: viewer })).body.result
  expect(listed.items.map((r: { id: number }) => r.id)).toEqual([course.id])

  const updated = await save('Update', { ...form, id: course.id, vipOnly: true, price: '199.5', tags: ['效率'] })
  expect(updated.body.result).toMatchObject({ vipOnly: true, price: '199.5', tags: ['效率'] })
  const row = await first(db.db.select().from(courses).where(eq(courses.id, course.id)))
  expect(row.priceCents).toBe(19950)
  expect(row.searchText).toBe('控制台新课：时间管理 三步学会安排一周 效率')
  const log = (await call('/admin/api/services/app/AdminAudit/GetList?kind=AdminCourse/Update', { cookie: admin })).body
    .result.items[0]
  expect(log.target).toBe('课程「控制台新课：时间管理」')
  expect(log.before).toEqual({ tags: ['效率', '管理'], price: '0' })
  expect(log.after).toEqual({ tags: ['效率'], price: '199.5' })
})

it('keeps only the allow-listed description: no script, no handlers, no javascript: links, pictures of its own console', async () => {
  const base = publicBaseUrl()
  const description =
    '<h2 onclick="x()">标题</h2><p>正文<script>alert(1)</script><img src="x" onerror="alert(1)">' +
    '<a href="javascript:alert(1)">坏链接</a> <a href="https://example.com/a" target="_blank">好链接</a></p>' +
    `<img src="${base}tenants/demo/console/content-a.webp" onerror="alert(2)"><img src="${base}tenants/acme/console/b.webp">`
  const res = await save('Create', { ...form, title: '描述清洗', description })
  expect(res.body.result.description).toBe(
    '<h2>标题</h2><p>正文坏链接 <a href="https://example.com/a">好链接</a></p>' +
      `<img src="${base}tenants/demo/console/content-a.webp" />`,
  )
})

it('refuses a bad price, a cover from elsewhere, another tenant’s category, lecturer or course, and a 只读 operator — changing nothing', async () => {
  const before = await db.db.select().from(courses).where(eq(courses.tenantId, ids.demo))
  const acmeType = await first(db.db.select().from(courseTypes).where(eq(courseTypes.tenantId, ids.acme)))
  const acmeLecturer = await first(db.db.select().from(lecturers).where(eq(lecturers.tenantId, ids.acme)))
  const acmeCourse = await first(db.db.select().from(courses).where(eq(courses.tenantId, ids.acme)))
  const refusals: [Record<string, unknown>, number, string][] = [
    [{ vipOnly: true, price: '-1' }, 400, '标价须为0.01至99999.99元之间、最多两位小数的金额'],
    [{ vipOnly: true, price: '1.234' }, 400, '标价须为0.01至99999.99元之间、最多两位小数的金额'],
    [{ vipOnly: true, price: '0' }, 400, '企业VIP专享课程须填写大于0的标价'],
    [{ coverUrl: 'tenants/demo/uploads/u1/avatar.png' }, 400, '封面须在管理后台上传'],
    [{ coverUrl: 'tenants/acme/console/cover.png' }, 400, '封面须在管理后台上传'],
    [{ courseTypeId: acmeType.id }, 400, '课程分类不存在'],
    [{ lecturerIds: [acmeLecturer.id] }, 400, '讲师不存在'],
  ]
  for (const [change, status, message] of refusals) {
    const res = await save('Create', { ...form, ...change })
    expect([res.status, res.body.error?.message]).toEqual([status, message])
  }
  expect((await save('Create', form, viewer)).status).toBe(403)
  for (const m of ['Get', 'GetPreview'])
    expect((await call(A(`${m}?id=${acmeCourse.id}`), { cookie: admin })).status).toBe(404)
  expect((await save('Update', { ...form, id: acmeCourse.id })).status).toBe(404)
  for (const m of ['Publish', 'Unpublish', 'Delete']) expect((await act(m, acmeCourse.id)).status).toBe(404)
  expect(await db.db.select().from(courses).where(eq(courses.tenantId, ids.demo))).toEqual(before)
  expect(await first(db.db.select().from(courses).where(eq(courses.id, acmeCourse.id)))).toEqual(acmeCourse)
})

it('publishes only with a lesson that has a video; then search, detail and the list answer it at once', async () => {
  const { id } = (await save('Create', { ...form, title: '沟通的艺术（控制台）' })).body.result
  const refused = await act('Publish', id)
  expect([refused.status, refused.body.error.message]).toEqual([
    400,
    '发布前请在「课程大纲」中添加至少一个已上传视频的课时',
  ])
  expect((await front(`FrontCourse/GetCourseDetail?id=${id}`)).status).toBe(404)
  // 预览 answers the draft in the public page's shape, to any operator of the tenant.
  const preview = await call(A(`GetPreview?id=${id}`), { cookie: viewer })
  expect(preview.body.result).toMatchObject({ id, title: '沟通的艺术（控制台）', description: '<p>第一段</p>' })
  await addVideoLesson(id)
  expect((await act('Publish', id, viewer)).status).toBe(403)
  const published = await act('Publish', id)
  expect(published.body.result).toMatchObject({ state: 'published', publishedAt: expect.any(String) })
  const detail = await front(`FrontCourse/GetCourseDetail?id=${id}`)
  expect(detail.body.result).toMatchObject({ id, title: '沟通的艺术（控制台）', lessonCount: 1 })
  const found = (await front(`FrontCourse/SearchCourse?name=${encodeURIComponent('沟通的艺术')}`)).body.result.items
  expect(found.map((c: { id: number }) => c.id)).toContain(id)
  const newest = (await front('TenantHome/GetHomeNewCoursePage?page=1&pageSize=3')).body.result.items
  expect(newest[0].id).toBe(id)
  expect((await listSitemapEntries('demo')).courses.map((c) => c.id)).toContain(id)
})

it('unpublishes: the detail and search are gone for a visitor, a learner who joined keeps learning; delete waits for nobody enrolled', async () => {
  const { id } = (await save('Create', { ...form, title: '下架后继续学' })).body.result
  await addVideoLesson(id)
  await act('Publish', id)
  const learner = await first(
    db.db
      .select()
      .from(individuals)
      .where(and(eq(individuals.tenantId, ids.demo), eq(individuals.phone, '13800000003'))),
  )
  const token = (
    await createSession(db.db, { tenantId: ids.demo, kind: 'user', accountId: learner.id, userAgent: 't' })
  ).token
  const joined = await post('/api/services/app/FrontCourse/JoinCourse', { courseId: id }, { bearer: token })
  expect(joined.body.result).toMatchObject({ access: 'enrolled' })

  expect((await act('Unpublish', id)).body.result).toMatchObject({ state: 'unpublished' })
  expect((await front(`FrontCourse/GetCourseDetail?id=${id}`)).status).toBe(404)
  const search = (await front(`FrontCourse/SearchCourse?name=${encodeURIComponent('下架后继续学')}`)).body.result
  expect(search.totalCount).toBe(0)
  expect((await listSitemapEntries('demo')).courses.map((c) => c.id)).not.toContain(id)
  expect((await front(`CourseLearn/GetLearnState?courseId=${id}`)).status).toBe(404)

  const state = await front(`CourseLearn/GetLearnState?courseId=${id}`, token)
  expect(state.body.result).toMatchObject({ access: 'enrolled', enrolled: true })
  expect(state.body.result.lessons[0].videoUrl).toEqual(expect.any(String))
  const lessonId = state.body.result.lessons[0].id
  const play = await post('/api/services/app/CourseLearn/StartPlay', { courseId: id, lessonId }, { bearer: token })
  expect(play.status).toBe(200)
  const mine = (await front('FrontCourse/GetMyCourses?state=learning', token)).body.result.items
  expect(mine.map((c: { courseId: number }) => c.courseId)).toContain(id)

  const refused = await act('Delete', id)
  expect([refused.status, refused.body.error.message]).toEqual([
    400,
    '已有1名学员加入该课程，不能删除；如需停止展示，请下架',
  ])
})

it('deletes a course nobody joined, with its chapters and lessons', async () => {
  const { id } = (await save('Create', { ...form, title: '待删除的草稿' })).body.result
  await addVideoLesson(id)
  expect((await act('Delete', id, viewer)).status).toBe(403)
  expect((await act('Delete', id)).status).toBe(200)
  expect((await call(A(`Get?id=${id}`), { cookie: admin })).status).toBe(404)
  expect(await db.db.select().from(lessons).where(eq(lessons.courseId, id))).toEqual([])
})

it('places a published course on the home page as its 课程栏 / 新课 / 精选 say', async () => {
  const type = form.courseTypeId as number
  const home = async () => {
    const bars = (await call('/api/Common/GetHomeCourseTeacherByClassification')).body.result.classifications
    const newest = (await front('TenantHome/GetHomeNewCoursePage?page=1&pageSize=50')).body.result.items
    const bar = bars.find((b: { courseTypeId: number }) => b.courseTypeId === type)
    return {
      bar: bar.courses.map((c: { id: number }) => c.id) as number[],
      newest: newest.map((c: { id: number }) => c.id),
    }
  }
  const publish = async (title: string, placement: Record<string, boolean>) => {
    const { id } = (await save('Create', { ...form, title, ...placement })).body.result
    await addVideoLesson(id)
    await act('Publish', id)
    return id as number
  }
  const hidden = await publish('不上首页的课', { homeBar: false, homeNew: false })
  let now = await home()
  expect(now.bar).not.toContain(hidden)
  expect(now.newest).not.toContain(hidden)

  // 精选 comes first in its bar, ahead of courses published after it.
  const featured = await publish('精选课', { homeFeatured: true })
  const later = await publish('更新的课', {})
  now = await home()
  expect(now.bar.slice(0, 2)).toEqual([featured, later])
  expect(now.newest.slice(0, 2)).toEqual([later, featured])

  // Turning 课程栏 off on a published course takes it off the bar at once; the list and search still have it.
  await save('Update', { ...form, id: featured, title: '精选课', homeBar: false, homeFeatured: true })
  expect((await home()).bar).not.toContain(featured)
  const found = (await front(`FrontCourse/SearchCourse?name=${encodeURIComponent('精选课')}`)).body.result.items
  expect(found.map((c: { id: number }) => c.id)).toContain(featured)
})
