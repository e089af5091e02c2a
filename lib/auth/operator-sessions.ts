// The console's sessions (issue 28): an opaque token per sign-in, only its hash stored, sealed in a cookie that the
// browser sends to /admin alone. Shorter-lived than a learner's (idle 30 minutes, at most 12 hours): a console changes
// what every learner of the tenant sees. A remembered browser skips the SMS code for at most 30 days.
import { sealData, unsealData } from 'iron-session'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { Db } from '@/lib/db/client'
import {
  findOperatorToken,
  getOperatorSession,
  insertOperatorSession,
  insertOperatorToken,
  revokeOperatorSession,
  touchOperatorSession,
  markOperatorTokenUsed,
} from '@/lib/db/queries/operators'
import { getEnv } from '@/lib/env'
import { cookieValue, MAX_SESSION_COOKIE, sessionSecret } from './session-cookie'
import { newSessionToken, sha256Hex } from './tokens'

export const OPERATOR_COOKIE = 'qh_admin'
export const TRUSTED_BROWSER_COOKIE = 'qh_admin_trust'
/** The console's pages and its API both live under /admin, so its cookies go nowhere else. */
const COOKIE_PATH = '/admin'
const OPERATOR_IDLE_SECONDS = 30 * 60
const OPERATOR_ABSOLUTE_SECONDS = 12 * 3600
const TRUSTED_BROWSER_SECONDS = 30 * 24 * 3600
/** Password accepted, code not yet entered: the challenge lasts as long as a code twice over. */
const CHALLENGE_SECONDS = 10 * 60
// An idle console still counts as idle after a few seconds' precision; a write per call would double the calls' cost.
const TOUCH_EVERY_MS = 60 * 1000

type Scope = { tenantId: number }

/** The operator behind a live console session. */
export interface OperatorCaller {
  kind: 'operator'
  accountId: number
  sessionId: string
  role: OperatorRole
  loginName: string
  name: string
  mustChangePassword: boolean
}

/** How an operator appears in the audit log: 王敏（wangmin）. */
export const actorName = (op: { name: string; loginName: string }) => `${op.name}（${op.loginName}）`

export async function createOperatorSession(
  db: Db,
  { tenantId, operatorId, ip, userAgent }: Scope & { operatorId: number; ip: string; userAgent: string },
): Promise<string> {
  const token = newSessionToken()
  await insertOperatorSession(db, {
    tenantId,
    operatorId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + OPERATOR_ABSOLUTE_SECONDS * 1000),
    ip: ip.slice(0, 64),
    userAgent: userAgent.slice(0, 300),
  })
  return token
}

type OperatorLookup = { status: 'active'; caller: OperatorCaller } | { status: 'ended' | 'expired' | 'unknown' }

/**
 * 'ended': revoked, or the operator was disabled, re-roled or had its password changed after this sign-in. 'expired':
 * idle for 30 minutes or older than 12 hours.
 */
export async function lookupOperatorSession(db: Db, { tenantId, token }: Scope & { token: string }) {
  const tokenHash = sha256Hex(token)
  const row = await getOperatorSession(db, { tenantId, tokenHash })
  if (!row) return { status: 'unknown' } as OperatorLookup
  const op = row.operator
  if (row.revokedAt || op.disabled || row.createdAt < op.credentialsChangedAt)
    return { status: 'ended' } as OperatorLookup
  const now = Date.now()
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + OPERATOR_IDLE_SECONDS * 1000 <= now)
    return { status: 'expired' } as OperatorLookup
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchOperatorSession(db, { tenantId, tokenHash })
  const caller: OperatorCaller = {
    kind: 'operator',
    accountId: op.id,
    sessionId: tokenHash,
    role: op.role,
    loginName: op.loginName,
    name: op.name,
    mustChangePassword: op.mustChangePassword,
  }
  return { status: 'active', caller } as OperatorLookup
}

export async function endOperatorSession(db: Db, { tenantId, token }: Scope & { token: string }) {
  await revokeOperatorSession(db, { tenantId, tokenHash: sha256Hex(token) })
}

/** A challenge (after the password) or a remembered browser (after the code): a random token, only its hash kept. */
export async function issueOperatorToken(
  db: Db,
  { tenantId, operatorId, kind }: Scope & { operatorId: number; kind: 'challenge' | 'browser' },
): Promise<string> {
  const token = newSessionToken()
  const seconds = kind === 'challenge' ? CHALLENGE_SECONDS : TRUSTED_BROWSER_SECONDS
  await insertOperatorToken(db, {
    tenantId,
    operatorId,
    kind,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + seconds * 1000),
  })
  return token
}

/** The enabled operator a live token of that kind belongs to (its row, read in the same statement), or null. */
export async function operatorOfToken(
  db: Db,
  { tenantId, token, kind }: Scope & { token: string; kind: 'challenge' | 'browser' },
) {
  if (!token || token.length > 100) return null
  const row = await findOperatorToken(db, { tenantId, tokenHash: sha256Hex(token), kind })
  return row?.operator ?? null
}

export function spendOperatorToken(db: Db, { tenantId, token }: Scope & { token: string }): Promise<boolean> {
  return markOperatorTokenUsed(db, { tenantId, tokenHash: sha256Hex(token) })
}

function attributes(maxAge: number, overHttps: boolean): string {
  const secure = overHttps || getEnv().cookieSecure
  return `Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`
}

/** Set-Cookie for a console session or a remembered browser: the token sealed, as the learner's cookie is. */
export async function operatorCookie(
  name: typeof OPERATOR_COOKIE | typeof TRUSTED_BROWSER_COOKIE,
  token: string,
  { overHttps = false } = {},
): Promise<string> {
  const ttl = name === OPERATOR_COOKIE ? OPERATOR_ABSOLUTE_SECONDS : TRUSTED_BROWSER_SECONDS
  const sealed = await sealData({ token }, { password: sessionSecret(), ttl })
  return `${name}=${sealed}; ${attributes(ttl, overHttps)}`
}

export function clearedOperatorCookie(name: typeof OPERATOR_COOKIE | typeof TRUSTED_BROWSER_COOKIE, overHttps = false) {
  return `${name}=; ${attributes(0, overHttps)}`
}

/** The token in one of the console's cookies, or null when absent, oversized or not sealed by us. */
export async function operatorTokenFromCookie(
  request: Request,
  name: typeof OPERATOR_COOKIE | typeof TRUSTED_BROWSER_COOKIE,
): Promise<string | null> {
  const sealed = cookieValue(request, name, MAX_SESSION_COOKIE)
  if (!sealed) return null
  try {
    const data = await unsealData<{ token?: unknown }>(sealed, { password: sessionSecret() })
    return typeof data.token === 'string' ? data.token : null
  } catch {
    return null
  }
}
