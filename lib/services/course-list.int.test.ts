// One category rule for /courselist and GetCourseList, against the seeded database: parent ids, wrong parents, 404s.
import os from 'node:os'
import path from 'node:path'
import { dispatch } from '@/lib/api/dispatch'
import type { QueryParams } from '@/lib/catalogue/route-params'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import { courseListMetadata, loadCourseList } from '@/lib/pages/course-list'
import { loadTeacherList } from '@/lib/pages/teacher-list'
import { loadThematicList } from '@/lib/pages/thematic-list'
import { courseListKeyOf, encodeCourseListKey } from '@/lib/proxy/list-routes'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { readTenantSite } from './tenant-site'

let db: SeededTestDatabase
let leadership: CourseTypeDto
let workplace: CourseTypeDto
let acmeType: CourseTypeDto

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-course-list-${process.pid}`)
  db = await createSeededTestDatabase()
  const types = (await readTenantSite('demo'))!.header.homeCourseTypeDtos
  leadership = types.find((t) => t.typeName === '管理领导力')!
  workplace = types.find((t) => t.typeName === '职场技能')!
  acmeType = (await readTenantSite('acme'))!.header.homeCourseTypeDtos[0]
  // Seeding renders images and hashes passwords: slow on a shared machine.
}, 120_000)
afterAll(() => db.cleanup())

interface ListResult {
  totalCount: number
  items: { id: number; courseTypeName: string }[]
}

async function list(query: string, host = 'demo.localhost'): Promise<{ status: number; result: ListResult }> {
  const p = `/api/services/app/FrontCourse/GetCourseList?pageSize=100&${query}`
  const res = await dispatch(apiRequest(p, { host }), {
    prefix: 'app',
    service: 'FrontCourse',
    method: 'GetCourseList',
  })
  return { status: res.status, result: (await res.json()).result }
}

const props = (query: QueryParams, tenant = 'demo') => ({
  params: Promise.resolve({ tenant }),
  searchParams: Promise.resolve(query),
})

/** /courselist is an ISR page: the proxy writes the query as one segment (a query it refuses never reaches the page). */
const listProps = (query: QueryParams, tenant = 'demo') => {
  const key = courseListKeyOf(query)
  return { params: Promise.resolve({ tenant, list: key ? encodeCourseListKey(key) : 'refused-by-the-proxy' }) }
}

describe('GetCourseList', () => {
  it('answers courseTypeId=<parent id> as the whole parent category', async () => {
    const whole = await list(`pcourseTypeId=${leadership.courseTypeId}`)
    const children = new Set(leadership.children.map((c) => c.typeName))
    expect(whole.result.totalCount).toBeGreaterThan(leadership.children.length)
    expect(new Set(whole.result.items.map((c) => c.courseTypeName))).toEqual(children)
    for (const query of [
      `courseTypeId=${leadership.courseTypeId}`,
      `pcourseTypeId=${leadership.courseTypeId}&courseTypeId=${leadership.courseTypeId}`,
    ]) {
      const r = await list(query)
      expect(r.status).toBe(200)
      expect(r.result.items.map((c) => c.id)).toEqual(whole.result.items.map((c) => c.id))
    }
  })

  it('a child id under a wrong or missing parent lists that child', async () => {
    const team = leadership.children.find((c) => c.typeName === '团队管理')!
    const right = await list(`pcourseTypeId=${leadership.courseTypeId}&courseTypeId=${team.courseTypeId}`)
    expect(right.result.totalCount).toBeGreaterThan(0)
    expect(right.result.items.every((c) => c.courseTypeName === '团队管理')).toBe(true)
    for (const query of [
      `courseTypeId=${team.courseTypeId}`,
      `pcourseTypeId=${workplace.courseTypeId}&courseTypeId=${team.courseTypeId}`,
    ]) {
      expect((await list(query)).result).toEqual(right.result)
    }
  })

  it('a category the tenant does not show lists nothing', async () => {
    for (const query of ['courseTypeId=999999', `pcourseTypeId=${acmeType.courseTypeId}`]) {
      const r = await list(query)
      expect(r.status).toBe(200)
      expect(r.result.totalCount).toBe(0)
    }
  })
})

describe('the /courselist page model', () => {
  it('agrees with the API and has one canonical for every spelling', async () => {
    const api = await list(`courseTypeId=${leadership.courseTypeId}`)
    for (const query of [
      { courseTypeId: String(leadership.courseTypeId) },
      { pcourseTypeId: String(leadership.courseTypeId), sort: 'bogus', page: 'x' },
    ]) {
      const model = await loadCourseList(listProps(query))
      expect(model.selection).toEqual({ parent: leadership, child: null })
      expect(model.list.totalCount).toBe(api.result.totalCount)
      expect(model).toMatchObject({ heading: '管理领导力', sort: 'overall', page: 1, pageSize: 20 })
      expect(model.seo).toMatchObject({
        title: '管理领导力课程',
        path: `/courselist?pcourseTypeId=${leadership.courseTypeId}`,
      })
    }
    const meta = await courseListMetadata(listProps({ courseTypeId: String(leadership.courseTypeId), sort: 'popular' }))
    expect(String(meta.alternates?.canonical)).toMatch(
      new RegExp(`/courselist\\?pcourseTypeId=${leadership.courseTypeId}$`),
    )
  })

  it.each([{ courseTypeId: '999999' }, { courseTypeId: 'abc' }, { pcourseTypeId: '999999' }])(
    '404 for %j',
    async (query) => {
      await expect(loadCourseList(listProps(query))).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })
    },
  )

  it('404 for another tenant’s category', async () => {
    await expect(loadCourseList(listProps({ pcourseTypeId: String(acmeType.courseTypeId) }))).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    })
  })
})

describe('switched lists', () => {
  it('exist on demo and are 404 on acme, whichever variant asks', async () => {
    expect((await loadTeacherList(props({}))).list.totalCount).toBeGreaterThan(0)
    expect((await loadThematicList(props({ page: '1' }))).list.totalCount).toBeGreaterThan(0)
    const notFound = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }
    await expect(loadTeacherList(props({}, 'acme'))).rejects.toMatchObject(notFound)
    await expect(loadThematicList(props({}, 'acme'))).rejects.toMatchObject(notFound)
  })
})
