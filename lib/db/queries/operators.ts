// Operator rows, their sessions and sign-in tokens, always within one tenant (issue 28).
import { and, asc, count, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { Db } from '../client'
import { operators, operatorSessions, operatorTokens } from '../schema'

type Scope = { tenantId: number }

export async function getOperatorByLoginName(db: Db, { tenantId, loginName }: Scope & { loginName: string }) {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), sql`lower(${operators.loginName}) = lower(${loginName})`))
    .limit(1)
  return row ?? null
}

export async function getOperator(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)))
    .limit(1)
  return row ?? null
}

/** Every operator of the tenant, locked for the transaction: a role or state change checks the other administrators. */
export async function lockOperators(db: Db, { tenantId }: Scope) {
  return db
    .select({ id: operators.id, role: operators.role, disabled: operators.disabled })
    .from(operators)
    .where(eq(operators.tenantId, tenantId))
    .orderBy(asc(operators.id))
    .for('update')
}

export async function insertOperator(
  db: Db,
  values: Scope & {
    loginName: string
    name: string
    phone: string
    passwordHash: string
    role: OperatorRole
    mustChangePassword: boolean
  },
) {
  const [row] = await db.insert(operators).values(values).returning({ id: operators.id })
  return row
}

/** Any change that must end the operator's sessions and remembered browsers moves `credentialsChangedAt`. */
export async function updateOperator(
  db: Db,
  { tenantId, id }: Scope & { id: number },
  set: Partial<{
    role: OperatorRole
    disabled: boolean
    passwordHash: string
    mustChangePassword: boolean
    lastLoginAt: Date
  }> & { endSessions?: boolean },
) {
  const { endSessions, ...values } = set
  await db
    .update(operators)
    // now(): the transaction's own start, so a session the same transaction opens afterwards is not already void.
    .set({ ...values, ...(endSessions ? { credentialsChangedAt: sql`now()` } : {}) })
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)))
  if (endSessions) {
    await db
      .update(operatorSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(operatorSessions.tenantId, tenantId),
          eq(operatorSessions.operatorId, id),
          isNull(operatorSessions.revokedAt),
        ),
      )
  }
}

export interface OperatorFilter {
  keyword?: string
  role?: OperatorRole
  state?: 'active' | 'disabled'
}

function operatorWhere(tenantId: number, f: OperatorFilter) {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  return and(
    eq(operators.tenantId, tenantId),
    like ? or(ilike(operators.loginName, like), ilike(operators.name, like), ilike(operators.phone, like)) : undefined,
    f.role ? eq(operators.role, f.role) : undefined,
    f.state ? eq(operators.disabled, f.state === 'disabled') : undefined,
  )
}

export async function listOperators(
  db: Db,
  { tenantId, page, pageSize, ...filter }: Scope & OperatorFilter & { page: number; pageSize: number },
) {
  const where = operatorWhere(tenantId, filter)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(operators)
      .where(where)
      .orderBy(asc(operators.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(operators).where(where),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

export async function insertOperatorSession(
  db: Db,
  values: Scope & { tokenHash: string; operatorId: number; expiresAt: Date; ip: string; userAgent: string },
) {
  await db.insert(operatorSessions).values(values)
}

/** The session with its operator in one statement: every console call pays for this look-up. */
export async function getOperatorSession(db: Db, { tenantId, tokenHash }: Scope & { tokenHash: string }) {
  const [row] = await db
    .select({
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      expiresAt: operatorSessions.expiresAt,
      revokedAt: operatorSessions.revokedAt,
      operator: operators,
    })
    .from(operatorSessions)
    .innerJoin(
      operators,
      and(eq(operators.tenantId, operatorSessions.tenantId), eq(operators.id, operatorSessions.operatorId)),
    )
    .where(and(eq(operatorSessions.tenantId, tenantId), eq(operatorSessions.tokenHash, tokenHash)))
    .limit(1)
  return row ?? null
}

export async function touchOperatorSession(db: Db, { tenantId, tokenHash }: Scope & { tokenHash: string }) {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(operatorSessions.tenantId, tenantId), eq(operatorSessions.tokenHash, tokenHash)))
}

export async function revokeOperatorSession(db: Db, { tenantId, tokenHash }: Scope & { tokenHash: string }) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(operatorSessions.tenantId, tenantId),
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
      ),
    )
}

export async function insertOperatorToken(
  db: Db,
  values: Scope & { tokenHash: string; kind: 'challenge' | 'browser'; operatorId: number; expiresAt: Date },
) {
  await db.insert(operatorTokens).values(values)
}

/** A live token of that kind: unexpired, unused, and newer than the operator's last credential change. */
export async function findOperatorToken(
  db: Db,
  { tenantId, tokenHash, kind }: Scope & { tokenHash: string; kind: 'challenge' | 'browser' },
) {
  const [row] = await db
    .select({ operator: operators })
    .from(operatorTokens)
    .innerJoin(
      operators,
      and(eq(operators.tenantId, operatorTokens.tenantId), eq(operators.id, operatorTokens.operatorId)),
    )
    .where(
      and(
        eq(operatorTokens.tenantId, tenantId),
        eq(operatorTokens.tokenHash, tokenHash),
        eq(operatorTokens.kind, kind),
        isNull(operatorTokens.usedAt),
        gt(operatorTokens.expiresAt, sql`now()`),
        sql`${operatorTokens.createdAt} >= ${operators.credentialsChangedAt}`,
        eq(operators.disabled, false),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Spends a challenge once: of two parallel second steps only one gets `true`. */
export async function markOperatorTokenUsed(db: Db, { tenantId, tokenHash }: Scope & { tokenHash: string }) {
  const rows = await db
    .update(operatorTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(operatorTokens.tenantId, tenantId),
        eq(operatorTokens.tokenHash, tokenHash),
        isNull(operatorTokens.usedAt),
      ),
    )
    .returning({ operatorId: operatorTokens.operatorId })
  return rows.length > 0
}
