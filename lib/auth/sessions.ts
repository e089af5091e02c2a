// Sessions: a new opaque token per login (only its hash stored), idle expiry 7 days, absolute 30 days.
import { sealData } from 'iron-session'
import { getEnv } from '@/lib/env'
import { SESSION_COOKIE, sessionSecret } from '@/lib/auth/session-cookie'
import {
  getSessionByHash,
  insertSession,
  revokeSession,
  touchSession,
  type AccountKind,
} from '@/lib/db/queries/sessions'
import type { Db } from '@/lib/db/client'
import type { Caller } from '@/lib/auth/context'
import { newSessionToken, sha256Hex } from './tokens'

export const IDLE_SECONDS = 7 * 24 * 3600
export const ABSOLUTE_SECONDS = 30 * 24 * 3600
// Writing last_seen on every request would turn reads into writes; a few minutes' precision is plenty.
const TOUCH_EVERY_MS = 5 * 60 * 1000

export async function createSession(
  db: Db,
  {
    tenantId,
    kind,
    accountId,
    userAgent,
  }: { tenantId: number; kind: AccountKind; accountId: number; userAgent: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken()
  const expiresAt = new Date(Date.now() + ABSOLUTE_SECONDS * 1000)
  await insertSession(db, {
    tenantId,
    tokenHash: sha256Hex(token),
    accountKind: kind,
    accountId,
    expiresAt,
    userAgent: userAgent.slice(0, 300),
  })
  return { token, expiresAt }
}

export type SessionLookup =
  | { status: 'active'; caller: Caller }
  | { status: 'ended'; disabled: boolean }
  | { status: 'expired' }
  | { status: 'unknown' }

/**
 * 'ended' means the session was ended elsewhere (revoked, password changed, account disabled or removed):
 * the client's cue (code -10) to drop what it stored; `disabled` says the tenant stopped the account, which the
 * refusal then says in words (issue 32). 'expired' and 'unknown' are plain "not signed in".
 */
export async function lookupSession(
  db: Db,
  { tenantId, token }: { tenantId: number; token: string },
): Promise<SessionLookup> {
  const tokenHash = sha256Hex(token)
  const row = await getSessionByHash(db, { tenantId, tokenHash })
  if (!row) return { status: 'unknown' }
  // Disabling also revokes the account's sessions; the reason the owner should read is the disabling.
  if (row.accountDisabled === true) return { status: 'ended', disabled: true }
  if (row.revokedAt) return { status: 'ended', disabled: false }
  const now = Date.now()
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + IDLE_SECONDS * 1000 <= now)
    return { status: 'expired' }
  // The account came with the session (null: removed); gone ends it.
  if (row.accountDisabled !== false) return { status: 'ended', disabled: false }
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await touchSession(db, { tenantId, tokenHash, at: new Date(now) })
  return { status: 'active', caller: { kind: row.accountKind, accountId: row.accountId, sessionId: tokenHash } }
}

/**
 * For anonymous methods declared with `session: 'optional'`: the caller behind a live session, else null — an ended
 * or expired session is simply a visitor here (the method serves both).
 */
export async function optionalCaller(
  db: Db,
  { tenantId, token }: { tenantId: number; token: string | null },
): Promise<Caller | null> {
  if (!token) return null
  const found = await lookupSession(db, { tenantId, token })
  return found.status === 'active' ? found.caller : null
}

export async function endSession(db: Db, { tenantId, token }: { tenantId: number; token: string }): Promise<void> {
  await revokeSession(db, { tenantId, tokenHash: sha256Hex(token) })
}

/**
 * Secure under APP_ENV=production or COOKIE_SECURE=1 (`next start` always runs with NODE_ENV=production, also on a
 * laptop over plain http), and whenever the request itself came over https — directly, or per a trusted proxy (L3).
 */
function cookieAttributes(maxAge: number, overHttps: boolean): string {
  const secure = overHttps || getEnv().cookieSecure
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`
}

/** The Set-Cookie value carrying the sealed token (the browser cannot read it; JS never sees it). */
export async function sessionCookie(token: string, { overHttps = false } = {}): Promise<string> {
  const sealed = await sealData({ token }, { password: sessionSecret(), ttl: ABSOLUTE_SECONDS })
  return `${SESSION_COOKIE}=${sealed}; ${cookieAttributes(ABSOLUTE_SECONDS, overHttps)}`
}

export function clearedSessionCookie({ overHttps = false } = {}): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(0, overHttps)}`
}
