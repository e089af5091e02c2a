// GET /robots.txt per Host: an available tenant is open to crawlers (minus private paths), any other host (the
// platform console's too) is closed.
import { PLATFORM_SLUG } from '@/lib/contract/platform'
import { getTenantSite } from '@/lib/services/tenant-site'
import { tenantFromHost } from '@/lib/proxy/tenant'
import { buildRobotsTxt } from '@/lib/seo/sitemap'
import { tenantOrigin } from '@/lib/site-url'

// The answer depends on the Host header, so never prerender it at build time; the data underneath is 'use cache'd.
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const slug = tenantFromHost(request.headers.get('host'))
  const site = await getTenantSite(slug)
  // The platform console's host has nothing to index.
  const body = buildRobotsTxt(site?.available && slug !== PLATFORM_SLUG ? tenantOrigin(slug) : null)
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
