// The tenant operator's credential for the consulting API (until an operator console exists): a random key sent as
// `X-Operator-Key`, stored only as its SHA-256 and looked up within the host's tenant, so a demo key means nothing on acme.
import { randomBytes } from 'node:crypto'
import { ApiError, ErrorCode } from '@/lib/contract/errors'
import { CONSULT_ERRORS } from '@/lib/contract/consultation-errors'
import { findOperatorKey } from '@/lib/db/queries/consultation'
import { insertAudit } from '@/lib/db/queries/audit-log'
import { requireSite, type ServiceContext } from './context'
import { consume, refund } from './limits'
import { sha256Hex } from './tokens'

const OPERATOR_KEY_HEADER = 'x-operator-key'

/** A new key to hand to an operator once (`npm run db:operator-key -- <tenant>`); only its hash is kept. */
export function newOperatorKey(): string {
  return `op_${randomBytes(24).toString('base64url')}`
}

export const operatorKeyHash = (key: string) => sha256Hex(key.trim())

/**
 * The console's 操作日志 also lists what integrations did with a key (issue 28): written after the write succeeded —
 * these methods keep their own transactions — with the key's label as the actor.
 */
export async function auditKeyWrite(
  ctx: ServiceContext,
  key: { label: string },
  entry: { kind: string; label: string; target: string; after: unknown },
) {
  await insertAudit(ctx.db, {
    tenantId: requireSite(ctx).tenantId,
    operatorId: null,
    actor: `集成密钥「${key.label}」`,
    ip: ctx.clientIp,
    before: null,
    ...entry,
  })
}

/** The operator behind the request's key, or 401 with what is wrong; wrong keys count against the address. */
export async function requireOperator(ctx: ServiceContext): Promise<{ id: number; label: string }> {
  const key = ctx.request.headers.get(OPERATOR_KEY_HEADER)?.trim()
  if (!key) throw new ApiError(ErrorCode.Unauthorized, CONSULT_ERRORS.operatorKeyMissing, 401)
  const { tenantId } = requireSite(ctx)
  const limitKey = `${tenantId}:${ctx.clientIp}`
  await consume(ctx.db, [
    { rule: 'operatorKeyIp', key: limitKey, message: (w) => `运营密钥错误次数过多，请${w}后再试` },
  ])
  const found = key.length <= 200 ? await findOperatorKey(ctx.db, { tenantId, keyHash: operatorKeyHash(key) }) : null
  if (!found) throw new ApiError(ErrorCode.Unauthorized, CONSULT_ERRORS.operatorKeyBad, 401)
  await refund(ctx.db, 'operatorKeyIp', limitKey)
  return found
}
