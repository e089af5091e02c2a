// AdminTopic through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL): a topic made,
// filled with courses in order, published and selected shows on /thematic's data and home's 精选专题; banners only from
// the tenant's console folder; another tenant's topics and courses out of reach.
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { and, eq } from 'drizzle-orm'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { auditLog, courses, topicCourses, topics } from '@/lib/db/schema'
import type { TopicCourseItem } from '@/lib/contract/schemas/admin-topic'
import { call, cookieOf, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const API = '/admin/api/services/app/AdminTopic'
type Who = { cookie: string; host: string }

async function operator(slug: string, loginName: string): Promise<Who> {
  const op = (await getOperatorByLoginName(db.db, { tenantId: ids[slug], loginName }))!
  const token = await createOperatorSession(db.db, { tenantId: ids[slug], operatorId: op.id, ip: '', userAgent: 't' })
  return { cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)), host: `${slug}.localhost` }
}
const send = (method: string, body: unknown, who: Who) =>
  post(`${API}/${method}`, body, { ...who, origin: `http://${who.host}` })
const refusal = (res: Answer) => [res.status, res.body.error?.message]
const NEW = {
  title: '新员工成长专题',
  bannerUrl: '',
  introduction: '入职第一个月的必修课。',
  isSelected: true,
  isPublished: false,
  sortOrder: 0,
}
/** A banner as the editor sends it: cropped in the browser, uploaded through AdminUpload. */
async function uploadBanner(who: Who): Promise<string> {
  const png = await sharp({ create: { width: 240, height: 120, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)]), 'banner.png')
  form.set('purpose', 'banner')
  const res = await call('/admin/api/services/app/AdminUpload/UploadImage', {
    raw: form,
    contentType: '',
    ...who,
    origin: `http://${who.host}`,
  })
  return res.body.result.key
}
const publicTopic = (id: number) => call(`/api/services/app/FrontTopic/GetTopicDetail?id=${id}`)
const publishedTitles = async () =>
  (await call('/api/services/app/FrontTopic/GetTopicList?page=1&pageSize=50')).body.result.items.map(
    (t: { title: string }) => t.title,
  )

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-admin-topic-${process.pid}`)
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
}, 180_000)
afterAll(() => db.cleanup())

it('makes a topic, gives it courses in order and publishes it: the site shows them in that order', async () => {
  const admin = await operator('demo', 'admin')
  const bannerUrl = await uploadBanner(admin)
  const made = await send('Create', { ...NEW, bannerUrl }, admin)
  expect(made.status).toBe(200)
  const id = made.body.result.id
  expect((await publicTopic(id)).status).toBe(404)

  const found: TopicCourseItem[] = (await call(`${API}/FindCourses?keyword=`, admin)).body.result.items
  const picked = found.filter((c) => c.isPublished).slice(0, 3)
  expect(picked.length).toBe(3)
  const order = [picked[2].id, picked[0].id, picked[1].id]
  expect((await send('SetCourses', { id, courseIds: order }, admin)).status).toBe(200)
  const detail = (await call(`${API}/Get?id=${id}`, admin)).body.result
  expect(detail).toMatchObject({ ...NEW, bannerUrl, courseCount: 3 })
  expect(detail.courses.map((c: TopicCourseItem) => c.id)).toEqual(order)

  expect((await send('Update', { ...detail, isPublished: true }, admin)).status).toBe(200)
  const shown = (await publicTopic(id)).body.result
  expect(shown.courses.map((c: { id: number }) => c.id)).toEqual(order)
  expect(await publishedTitles()).toContain(NEW.title)
  const [log] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminTopic/SetCourses'))
  expect(log).toMatchObject({
    target: `专题「${NEW.title}」`,
    before: { courses: [] },
    after: { courses: [picked[2].title, picked[0].title, picked[1].title] },
  })

  // Another order, one course fewer; then the topic goes and its courses stay.
  expect((await send('SetCourses', { id, courseIds: [order[1], order[0]] }, admin)).status).toBe(200)
  expect((await publicTopic(id)).body.result.courses.map((c: { id: number }) => c.id)).toEqual([order[1], order[0]])
  expect((await send('Delete', { id }, admin)).status).toBe(200)
  expect((await publicTopic(id)).status).toBe(404)
  expect(await db.db.select().from(courses).where(eq(courses.id, order[0]))).toHaveLength(1)
})

it('finds the tenant’s courses by title, drafts included, never another tenant’s', async () => {
  const viewer = await operator('demo', 'viewer')
  const [acmeCourse] = await db.db.select().from(courses).where(eq(courses.tenantId, ids.acme)).limit(1)
  const res = await call(`${API}/FindCourses?keyword=${encodeURIComponent(acmeCourse.title)}`, viewer)
  expect(res.body.result.items).toEqual([])
  const [draft] = await db.db
    .select()
    .from(courses)
    .where(and(eq(courses.tenantId, ids.demo), eq(courses.isPublished, false)))
    .limit(1)
  if (draft) {
    const items = (await call(`${API}/FindCourses?keyword=${encodeURIComponent(draft.title)}`, viewer)).body.result
      .items
    expect(items).toContainEqual({ id: draft.id, title: draft.title, isPublished: false })
  }
})

it('refuses a banner from another folder, repeated or foreign courses, and 只读; another tenant’s topic is 404', async () => {
  const admin = await operator('demo', 'admin')
  const bad = await send('Create', { ...NEW, bannerUrl: 'tenants/acme/console/banner-x.jpg' }, admin)
  expect(refusal(bad)).toEqual([400, '横幅须为本机构在管理后台上传的图片，请重新上传'])
  expect(bad.body.error.validationErrors[0].members).toEqual(['bannerUrl'])

  const [mine] = (await call('/api/services/app/FrontTopic/GetTopicList?page=1&pageSize=1')).body.result.items
  const before = await db.db.select().from(topicCourses).where(eq(topicCourses.topicId, mine.id))
  const [acmeCourse] = await db.db.select().from(courses).where(eq(courses.tenantId, ids.acme)).limit(1)
  expect(refusal(await send('SetCourses', { id: mine.id, courseIds: [acmeCourse.id] }, admin))).toEqual([
    404,
    '课程不存在或不属于本机构',
  ])
  const first = before[0].courseId
  expect(refusal(await send('SetCourses', { id: mine.id, courseIds: [first, first] }, admin))).toEqual([
    400,
    '课程不能重复',
  ])
  expect(await db.db.select().from(topicCourses).where(eq(topicCourses.topicId, mine.id))).toEqual(before)

  const [theirs] = await db.db.select().from(topics).where(eq(topics.tenantId, ids.acme)).limit(1)
  expect((await call(`${API}/Get?id=${theirs.id}`, admin)).status).toBe(404)
  expect((await send('Update', { ...NEW, id: theirs.id }, admin)).status).toBe(404)
  expect((await send('SetCourses', { id: theirs.id, courseIds: [] }, admin)).status).toBe(404)
  expect((await send('Delete', { id: theirs.id }, admin)).status).toBe(404)
  expect(await db.db.select().from(topics).where(eq(topics.id, theirs.id))).toEqual([theirs])

  const viewer = await operator('demo', 'viewer')
  expect(refusal(await send('Create', NEW, viewer))).toEqual([403, '当前角色无权进行此操作'])
  expect(refusal(await send('Delete', { id: mine.id }, viewer))).toEqual([403, '当前角色无权进行此操作'])
})
