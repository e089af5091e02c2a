// Facts about the raw request that several layers need: tenant slug, client IP, scheme, origin, session token.
// They rely on the forwarded-headers hook: the last X-Forwarded-For hop is the socket peer, X-Forwarded-Proto comes
// from a trusted proxy or from Next itself.
import { tenantFromHost } from '@/lib/proxy/tenant'
import { tenantOrigin } from '@/lib/site-url'
import { isTrustedProxy, normalizeIp } from './forwarded-headers'

/** The Host header's tenant, as the pages read it (L5: a client's X-Forwarded-Host never picks the tenant). */
export function tenantSlugOf(request: Request): string {
  return tenantFromHost(request.headers.get('host'))
}

/**
 * The client: X-Forwarded-For read from the right, skipping the hops TRUSTED_PROXIES vouches for. With no trusted proxy
 * that is the socket peer; hops a client wrote itself sit further left and are never reached.
 */
export function clientIpOf(request: Request): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    if (i === 0 || !isTrustedProxy(hops[i])) return normalizeIp(hops[i]) ?? hops[i].slice(0, 64)
  }
  return 'unknown'
}

/** `https` when the request reached the first trusted hop over TLS (X-Forwarded-Proto), else the URL's scheme. */
export function requestScheme(request: Request): 'http' | 'https' {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  if (forwarded === 'https' || forwarded === 'http') return forwarded
  return new URL(request.url).protocol === 'https:' ? 'https' : 'http'
}

/** `Authorization: Bearer <token>` for API clients; the web carries it in the session cookie. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/i)
  return match ? match[1] : null
}

function originOf(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The origins a write may come from: the request's own (scheme, Host, port) and the tenant's public origin from
 * SITE_URL_TEMPLATE (right even when TLS ends at a proxy that is not in TRUSTED_PROXIES).
 */
function allowedOrigins(request: Request, tenantSlug: string): Set<string> {
  const allowed = new Set<string>()
  const own = originOf(`${requestScheme(request)}://${request.headers.get('host') ?? ''}`)
  if (own) allowed.add(own)
  const configured = originOf(tenantOrigin(tenantSlug))
  if (configured) allowed.add(configured)
  return allowed
}

export type OriginVerdict = 'same' | 'cross' | 'absent'

/**
 * Where a write comes from (L6). `Origin` decides when present — scheme, host and port must match, and the opaque
 * "null" never does; without it, `Referer` stands in. 'absent': neither header, i.e. not a browser's cross-site write.
 */
export function writeOrigin(request: Request, tenantSlug: string): OriginVerdict {
  const origin = request.headers.get('origin')
  const referer = request.headers.get('referer')
  const claimed = origin !== null ? originOf(origin) : referer !== null ? originOf(referer) : undefined
  if (claimed === undefined) return 'absent'
  return claimed !== null && allowedOrigins(request, tenantSlug).has(claimed) ? 'same' : 'cross'
}
