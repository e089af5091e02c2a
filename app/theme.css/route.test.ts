/**
 * @jest-environment node
 */
// GET /theme.css: the Host tenant's colour as CSS variables, ETag revalidation, and the default theme for anything else.
import { GET } from './route'

type Site = { slug: string; available: boolean; settings: { overallSubjectColor: string; courseGroupTitle: string } }
const sites: Record<string, Site> = {
  acme: {
    slug: 'acme',
    available: true,
    settings: { overallSubjectColor: '#0F766E', courseGroupTitle: '精品课程体系' },
  },
  shut: { slug: 'shut', available: false, settings: { overallSubjectColor: '#b91c1c', courseGroupTitle: '' } },
  broken: {
    slug: 'broken',
    available: true,
    settings: { overallSubjectColor: 'red;}body{display:none', courseGroupTitle: '' },
  },
}
const mockGetTenantSite = jest.fn(async (slug: string) => sites[slug] ?? null)
jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: (slug: string) => mockGetTenantSite(slug) }))

const get = (host: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://${host}/theme.css`, { headers: { host, ...headers } }))

afterEach(() => jest.restoreAllMocks())

describe('GET /theme.css', () => {
  it("answers the Host tenant's colour as a cacheable stylesheet", async () => {
    const res = await get('acme.example.com:3000')
    expect(mockGetTenantSite).toHaveBeenLastCalledWith('acme')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    const css = await res.text()
    expect(css).toMatch(/^:root\{.*\}$/)
    expect(css).toContain('--color-primary:#0f766e')
    expect(css).toContain('--color-primary-contrast:#ffffff')
  })

  it('answers 304 with no body when If-None-Match holds the current ETag', async () => {
    const etag = (await get('acme.example.com')).headers.get('etag') as string
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const res = await get('acme.example.com', { 'if-none-match': ifNoneMatch })
      expect(res.status).toBe(304)
      expect(res.headers.get('etag')).toBe(etag)
      expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400')
      expect(await res.text()).toBe('')
    }
  })

  it('answers 200 with the new CSS when the colour changed since the ETag', async () => {
    const etag = (await get('acme.example.com')).headers.get('etag') as string
    const res = await get('shut.example.com', { 'if-none-match': etag })
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).not.toBe(etag)
    // Like the layout, an unavailable tenant keeps its own colour.
    expect(await res.text()).toContain('--color-primary:#b91c1c')
  })

  it('answers the default theme (#333e76) for an unknown tenant', async () => {
    const res = await get('nobody.example.com')
    expect(mockGetTenantSite).toHaveBeenLastCalledWith('nobody')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(await res.text()).toContain('--color-primary:#333e76')
  })

  it('never lets a stored value that is not a colour into the CSS', async () => {
    const css = await (await get('broken.example.com')).text()
    expect(css).toContain('--color-primary:#333e76')
    expect(css).not.toContain('display')
  })

  it('answers the default theme, uncached, when the tenant cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGetTenantSite.mockRejectedValueOnce(new Error('database down'))
    const res = await get('acme.example.com')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toContain('--color-primary:#333e76')
  })
})
