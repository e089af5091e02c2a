// The cache as ClearCache relies on it: every cached loader tags its own entry with its tenant, and ClearCache drops exactly that tenant's entries.
import os from 'node:os'
import path from 'node:path'
import { dispatch } from '@/lib/api/dispatch'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { calls } from '@/tests/stubs/next-cache'
import * as catalogueData from './catalogue-data'

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
