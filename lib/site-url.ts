// A tenant's public origin for absolute URLs (Open Graph, canonical, sitemaps) without reading headers,
// so cached pages stay per tenant. SITE_URL_TEMPLATE holds `{tenant}`, e.g. `https://{tenant}.example.com`.
export function tenantOrigin(slug: string, env: Record<string, string | undefined> = process.env): string {
  const template = env.SITE_URL_TEMPLATE || `http://{tenant}.localhost:${env.PORT || 3000}`
  return template.replace('{tenant}', slug).replace(/\/+$/, '')
}
