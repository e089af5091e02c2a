// Host → tenant slug. Pure, so the proxy and the API context share one rule and tests need no server.

import { PLATFORM_SLUG } from '@/lib/contract/platform'
import { getEnv } from '@/lib/env'

const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const IPV4_RE = /^\d{1,3}(?:\.\d{1,3}){3}$/

/** Strips the port (also from bracketed IPv6) and lower-cases. */
export function hostnameOf(host: string | null | undefined): string {
  if (!host) return ''
  const h = host.trim().toLowerCase()
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1)
  return h.split(':')[0]
}

/**
 * The tenant is the host's first label (`acme.example.com` → `acme`). `localhost`, IP addresses and
 * bare one-label hosts have no tenant label and fall back to the default tenant; the platform's host is the platform.
 */
export function tenantFromHost(
  host: string | null | undefined,
  fallback = getEnv().defaultTenant,
  platformHost = getEnv().platformHost,
): string {
  const name = hostnameOf(host)
  // The platform console's host (PLATFORM_HOST) is the reserved platform tenant whatever its first label.
  if (name && name === platformHost) return PLATFORM_SLUG
  if (!name || name.startsWith('[') || IPV4_RE.test(name)) return fallback
  const labels = name.split('.').filter(Boolean)
  if (labels.length < 2) return fallback
  const first = labels[0]
  if (first === 'www') return fallback
  return SLUG_RE.test(first) ? first : fallback
}

/** A slug that could name a tenant; anything else can never match one (keeps junk out of cache keys). */
export function isTenantSlug(value: string): boolean {
  return SLUG_RE.test(value)
}
