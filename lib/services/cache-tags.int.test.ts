// The cache as ClearCache and the discussion's writes rely on it: every cached loader tags its own entry with its
// tenant (a discussion page also with its course, topic or floor), and ClearCache or a post drops exactly those entries.
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { dispatch } from '@/lib/api/dispatch'
import { createSession } from '@/lib/auth/sessions'
import { courses, individuals } from '@/lib/db/schema'
import { post, type CallInit } from '@/tests/api-client'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { calls } from '@/tests/stubs/next-cache'
import * as catalogueData from './catalogue-data'
import { floorPage, topicListPage, topicPage } from './discussion-pages'

// The loaders read the site through getTenantSite, which is itself cached and tagged. Reading it uncached here
// leaves only the loader's own cacheTag/cacheLife in `calls`, so a loader that forgot or misnamed its tag cannot
// hide behind the site's tag. getTenantSite's own tagging is checked with the real function below.
jest.mock('./tenant-site', () => {
  const actual = jest.requireActual<typeof import('./tenant-site')>('./tenant-site')
  return { ...actual, getTenantSite: (slug: string) => actual.readTenantSite(slug) }
})

let db: SeededTestDatabase

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-cache-tags-${process.pid}`)
  db = await createSeededTestDatabase()
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())
beforeEach(() => {
  calls.length = 0
})

const recorded = (...fns: string[]) => calls.filter((c) => fns.includes(c.fn))

type Loaders = typeof catalogueData
/** One call per cached loader of catalogue-data.ts; a new loader must be added here (the key set is checked). */
const loaders: { [K in keyof Loaders]: (slug: string) => Promise<unknown> } = {
  getHomeData: (slug) => catalogueData.getHomeData(slug),
  getNewCourses: (slug) => catalogueData.getNewCourses(slug, 1, 4),
  getSelectedTopics: (slug) => catalogueData.getSelectedTopics(slug),
  getCourseList: (slug) => catalogueData.getCourseList(slug, { page: 1, pageSize: 5 }),
  searchCourses: (slug) => catalogueData.searchCourses(slug, '管理'),
  getCourseDetail: (slug) => catalogueData.getCourseDetail(slug, 1),
  getLecturers: (slug) => catalogueData.getLecturers(slug),
  getLecturerDetail: (slug) => catalogueData.getLecturerDetail(slug, 1),
  getTopics: (slug) => catalogueData.getTopics(slug),
  getTopicDetail: (slug) => catalogueData.getTopicDetail(slug, 1),
  listSitemapEntries: (slug) => catalogueData.listSitemapEntries(slug),
}

describe('cached loaders', () => {
  it('cover every export of catalogue-data.ts', () => {
    expect(Object.keys(catalogueData).sort()).toEqual(Object.keys(loaders).sort())
  })

  describe.each(['acme', 'demo'])('called for %s', (slug) => {
    it.each(Object.keys(loaders) as (keyof Loaders)[])('%s tags its entry with that tenant only', async (name) => {
      await loaders[name](slug)
      expect(recorded('cacheTag')).toEqual([{ fn: 'cacheTag', args: [`tenant:${slug}`] }])
      expect(recorded('cacheLife')).toEqual([{ fn: 'cacheLife', args: ['hours'] }])
    })
  })

  it('getTenantSite tags the site of the slug it was called with', async () => {
    const { getTenantSite } = jest.requireActual<typeof import('./tenant-site')>('./tenant-site')
    const site = await getTenantSite('acme')
    expect(site?.settings.tenantName).toBe('艾克美企业大学')
    expect(recorded('cacheTag')).toEqual([{ fn: 'cacheTag', args: ['tenant:acme'] }])
    expect(recorded('cacheLife')).toEqual([{ fn: 'cacheLife', args: ['hours'] }])
    calls.length = 0
    expect(await getTenantSite('nope')).toBeNull()
    // An unknown slug is cached too (under its own tag), so junk hosts cost one query, not one per request.
    expect(recorded('cacheTag')).toEqual([{ fn: 'cacheTag', args: ['tenant:nope'] }])
  })
})

describe('POST /api/Common/ClearCache', () => {
  const clearCache = (host: string, ip: string) =>
    dispatch(apiRequest('/api/Common/ClearCache', { host, method: 'POST', headers: { 'x-forwarded-for': ip } }), {
      prefix: 'Common',
      method: 'ClearCache',
    })

  it("drops exactly the host tenant's tag and pages", async () => {
    const res = await clearCache('acme.localhost:3000', '10.20.0.1')
    expect(res.status).toBe(200)
    expect((await res.json()).result).toBe(true)
    expect(recorded('revalidateTag', 'revalidatePath', 'updateTag')).toEqual([
      // expire: 0 drops the entries at once instead of serving them stale while refreshing.
      { fn: 'revalidateTag', args: ['tenant:acme', { expire: 0 }] },
      { fn: 'revalidatePath', args: ['/acme', 'layout'] },
    ])
  })

  it('clears nothing for a host naming no tenant', async () => {
    const res = await clearCache('nope.localhost', '10.20.0.2')
    expect(res.status).toBe(404)
    expect(recorded('revalidateTag', 'revalidatePath', 'updateTag')).toEqual([])
  })

  it('clears nothing once the client is rate-limited', async () => {
    for (let i = 0; i < 5; i++) expect((await clearCache('demo.localhost', '10.20.0.3')).status).toBe(200)
    expect(recorded('revalidateTag')).toHaveLength(5)
    calls.length = 0
    const refused = await clearCache('demo.localhost', '10.20.0.3')
    expect(refused.status).toBe(429)
    expect((await refused.json()).error).toMatchObject({ code: 429 })
    expect(recorded('revalidateTag', 'revalidatePath', 'updateTag')).toEqual([])
  })
})

describe('discussion pages', () => {
  const API = '/api/services/app/CourseTopic'
  const ids = { course: 0, acmeCourse: 0, topic: 0, floor: 0 }
  let demoUser: CallInit
  let acmeUser: CallInit

  async function learner(slug: string, phone: string): Promise<CallInit> {
    const tenantId = db.seeded.tenants.find((t) => t.slug === slug)!.id
    const [row] = await db.db.insert(individuals).values({ tenantId, phone, nickname: '缓存测试' }).returning()
    const { token } = await createSession(db.db, { tenantId, kind: 'user', accountId: row.id, userAgent: 't' })
    return { bearer: token, host: `${slug}.localhost` }
  }
  const publishedCourse = async (slug: string) => {
    const tenantId = db.seeded.tenants.find((t) => t.slug === slug)!.id
    const where = and(eq(courses.tenantId, tenantId), eq(courses.isPublished, true))
    return (await db.db.select().from(courses).where(where))[0].id
  }
  const write = async (who: CallInit, method: string, body: object): Promise<number> => {
    const res = await post(`${API}/${method}`, body, who)
    expect(res.status).toBe(200)
    return res.body.result.id
  }
  const dropped = () => recorded('revalidateTag').map((c) => c.args[0])

  beforeAll(async () => {
    demoUser = await learner('demo', '13600000001')
    acmeUser = await learner('acme', '13600000002')
    ids.course = await publishedCourse('demo')
    ids.acmeCourse = await publishedCourse('acme')
    ids.topic = await write(demoUser, 'CreateTopic', { courseId: ids.course, title: '缓存的话题' })
    ids.floor = await write(demoUser, 'CreateReply', { topicId: ids.topic, content: '一楼' })
  })

  it("each page's loader tags its entry with the tenant and its course, topic or floor", async () => {
    calls.length = 0
    await topicListPage('demo', ids.course, 1, 20)
    expect(recorded('cacheTag')).toEqual([{ fn: 'cacheTag', args: ['tenant:demo', `discussion:demo:${ids.course}`] }])
    // A minute, and no stale-while-revalidate window the browser could serve a refresh from (discussion-pages.ts).
    expect(recorded('cacheLife')).toEqual([{ fn: 'cacheLife', args: [{ stale: 300, revalidate: 60, expire: 60 }] }])
    calls.length = 0
    await topicPage('demo', ids.topic, 1, 20)
    expect(recorded('cacheTag')).toEqual([{ fn: 'cacheTag', args: ['tenant:demo', `topic:demo:${ids.topic}`] }])
    calls.length = 0
    expect(await floorPage('demo', ids.floor, 1, 20)).not.toBeNull()
    expect(recorded('cacheTag')).toEqual([
      { fn: 'cacheTag', args: ['tenant:demo', `reply:demo:${ids.floor}`] },
      { fn: 'cacheTag', args: [`topic:demo:${ids.topic}`] },
    ])
    // Another tenant's floor is not found there: a 404 under that tenant's tags only.
    calls.length = 0
    expect(await floorPage('acme', ids.floor, 1, 20)).toBeNull()
    expect(recorded('cacheTag')).toEqual([{ fn: 'cacheTag', args: ['tenant:acme', `reply:acme:${ids.floor}`] }])
  })

  it("a post, a reply and a delete drop their course's and topic's pages at once, on their tenant only", async () => {
    calls.length = 0
    const topic = await write(demoUser, 'CreateTopic', { courseId: ids.course, title: '又一个话题' })
    expect(dropped()).toEqual([`discussion:demo:${ids.course}`, `topic:demo:${topic}`])
    expect(recorded('revalidateTag').every((c) => (c.args[1] as { expire: number }).expire === 0)).toBe(true)
    calls.length = 0
    const reply = await write(demoUser, 'CreateReply', { topicId: ids.topic, parentId: ids.floor, content: '楼中' })
    expect(dropped()).toEqual([`discussion:demo:${ids.course}`, `topic:demo:${ids.topic}`, `reply:demo:${reply}`])
    calls.length = 0
    expect((await post(`${API}/DeleteReply`, { id: reply }, demoUser)).status).toBe(200)
    expect(dropped()).toEqual([`discussion:demo:${ids.course}`, `topic:demo:${ids.topic}`])
    calls.length = 0
    expect((await post(`${API}/DeleteTopic`, { id: topic }, demoUser)).status).toBe(200)
    expect(dropped()).toEqual([`discussion:demo:${ids.course}`, `topic:demo:${topic}`])

    calls.length = 0
    const acmeTopic = await write(acmeUser, 'CreateTopic', { courseId: ids.acmeCourse, title: '艾克美的话题' })
    expect(dropped()).toEqual([`discussion:acme:${ids.acmeCourse}`, `topic:acme:${acmeTopic}`])
  })
})
