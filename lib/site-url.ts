// A tenant's public origin for absolute URLs (Open Graph, canonical, sitemaps) without reading headers,
// so cached pages stay per tenant. SITE_URL_TEMPLATE holds `{tenant}`, e.g. `https://{tenant}.example.com`.
import { getEnv, type RawEnv } from '@/lib/env'

export function tenantOrigin(slug: string, env: RawEnv = process.env): string {
  return getEnv(env).siteUrlTemplate.replace('{tenant}', slug).replace(/\/+$/, '')
}
