/**
 * @jest-environment node
 */
import { GET as robots } from '../robots.txt/route'
import { GET as sitemap } from './route'

type Site = { slug: string; available: boolean; features: { showTeacherMenu: boolean; showTopicMenu: boolean } }
const sites: Record<string, Site> = {
  demo: { slug: 'demo', available: true, features: { showTeacherMenu: true, showTopicMenu: true } },
  acme: { slug: 'acme', available: true, features: { showTeacherMenu: false, showTopicMenu: false } },
  shut: { slug: 'shut', available: false, features: { showTeacherMenu: true, showTopicMenu: true } },
}
const mockListSitemapEntries = jest.fn(async (slug: string) => ({
  courses: [{ id: slug === 'demo' ? 1 : 2, updatedAt: '2025-01-01T00:00:00.000Z' }],
  lecturers: [{ id: 7 }],
  topics: [{ id: 3 }],
}))

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: async (slug: string) => sites[slug] ?? null }))
jest.mock('@/lib/services/catalogue-data', () => ({
  listSitemapEntries: (slug: string) => mockListSitemapEntries(slug),
}))

const saved = process.env.SITE_URL_TEMPLATE
beforeAll(() => {
  process.env.SITE_URL_TEMPLATE = 'https://{tenant}.example.com'
})
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL_TEMPLATE
  else process.env.SITE_URL_TEMPLATE = saved
})

const get = (host: string, path: string) => new Request(`http://${host}${path}`, { headers: { host } })

describe('GET /sitemap.xml', () => {
  it("lists the Host tenant's pages on its own origin", async () => {
    const res = await sitemap(get('demo.example.com', '/sitemap.xml'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const xml = await res.text()
    expect(mockListSitemapEntries).toHaveBeenLastCalledWith('demo')
    expect(xml).toContain('<loc>https://demo.example.com/course/1</loc>')
    expect(xml).toContain('<loc>https://demo.example.com/teacher/7</loc>')
    expect(xml).toContain('<loc>https://demo.example.com/thematic/3</loc>')
  })

  it('follows the menu switches of another tenant', async () => {
    const xml = await (await sitemap(get('acme.example.com:3000', '/sitemap.xml'))).text()
    expect(xml).toContain('<loc>https://acme.example.com/course/2</loc>')
    expect(xml).not.toMatch(/teacher|thematic|demo\./)
  })

  it.each(['shut.example.com', 'nobody.example.com'])('answers 404 for %s', async (host) => {
    const res = await sitemap(get(host, '/sitemap.xml'))
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('GET /robots.txt', () => {
  it('opens an available tenant and names its sitemap', async () => {
    const res = await robots(get('demo.example.com', '/robots.txt'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const text = await res.text()
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
    expect(text).toContain('Sitemap: https://demo.example.com/sitemap.xml')
  })

  it.each(['shut.example.com', 'nobody.example.com'])('closes %s', async (host) => {
    expect(await (await robots(get(host, '/robots.txt'))).text()).toBe('User-agent: *\nDisallow: /\n')
  })
})
