// Facts about the raw request that several layers need: tenant slug, client IP, session token.
import { tenantFromHost } from '@/lib/proxy/tenant'

export function tenantSlugOf(request: Request): string {
  return tenantFromHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host'))
}

/** The first X-Forwarded-For hop when behind a proxy, else the socket peer Next reports. */
export function clientIpOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')
  if (forwarded) return forwarded.split(',')[0].trim()
  return request.headers.get('x-real-ip') ?? '127.0.0.1'
}

/** `Authorization: Bearer <token>` for API clients; the web carries it in the session cookie. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/i)
  return match ? match[1] : null
}

/** True when the request carries an Origin whose host is not exactly the request's host. */
export function isCrossOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host.toLowerCase() !== (host ?? '').toLowerCase()
  } catch {
    return true
  }
}
