// The proof, carried from the callback to the bind-phone step, that this browser just signed in to a provider account
// that is bound to nobody here: HMAC-SHA256 (SESSION_SECRET, domain-separated) over tenant, provider account and expiry.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '@/lib/env'
import type { OAuthProvider } from '@/lib/db/schema'

const BIND_TICKET_TTL_SECONDS = 10 * 60
export const BIND_TICKET_INVALID = '绑定已超时，请重新使用第三方账号登录'

export interface BindClaims {
  tenantId: number
  provider: OAuthProvider
  openid: string
  unionid: string | null
  nickname: string
  avatarUrl: string
  /** Where the login started from: the page to return to once bound. */
  returnTo: string
}

const mac = (body: string) =>
  createHmac('sha256', getEnv().sessionSecret).update(`third-bind-ticket:v1:${body}`).digest()

export function issueBindTicket(claims: BindClaims, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({ ...claims, exp: Math.floor(now / 1000) + BIND_TICKET_TTL_SECONDS }),
  ).toString('base64url')
  return `v1.${body}.${mac(body).toString('base64url')}`
}

/** The claims of an unexpired ticket this server issued for this tenant, else null. */
export function readBindTicket(ticket: string, tenantId: number, now = Date.now()): BindClaims | null {
  const m = /^v1\.([A-Za-z0-9_-]{10,2000})\.([A-Za-z0-9_-]{43})$/.exec(ticket)
  if (!m) return null
  const given = Buffer.from(m[2], 'base64url')
  const wanted = mac(m[1])
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null
  try {
    const claims = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as BindClaims & { exp: number }
    if (claims.tenantId !== tenantId || claims.exp * 1000 <= now) return null
    const { exp: _exp, ...rest } = claims
    void _exp
    return rest
  } catch {
    return null
  }
}
