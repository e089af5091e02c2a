// A tenant's public origin for absolute URLs (Open Graph, canonical, sitemaps) without reading headers,
// so cached pages stay per tenant. SITE_URL_TEMPLATE holds `{tenant}`, e.g. `https://{tenant}.example.com`.
import { getEnv, type RawEnv } from '@/lib/env'

export function tenantOrigin(slug: string, env: RawEnv = process.env): string {
  return getEnv(env).siteUrlTemplate.replace('{tenant}', slug).replace(/\/+$/, '')
}

/** Where the platform console answers: PLATFORM_HOST on the tenants' scheme and port, else the `platform` tenant's. */
export function platformOrigin(env: RawEnv = process.env): string {
  const url = new URL(tenantOrigin('platform', env))
  url.hostname = getEnv(env).platformHost
  return url.origin
}
