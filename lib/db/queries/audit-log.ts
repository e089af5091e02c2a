// The audit log's rows: appended in the transaction of the write they describe, read newest first (issue 28).
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { auditLog, operators } from '../schema'

type Scope = { tenantId: number }

export interface AuditEntry {
  operatorId: number | null
  actor: string
  ip: string
  kind: string
  label: string
  target: string
  before: unknown
  after: unknown
}

export async function insertAudit(db: Db, { tenantId, ...entry }: Scope & AuditEntry) {
  await db.insert(auditLog).values({
    tenantId,
    ...entry,
    actor: entry.actor.slice(0, 80),
    label: entry.label.slice(0, 120),
    target: entry.target.slice(0, 200),
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

export interface AuditFilter {
  operatorId?: number
  kind?: string
  /** Instants bounding the period: from inclusive, to exclusive. */
  from?: Date
  to?: Date
}

function auditWhere(tenantId: number, f: AuditFilter) {
  return and(
    eq(auditLog.tenantId, tenantId),
    f.operatorId ? eq(auditLog.operatorId, f.operatorId) : undefined,
    f.kind ? eq(auditLog.kind, f.kind) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  )
}

export async function listAudit(
  db: Db,
  { tenantId, page, pageSize, ...filter }: Scope & AuditFilter & { page: number; pageSize: number },
) {
  const where = auditWhere(tenantId, filter)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

/** The kinds that occur in this tenant's log with their latest label, for the console's filter. */
export async function auditKinds(db: Db, { tenantId }: Scope) {
  return db
    .selectDistinctOn([auditLog.kind], { kind: auditLog.kind, label: auditLog.label })
    .from(auditLog)
    .where(eq(auditLog.tenantId, tenantId))
    .orderBy(auditLog.kind, desc(auditLog.at))
}

/** Operators for the log's 操作员 filter, disabled ones included: their past actions stay findable. */
export async function operatorNames(db: Db, { tenantId }: Scope) {
  return db
    .select({ id: operators.id, loginName: operators.loginName, name: operators.name })
    .from(operators)
    .where(eq(operators.tenantId, tenantId))
    .orderBy(sql`${operators.id}`)
}
