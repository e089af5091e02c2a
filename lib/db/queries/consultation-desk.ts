// The consulting desk's reads and assignment (issue 32), shared by the console (AdminConsultation) and the key API
// (ConsultationOperator/GetRequests): the queue with its filters and counts, the 待回复 rule, the thread with who wrote.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { Db } from '../client'
import { consultMessages, consultRequests, operators, type ConsultStatus } from '../schema'
import { threadCount } from './consultation'

type Scope = { tenantId: number }

/**
 * 待回复 — what the console's nav counts: a request still 已提交, or an open one whose thread ends with the requester's
 * line (a follow-up after the last reply, or before any). One index probe per open request (consult_messages_request_idx).
 * Spelled out for the reason given at threadCount.
 */
const needsAnswer = sql<boolean>`(consult_requests.status = 'submitted' or (consult_requests.status <> 'closed' and (select m.author from consult_messages m where m.tenant_id = consult_requests.tenant_id and m.request_id = consult_requests.id order by m.id desc limit 1) = 'requester'))`

export interface DeskFilter {
  /** A status, or 'pending' for 待回复. */
  status?: ConsultStatus | 'pending'
  /** A platform service's id; 0: none of them (其他需求). */
  serviceId?: number
  /** 'none': 未分配; a number: that operator's. */
  assignee?: 'none' | number
  /** Part of the contact's name, phone, company or the request number. */
  keyword?: string
  /** Submitted within [from, to). */
  from?: Date
  to?: Date
}

function deskWhere(tenantId: number, f: DeskFilter): SQL {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const r = consultRequests
  return and(
    eq(r.tenantId, tenantId),
    f.status === 'pending' ? needsAnswer : f.status ? eq(r.status, f.status) : undefined,
    f.serviceId === 0 ? isNull(r.serviceId) : f.serviceId ? eq(r.serviceId, f.serviceId) : undefined,
    f.assignee === 'none' ? isNull(r.assigneeId) : f.assignee ? eq(r.assigneeId, f.assignee) : undefined,
    like
      ? or(ilike(r.contactName, like), ilike(r.phone, like), ilike(r.companyName, like), ilike(r.requestNo, like))
      : undefined,
    f.from ? gte(r.createdAt, f.from) : undefined,
    f.to ? lt(r.createdAt, f.to) : undefined,
  )!
}

/** A request as the desk lists it: with the thread's length, 待回复 and the assignee's name. */
const deskRows = (db: Db, where: SQL) =>
  db
    .select({ request: consultRequests, messageCount: threadCount, needsAnswer, assigneeName: operators.name })
    .from(consultRequests)
    .leftJoin(
      operators,
      and(eq(operators.tenantId, consultRequests.tenantId), eq(operators.id, consultRequests.assigneeId)),
    )
    .where(where)

/** The queue: most recently changed first. */
export async function listDeskRequests(
  db: Db,
  { tenantId, limit, offset, ...filter }: Scope & DeskFilter & { limit: number; offset: number },
) {
  const where = deskWhere(tenantId, filter)
  const [items, [total]] = await Promise.all([
    deskRows(db, where).orderBy(desc(consultRequests.updatedAt), desc(consultRequests.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(consultRequests).where(where),
  ])
  return { items, totalCount: total.n }
}

/** One request of the tenant as the desk lists it, or null. */
export async function getDeskRequest(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await deskRows(db, and(eq(consultRequests.tenantId, tenantId), eq(consultRequests.id, id))!)
  return row ?? null
}

/** The tabs' counts under the other filters, in one statement. */
export async function countDeskRequests(db: Db, { tenantId, ...filter }: Scope & Omit<DeskFilter, 'status'>) {
  const r = consultRequests
  const of = (status: ConsultStatus) => sql<number>`count(*) filter (where ${r.status} = ${status})`.mapWith(Number)
  const [row] = await db
    .select({
      all: count(),
      pending: sql<number>`count(*) filter (where ${needsAnswer})`.mapWith(Number),
      submitted: of('submitted'),
      accepted: of('accepted'),
      replied: of('replied'),
      closed: of('closed'),
    })
    .from(r)
    .where(deskWhere(tenantId, filter))
  return row
}

/** The nav's number: the tenant's requests waiting for an answer (the same rule as the 待回复 tab). */
export async function countPendingRequests(db: Db, { tenantId }: Scope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consultRequests)
    .where(and(eq(consultRequests.tenantId, tenantId), sql`${consultRequests.status} <> 'closed'`, needsAnswer))
  return row.n
}

/** The requests among `ids` that are the tenant's, with their current assignee's name, locked for the change. */
export async function lockDeskRequests(db: Db, { tenantId, ids }: Scope & { ids: number[] }) {
  return db
    .select({
      id: consultRequests.id,
      requestNo: consultRequests.requestNo,
      assigneeId: consultRequests.assigneeId,
    })
    .from(consultRequests)
    .where(and(eq(consultRequests.tenantId, tenantId), inArray(consultRequests.id, ids)))
    .orderBy(asc(consultRequests.id))
    .for('update')
}

/** Hands the requests to `assigneeId` (null: 未分配). Not an update the requester sees: `updated_at` stays. */
export async function assignRequests(
  db: Db,
  { tenantId, ids, assigneeId }: Scope & { ids: number[]; assigneeId: number | null },
) {
  await db
    .update(consultRequests)
    .set({ assigneeId })
    .where(and(eq(consultRequests.tenantId, tenantId), inArray(consultRequests.id, ids)))
}

/** The tenant's enabled operators of `roles` (who may be handed a request), by name. */
export async function listAnswerers(db: Db, { tenantId, roles }: Scope & { roles: readonly OperatorRole[] }) {
  return db
    .select({ id: operators.id, name: operators.name, loginName: operators.loginName, role: operators.role })
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.disabled, false), inArray(operators.role, [...roles])))
    .orderBy(asc(operators.name), asc(operators.id))
}

/** The names of operators by id (the detail's assignee and the thread's writers), disabled ones too. */
export async function operatorNamesOf(db: Db, { tenantId, ids }: Scope & { ids: number[] }) {
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), inArray(operators.id, ids)))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Who wrote each operator line of a request's thread (line id → operator id), for the desk's thread. */
export async function threadWriters(db: Db, { tenantId, requestId }: Scope & { requestId: number }) {
  const rows = await db
    .select({ id: consultMessages.id, operatorId: consultMessages.operatorId })
    .from(consultMessages)
    .where(and(eq(consultMessages.tenantId, tenantId), eq(consultMessages.requestId, requestId)))
  return new Map(rows.map((r) => [r.id, r.operatorId]))
}
