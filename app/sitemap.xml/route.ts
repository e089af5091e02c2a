// GET /sitemap.xml: the Host's tenant's public pages on its own origin; the data comes from per-tenant cached loaders.
import { listSitemapEntries } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { tenantFromHost } from '@/lib/proxy/tenant'
import { buildSitemapXml } from '@/lib/seo/sitemap'
import { tenantOrigin } from '@/lib/site-url'

// The answer depends on the Host header, so never prerender it at build time; the data underneath is 'use cache'd.
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const slug = tenantFromHost(request.headers.get('host'))
  const site = await getTenantSite(slug)
  if (!site || !site.available) {
    // No cache: a tenant created or re-enabled later must get its sitemap at once.
    return new Response('站点不存在', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const entries = await listSitemapEntries(slug)
  const xml = buildSitemapXml(tenantOrigin(slug), entries, site.features)
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
