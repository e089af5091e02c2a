// The catalogue API through the dispatcher: lists, detail, search, switches, 404s and bad input.
import os from 'node:os'
import path from 'node:path'
import { dispatch, type Target } from '@/lib/api/dispatch'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-front-course-${process.pid}`)
  db = await createSeededTestDatabase()
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())

function target(p: string): Target {
  const parts = p.split('?')[0].split('/').filter(Boolean)
  if (parts[1] === 'services') return { prefix: 'app', service: parts[3], method: parts[4] }
  return { prefix: parts[1] as 'Common', method: parts[2] }
}

async function get(p: string, host = 'demo.localhost') {
  const res = await dispatch(apiRequest(p, { host }), target(p))
  return { status: res.status, body: await res.json() }
}

it('lists published courses, newest first by default, paged by 20', async () => {
  const { status, body } = await get('/api/services/app/FrontCourse/GetCourseList?_t=1')
  expect(status).toBe(200)
  expect(body.result.totalCount).toBe(46)
  expect(body.result.items).toHaveLength(20)
  const dates = body.result.items.map((c: { publishedAt: string }) => c.publishedAt)
  expect([...dates].sort().reverse()).toEqual(dates)
  const popular = await get('/api/services/app/FrontCourse/GetCourseList?sort=popular&page=3')
  expect(popular.body.result).toMatchObject({ page: 3, pageSize: 20 })
  expect(popular.body.result.items).toHaveLength(6)
})

it('answers a course with its outline, and 404 for unpublished, unknown and other tenants’ courses', async () => {
  const detail = await get('/api/services/app/FrontCourse/GetCourseDetail?id=1')
  expect(detail.body.result.title).toBe('Excel数据透视表从入门到精通')
  expect(detail.body.result.chapters.length).toBeGreaterThan(0)
  for (const [id, host] of [
    [47, 'demo.localhost'],
    [999999, 'demo.localhost'],
    [1, 'acme.localhost'],
  ] as const) {
    const r = await get(`/api/services/app/FrontCourse/GetCourseDetail?id=${id}`, host)
    expect(r.status).toBe(404)
    // Code 404 sends the client to its /404 page.
    expect(r.body).toMatchObject({
      success: false,
      result: null,
      unAuthorizedRequest: false,
      error: { code: 404, message: '课程不存在或已下架' },
    })
  }
})

it('searches Chinese substrings within the tenant only', async () => {
  const found = await get(`/api/services/app/FrontCourse/SearchCourse?name=${encodeURIComponent(' 透视 ')}`)
  expect(found.body.result.items[0].title).toBe('Excel数据透视表从入门到精通')
  const acme = await get(`/api/services/app/FrontCourse/SearchCourse?name=${encodeURIComponent('艾克美')}`)
  expect(acme.body.result.totalCount).toBe(0)
})

it.each([
  ['/api/services/app/FrontCourse/SearchCourse?name=', '请输入搜索内容'],
  [`/api/services/app/FrontCourse/SearchCourse?name=${'长'.repeat(21)}`, '搜索内容不能超过20个字符'],
  ['/api/services/app/FrontCourse/GetCourseList?page=0', '页码格式不正确'],
  ['/api/services/app/FrontCourse/GetCourseList?sort=random', '排序方式不正确'],
  ['/api/services/app/FrontCourse/GetCourseDetail?id=abc', '编号格式不正确'],
  ['/api/services/app/FrontCourse/GetCourseDetail', '请输入编号'],
])('%s → 400 %s', async (p, message) => {
  const r = await get(p)
  expect(r.status).toBe(400)
  expect(r.body.error).toMatchObject({ code: 400, message, validationErrors: [expect.objectContaining({ message })] })
})

it('lecturers and topics follow the tenant switches', async () => {
  const teachers = await get('/api/services/app/FrontTeacher/GetTeacherList')
  expect(teachers.body.result.items[0].isGold).toBe(true)
  expect((await get('/api/services/app/FrontTopic/GetTopicList')).body.result.totalCount).toBeGreaterThanOrEqual(3)
  const off = await get('/api/services/app/FrontTeacher/GetTeacherList', 'acme.localhost')
  expect(off.status).toBe(404)
  expect(off.body.error).toMatchObject({ code: 404, message: '本机构未开放讲师栏目' })
  const topic = await get('/api/services/app/FrontTopic/GetTopicDetail?id=1', 'acme.localhost')
  expect(topic.status).toBe(404)
  expect(topic.body.error.code).toBe(404)
})

it('home calls: classifications with gold lecturers on demo, none on acme', async () => {
  const demo = await get('/api/Common/GetHomeCourseTeacherByClassification')
  expect(demo.body.result.classifications.length).toBeGreaterThanOrEqual(4)
  expect(demo.body.result.goldTeachers.length).toBeGreaterThanOrEqual(3)
  const acme = await get('/api/Common/GetHomeCourseTeacherByClassification', 'acme.localhost')
  expect(acme.body.result.goldTeachers).toEqual([])
  const newest = await get('/api/services/app/TenantHome/GetHomeNewCoursePage?pageSize=8')
  expect(newest.body.result.items).toHaveLength(8)
})
