// Platform services, consultation requests and their threads, operator keys. Every query is scoped by tenant and, where
// a requester reads, by the requester too: an id from the client never reaches someone else's request.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import {
  consultMessages,
  consultRequests,
  operatorKeys,
  platformServices,
  type ConsultAuthor,
  type ConsultRequesterKind,
  type ConsultStatus,
} from '../schema'

type Scope = { tenantId: number }
/** Who reads: a signed-in account. */
export type Requester = { kind: ConsultRequesterKind; id: number }

export async function listPublishedServices(db: Db, { tenantId }: Scope) {
  return db
    .select()
    .from(platformServices)
    .where(and(eq(platformServices.tenantId, tenantId), eq(platformServices.isPublished, true)))
    .orderBy(asc(platformServices.sortOrder), asc(platformServices.id))
}

export async function getPublishedService(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select()
    .from(platformServices)
    .where(
      and(eq(platformServices.tenantId, tenantId), eq(platformServices.id, id), eq(platformServices.isPublished, true)),
    )
  return row ?? null
}

export type NewConsultRequest = Omit<typeof consultRequests.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>

/** Inserts a request; null when its number is taken (the caller draws another). */
export async function insertConsultRequest(
  db: Db,
  values: NewConsultRequest,
): Promise<{ id: number; requestNo: string } | null> {
  const rows = await db
    .insert(consultRequests)
    .values(values)
    .onConflictDoNothing({ target: [consultRequests.tenantId, consultRequests.requestNo] })
    .returning({ id: consultRequests.id, requestNo: consultRequests.requestNo })
  return rows[0] ?? null
}

/** A visitor's requests made with this (verified) phone become the individual's, once, when they first read them. */
export async function claimRequestsByPhone(
  db: Db,
  { tenantId, individualId, phone }: Scope & { individualId: number; phone: string },
) {
  await db
    .update(consultRequests)
    .set({ requesterKind: 'user', requesterId: individualId })
    .where(
      and(
        eq(consultRequests.tenantId, tenantId),
        isNull(consultRequests.requesterKind),
        eq(consultRequests.phone, phone),
      ),
    )
}

const ownedBy = (tenantId: number, who: Requester): SQL =>
  and(
    eq(consultRequests.tenantId, tenantId),
    eq(consultRequests.requesterKind, who.kind),
    eq(consultRequests.requesterId, who.id),
  )!

// Spelled out: drizzle writes a column of the outer table unqualified inside sql``, where the subquery's own columns
// of the same names would shadow it.
export const threadCount =
  sql<number>`(select count(*) from consult_messages m where m.tenant_id = consult_requests.tenant_id and m.request_id = consult_requests.id)`.mapWith(
    Number,
  )

/** A page of requests and their total; `order` decides what comes first. */
async function pageOfRequests(db: Db, where: SQL, order: SQL[], limit: number, offset: number) {
  const [items, [total]] = await Promise.all([
    db
      .select({ request: consultRequests, messageCount: threadCount })
      .from(consultRequests)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(consultRequests).where(where),
  ])
  return { items, totalCount: total.n }
}

/** The requester's own, newest first. */
export function listRequestsOf(
  db: Db,
  { tenantId, who, limit, offset }: Scope & { who: Requester; limit: number; offset: number },
) {
  return pageOfRequests(
    db,
    ownedBy(tenantId, who),
    [desc(consultRequests.createdAt), desc(consultRequests.id)],
    limit,
    offset,
  )
}

/** One request, only when it belongs to `who` (operators pass no one). */
export async function getRequest(db: Db, { tenantId, id, who }: Scope & { id: number; who: Requester | null }) {
  const [row] = await db
    .select({ request: consultRequests, messageCount: threadCount })
    .from(consultRequests)
    .where(and(who ? ownedBy(tenantId, who) : eq(consultRequests.tenantId, tenantId), eq(consultRequests.id, id)))
  return row ?? null
}

export async function listThread(db: Db, { tenantId, requestId }: Scope & { requestId: number }) {
  return db
    .select()
    .from(consultMessages)
    .where(and(eq(consultMessages.tenantId, tenantId), eq(consultMessages.requestId, requestId)))
    .orderBy(asc(consultMessages.id))
}

/** A line of the thread; `operatorId`: the console operator who wrote an operator line (the key API names none). */
export async function insertThreadLine(
  db: Db,
  {
    tenantId,
    requestId,
    author,
    content,
    operatorId = null,
  }: Scope & { requestId: number; author: ConsultAuthor; content: string; operatorId?: number | null },
) {
  await db.insert(consultMessages).values({ tenantId, requestId, author, content, operatorId })
}

/**
 * Moves a request to `status` unless it is closed (a closed request stays closed); `from` limits the move further.
 * Returns the row as changed, or null when nothing moved.
 */
export async function setRequestStatus(
  db: Db,
  { tenantId, id, status, from }: Scope & { id: number; status: ConsultStatus; from?: ConsultStatus[] },
) {
  const [row] = await db
    .update(consultRequests)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(consultRequests.tenantId, tenantId),
        eq(consultRequests.id, id),
        sql`${consultRequests.status} <> 'closed'`,
        from
          ? sql`${consultRequests.status} in (${sql.join(
              from.map((s) => sql`${s}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .returning()
  return row ?? null
}

export async function touchRequest(db: Db, { tenantId, id }: Scope & { id: number }) {
  await db
    .update(consultRequests)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(consultRequests.tenantId, tenantId), eq(consultRequests.id, id)))
}

export async function findOperatorKey(db: Db, { tenantId, keyHash }: Scope & { keyHash: string }) {
  const [row] = await db
    .select({ id: operatorKeys.id, label: operatorKeys.label })
    .from(operatorKeys)
    .where(and(eq(operatorKeys.tenantId, tenantId), eq(operatorKeys.keyHash, keyHash), isNull(operatorKeys.revokedAt)))
  return row ?? null
}

export async function insertOperatorKey(
  db: Db,
  { tenantId, label, keyHash }: Scope & { label: string; keyHash: string },
) {
  await db.insert(operatorKeys).values({ tenantId, label, keyHash }).onConflictDoNothing()
}
