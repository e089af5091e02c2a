// GET /favicon.ico per Host: browsers and crawlers ask here whatever the page's <link rel="icon"> says, so it redirects
// to the tenant's own icon (settings.icoUrl in its storage) instead of answering 404.
import { getTenantSite } from '@/lib/services/tenant-site'
import { tenantFromHost } from '@/lib/proxy/tenant'
import { logError } from '@/lib/db/error-log'

// The answer depends on the Host header, so never prerender it at build time; the data underneath is 'use cache'd.
export const dynamic = 'force-dynamic'

/** A few minutes, like /theme.css: a new icon shows soon, and browsers keep favicons long anyway. */
const CACHE_CONTROL = 'public, max-age=300'

async function iconFor(host: string | null): Promise<string> {
  try {
    const site = await getTenantSite(tenantFromHost(host))
    return site?.settings.icoUrl ? `${site.settings.qiNiuUrl}${site.settings.icoUrl}` : ''
  } catch (error) {
    logError('[favicon.ico] tenant site read failed:', error)
    return ''
  }
}

export async function GET(request: Request): Promise<Response> {
  const icon = await iconFor(request.headers.get('host'))
  // An unknown host, or a tenant without an icon: nothing to show, and no page's HTML for a request that wants an image.
  if (!icon) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(null, { status: 302, headers: { Location: icon, 'Cache-Control': CACHE_CONTROL } })
}
