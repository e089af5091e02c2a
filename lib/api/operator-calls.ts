// The dispatcher's console half (issue 28): who the operator is, whether their role may call the method, and the audit
// row every operator write commits together with the write itself.
import { ApiError, ErrorCode, forbidden, sessionEnded, unauthorized } from '@/lib/contract/errors'
import type { AnyMethod } from '@/lib/contract/define'
import { MUST_CHANGE_PASSWORD, OPERATOR_SIGNED_OUT, ROLE_REFUSED } from '@/lib/contract/schemas/admin'
import { PLATFORM_SLUG } from '@/lib/contract/platform'
import { NOT_ON_PLATFORM, PLATFORM_ONLY } from '@/lib/contract/schemas/admin-tenant'
import type { AuditNote, ServiceContext } from '@/lib/auth/context'
import { actorName, lookupOperatorSession, type OperatorCaller } from '@/lib/auth/operator-sessions'
import { insertAudit } from '@/lib/db/queries/audit-log'

type Base = Omit<ServiceContext, 'caller' | 'operator'>

/** The console's own service (sign-in, password): open to an operator who still has to replace an initial password. */
const AUTH_SERVICE = 'AdminAuth'

/**
 * The operator behind the console cookie: 401 when signed out or idle too long, -10 when the session was ended
 * elsewhere (disabled, re-roled, password changed), 403 when the role may not call the method or an initial password
 * must be replaced first.
 */
export async function resolveOperator(
  base: Base,
  spec: Pick<AnyMethod<ServiceContext>, 'roles' | 'scope'>,
  service: string,
) {
  if (!base.token || !base.site) throw unauthorized(OPERATOR_SIGNED_OUT)
  const found = await lookupOperatorSession(base.db, { tenantId: base.site.tenantId, token: base.token })
  if (found.status === 'ended') throw sessionEnded()
  if (found.status !== 'active') throw unauthorized(OPERATOR_SIGNED_OUT)
  const operator = found.caller
  if (!spec.roles?.includes(operator.role)) throw forbidden(ROLE_REFUSED)
  const scope = spec.scope ?? 'tenant'
  const onPlatform = base.site.slug === PLATFORM_SLUG
  if (scope === 'platform' && !onPlatform) throw forbidden(PLATFORM_ONLY)
  if (scope === 'tenant' && onPlatform) throw forbidden(NOT_ON_PLATFORM)
  if (operator.mustChangePassword && service.toLowerCase() !== AUTH_SERVICE.toLowerCase())
    throw new ApiError(ErrorCode.Forbidden, MUST_CHANGE_PASSWORD, 403)
  return operator
}

/** The log's kind of a method (AdminOperator/SetRole) and its label: the summary up to its first bracket. */
export function auditKind(path: string, summary: string) {
  return { kind: path.split('/').slice(-2).join('/'), label: summary.split(/[（(]/)[0].trim() }
}

/** Passwords and codes never reach the log, at any depth. */
function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted)
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, /password|code|secret|token/i.test(k) ? '******' : redacted(v)]),
    )
  return value
}

/**
 * Runs an operator's write in one transaction with its audit row: both commit or neither does. The handler may
 * describe the write (`ctx.audit({ target, before, after })`); otherwise the row keeps the input, passwords masked.
 */
export async function runAudited<T>(
  base: Base,
  operator: OperatorCaller,
  kind: { kind: string; label: string },
  input: unknown,
  run: (ctx: ServiceContext) => Promise<T>,
): Promise<T> {
  const site = base.site!
  const committed: (() => void)[] = []
  const answer = await base.db.transaction(async (tx) => {
    let note: AuditNote = {}
    const ctx: ServiceContext = {
      ...base,
      db: tx,
      caller: null,
      operator,
      audit: (n) => void (note = { ...note, ...n }),
      afterCommit: (run) => void committed.push(run),
      commit: (run) => run(ctx),
    }
    const result = await run(ctx)
    await insertAudit(tx, {
      tenantId: site.tenantId,
      operatorId: operator.accountId,
      actor: actorName(operator),
      ip: base.clientIp,
      ...kind,
      target: note.target ?? '',
      before: note.before === undefined ? null : redacted(note.before),
      after: note.after === undefined ? redacted(input) : redacted(note.after),
    })
    return result
  })
  for (const run of committed) run()
  return answer
}
