// The one decision the proxy makes: which internal path serves a public URL.
import { deviceFromUserAgent, type Device } from './device'
import { tenantFromHost } from './tenant'

export interface RewriteInput {
  host: string | null
  userAgent: string | null
  pathname: string
}

export type RewriteDecision =
  | { kind: 'rewrite'; tenant: string; device: Device; pathname: string }
  | { kind: 'pass' }

/** Paths Next or the API serve themselves. Files with an extension are static assets. */
export function isPassThrough(pathname: string): boolean {
  return (
    pathname.startsWith('/_next/') ||
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname.startsWith('/storage/') ||
    /\/[^/]+\.[a-zA-Z0-9]+$/.test(pathname)
  )
}

/**
 * Every other path is prefixed, so the internal trees are never reachable by their own URL:
 * `/demo/desktop` from outside becomes `/demo/desktop/demo/desktop`, which is a 404.
 */
export function decideRewrite({ host, userAgent, pathname }: RewriteInput): RewriteDecision {
  if (isPassThrough(pathname)) return { kind: 'pass' }
  const tenant = tenantFromHost(host)
  const device = deviceFromUserAgent(userAgent)
  const rest = pathname === '/' ? '' : pathname.replace(/\/+$/, '')
  return { kind: 'rewrite', tenant, device, pathname: `/${tenant}/${device}${rest}` }
}
