// What every service handler receives (kept beside the auth code that fills in the caller): the tenant (from the host, never the body), the caller, the DB.
import type { Db } from '@/lib/db/client'
import type { TenantSite } from '@/lib/contract/site'
import type { OperatorCaller } from './operator-sessions'

/** Who is calling: the account behind a live session. */
export interface Caller {
  kind: 'user' | 'company'
  accountId: number
  sessionId: string
}

/** What an operator's write adds to its audit row (issue 28): the object acted on, and its state before and after. */
export interface AuditNote {
  target?: string
  before?: unknown
  after?: unknown
}

export interface ServiceContext {
  db: Db
  /** The slug from the request's host (may name no tenant). */
  tenantSlug: string
  /** The host's tenant, or null when it does not exist (methods with tenant: 'optional' only). */
  site: TenantSite | null
  /** Set for methods that need a caller (auth other than 'anonymous' and 'operator'); anonymous methods get null. */
  caller: Caller | null
  /** The raw session token from `Authorization: Bearer` or the session cookie, if any. */
  token: string | null
  /** The client's address: the socket peer, or what TRUSTED_PROXIES vouch for (lib/api/forwarded-headers). */
  clientIp: string
  /** The request came over https (itself, or per a trusted proxy's X-Forwarded-Proto): cookies get Secure. */
  secureTransport: boolean
  userAgent: string
  request: Request
  /** Adds a Set-Cookie header to the response (sessions). */
  setCookie(value: string): void
  /** The console's operator (issue 28), set for `auth: 'operator'` methods only; a learner's session never fills it. */
  operator: OperatorCaller | null
  /** An operator write describes itself for the audit log; the dispatcher writes the row (elsewhere: ignored). */
  audit(note: AuditNote): void
  /**
   * Work for after the write is committed (cache invalidation): a page re-rendered between an invalidation and the
   * commit would cache the old data again. Runs at once where the dispatcher opened no transaction.
   */
  afterCommit(run: () => void): void
  /**
   * Runs a write: a method with a streamed body (`body.kind: 'stream'`) runs outside any transaction and commits here —
   * for an operator, in one transaction with its audit row. Everywhere else the dispatcher's transaction (if any) is
   * already open and this just runs `run` with the same context.
   */
  commit<T>(run: (ctx: ServiceContext) => Promise<T>): Promise<T>
}

/** The context once the dispatcher has checked `tenant: 'required'`. */
export function requireSite(ctx: ServiceContext): TenantSite {
  if (!ctx.site) throw new Error('tenant required but missing: the dispatcher should have refused')
  return ctx.site
}
