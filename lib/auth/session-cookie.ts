// The web's session cookie: iron-session seals the opaque session token; the browser never sees it.
import { unsealData } from 'iron-session'
import { getEnv } from '@/lib/env'

export const SESSION_COOKIE = 'qh_session'

/**
 * The longest qh_session we unseal. Ours is ~310 characters (iron-session's seal of a 43-character token, measured);
 * a longer one cannot be ours, and unsealing a 120 KB value on every API call cost 1.4 s at p95 under 30 parallel
 * requests (issue 23 L7), so it is no session, without decrypting anything.
 */
export const MAX_SESSION_COOKIE = 1024

/** Any other cookie we read is shorter than this; longer values are not decoded. */
const MAX_COOKIE_VALUE = 4096

/** SESSION_SECRET; the development value only outside APP_ENV=production (lib/env refuses to start without it there). */
export function sessionSecret(): string {
  return getEnv().sessionSecret
}

/**
 * One cookie's value, or null when absent, longer than `maxLength` or not decodable. The header is walked once by
 * index — only the wanted value is copied and decoded — so a header of 100 KB of other cookies costs a scan, no more.
 */
export function cookieValue(request: Request, name: string, maxLength = MAX_COOKIE_VALUE): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (let start = 0; start < header.length;) {
    const semicolon = header.indexOf(';', start)
    const end = semicolon < 0 ? header.length : semicolon
    const eq = header.indexOf('=', start)
    if (eq > start && eq < end && header.slice(start, eq).trim() === name) {
      const raw = header.slice(eq + 1, end).trim()
      if (raw.length > maxLength) return null
      if (!raw.includes('%')) return raw
      try {
        return decodeURIComponent(raw)
      } catch {
        // A malformed escape (`%ZZ`) is no value rather than a thrown URIError (a 500 in the dispatcher).
        return null
      }
    }
    start = end + 1
  }
  return null
}

/** The token inside the sealed cookie, or null when absent, oversized, tampered with or sealed by another secret. */
export async function sessionTokenFromCookie(request: Request): Promise<string | null> {
  const sealed = cookieValue(request, SESSION_COOKIE, MAX_SESSION_COOKIE)
  if (!sealed) return null
  try {
    const data = await unsealData<{ token?: unknown }>(sealed, { password: sessionSecret() })
    return typeof data.token === 'string' ? data.token : null
  } catch {
    return null
  }
}
