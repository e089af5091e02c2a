// GET /theme.css per Host (docs/spec.md §7): the tenant's theme variables as a stylesheet, the same rule the layout inlines.
import { getTenantSite } from '@/lib/services/tenant-site'
import { tenantFromHost } from '@/lib/proxy/tenant'
import { DEFAULT_THEME, deriveTheme, themeCss } from '@/lib/theme'
import { logError } from '@/lib/db/error-log'

// The answer depends on the Host header, so never prerender it at build time; the data underneath is 'use cache'd.
export const dynamic = 'force-dynamic'

// Short freshness so a new colour shows within minutes; the ETag makes the revalidations that follow cheap.
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'
const CSS_TYPE = 'text/css; charset=utf-8'

async function etagOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)))
  const hex = Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
  return `"${hex}"`
}

/** If-None-Match may list several tags, weak ones (W/"…") included; weak comparison is what GET revalidation uses. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag
  })
}

/** The Host tenant's theme; an unknown tenant (or a failed read) gets the default, so a stylesheet link never breaks. */
async function cssFor(host: string | null): Promise<{ css: string; cacheControl: string }> {
  try {
    const site = await getTenantSite(tenantFromHost(host))
    // Like the root layout: the tenant's own colour even while it is unavailable, the default when it is unknown.
    return { css: themeCss(site ? deriveTheme(site.settings) : DEFAULT_THEME), cacheControl: CACHE_CONTROL }
  } catch (error) {
    logError('[theme.css] tenant site read failed:', error)
    // Not cached, so the tenant's colour comes back as soon as the read works again.
    return { css: themeCss(DEFAULT_THEME), cacheControl: 'no-store' }
  }
}

export async function GET(request: Request): Promise<Response> {
  const { css, cacheControl } = await cssFor(request.headers.get('host'))
  const etag = await etagOf(css)
  const headers = { 'Content-Type': CSS_TYPE, 'Cache-Control': cacheControl, ETag: etag }
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  return new Response(css, { headers })
}
