// The web's session cookie: iron-session seals the opaque session token; the browser never sees it.
import { unsealData } from 'iron-session'
import { getEnv } from '@/lib/env'

export const SESSION_COOKIE = 'qh_session'

/** SESSION_SECRET; the development value only outside APP_ENV=production (lib/env refuses to start without it there). */
export function sessionSecret(): string {
  return getEnv().sessionSecret
}

export function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return null
}

/** The token inside the sealed cookie, or null when absent, tampered with or sealed by another secret. */
export async function sessionTokenFromCookie(request: Request): Promise<string | null> {
  const sealed = cookieValue(request, SESSION_COOKIE)
  if (!sealed) return null
  try {
    const data = await unsealData<{ token?: unknown }>(sealed, { password: sessionSecret() })
    return typeof data.token === 'string' ? data.token : null
  } catch {
    return null
  }
}
