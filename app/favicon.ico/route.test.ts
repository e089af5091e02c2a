/**
 * @jest-environment node
 */
// GET /favicon.ico (issue 27: it answered 404 on every tenant): a redirect to the Host tenant's icon in its storage,
// 404 for a tenant without one or an unknown host.
import { GET } from './route'

type Site = { slug: string; available: boolean; settings: { qiNiuUrl: string; icoUrl: string } }
const sites: Record<string, Site> = {
  demo: { slug: 'demo', available: true, settings: { qiNiuUrl: '/storage/', icoUrl: 'demo/favicon.png' } },
  cdn: { slug: 'cdn', available: true, settings: { qiNiuUrl: 'https://cdn.example.com/', icoUrl: 'cdn/icon.ico' } },
  bare: { slug: 'bare', available: true, settings: { qiNiuUrl: '/storage/', icoUrl: '' } },
}
const mockGetTenantSite = jest.fn(async (slug: string) => sites[slug] ?? null)
jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: (slug: string) => mockGetTenantSite(slug) }))

const get = (host: string) => GET(new Request(`http://${host}/favicon.ico`, { headers: { host } }))

describe('GET /favicon.ico', () => {
  it("redirects to the Host tenant's icon", async () => {
    const res = await get('demo.localhost:3000')
    expect(mockGetTenantSite).toHaveBeenLastCalledWith('demo')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/storage/demo/favicon.png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('follows the tenant to its own storage host', async () => {
    const res = await get('cdn.example.com')
    expect(res.headers.get('location')).toBe('https://cdn.example.com/cdn/icon.ico')
  })

  it('answers 404 for a tenant without an icon and for an unknown host', async () => {
    for (const host of ['bare.example.com', 'nobody.example.com']) {
      const res = await get(host)
      expect(res.status).toBe(404)
      expect(res.headers.get('location')).toBeNull()
    }
  })
})
