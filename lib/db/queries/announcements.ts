// Announcements of one tenant (issue 32): the audience (every enabled learner, or one company's enabled staff), the
// messages written for all of them in one INSERT … SELECT — a hundred thousand learners are one statement, not a loop —
// and the announcement rows, claimed by their idempotency key so a repeated send writes nothing.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { Audience } from '@/lib/contract/announcement-rules'
import type { Db } from '../client'
import { announcements, companies, companyMembers, individuals } from '../schema'

type Scope = { tenantId: number }
export type AudienceOf = Scope & { audience: Audience; companyId?: number | null }

/** The FROM … WHERE of an audience: learners who can sign in (a disabled account reads no messages). */
function audienceFrom({ tenantId, audience, companyId }: AudienceOf): SQL {
  if (audience === 'company')
    return sql`from ${individuals} i join ${companyMembers} m on m.tenant_id = i.tenant_id and m.individual_id = i.id
      where i.tenant_id = ${tenantId} and m.company_id = ${companyId ?? 0} and not i.disabled`
  return sql`from ${individuals} i where i.tenant_id = ${tenantId} and not i.disabled`
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** How many would receive it now (预览). */
export async function countAudience(db: Db, who: AudienceOf): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n ${audienceFrom(who)}`)
  return Number(row?.n ?? 0)
}

/** One message per member of the audience, in one statement; answers how many were written. */
export async function insertAudienceMessages(
  db: Db,
  who: AudienceOf & { messageType: number; title: string; content: string },
): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`with sent as (
      insert into messages (tenant_id, recipient_kind, recipient_id, message_type, title, content)
      select i.tenant_id, 'user', i.id, ${who.messageType}, ${who.title}, ${who.content} ${audienceFrom(who)}
      returning 1
    ) select count(*) as n from sent`,
  )
  return Number(row?.n ?? 0)
}

/** The company an announcement may go to, or null when it is not the tenant's. */
export async function announcementCompany(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: companies.id, companyName: companies.companyName })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
    .limit(1)
  return row ?? null
}

/** Companies by name for the picker, with their staff counts. */
export async function searchAnnouncementCompanies(db: Db, { tenantId, keyword }: Scope & { keyword?: string }) {
  return db
    .select({
      id: companies.id,
      companyName: companies.companyName,
      staffCount: sql<number>`(select count(*) from ${companyMembers} m where m.tenant_id = ${companies.tenantId}
        and m.company_id = ${companies.id})`.mapWith(Number),
    })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        keyword ? ilike(companies.companyName, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(asc(companies.companyName))
    .limit(20)
}

export interface NewAnnouncement {
  audience: Audience
  companyId: number | null
  title: string
  content: string
  sentBy: string
  idempotencyKey: string
}

/**
 * Claims the key: the new row's id, or null when the key was used already. A parallel claim with the same key waits
 * on the unique index until the first commits, then finds it taken (or takes it, when the first rolled back).
 */
export async function claimAnnouncement(db: Db, { tenantId, ...a }: Scope & NewAnnouncement): Promise<number | null> {
  const [row] = await db
    .insert(announcements)
    .values({ tenantId, ...a })
    .onConflictDoNothing({ target: [announcements.tenantId, announcements.idempotencyKey] })
    .returning({ id: announcements.id })
  return row?.id ?? null
}

export async function setRecipientCount(db: Db, { tenantId, id, n }: Scope & { id: number; n: number }) {
  await db
    .update(announcements)
    .set({ recipientCount: n })
    .where(and(eq(announcements.tenantId, tenantId), eq(announcements.id, id)))
}

function announcementRows(db: Db) {
  return db
    .select({
      id: announcements.id,
      audience: announcements.audience,
      companyId: announcements.companyId,
      companyName: companies.companyName,
      title: announcements.title,
      content: announcements.content,
      recipientCount: announcements.recipientCount,
      sentBy: announcements.sentBy,
      idempotencyKey: announcements.idempotencyKey,
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .leftJoin(companies, and(eq(companies.tenantId, announcements.tenantId), eq(companies.id, announcements.companyId)))
}

/** The announcement sent with this key, or null. */
export async function announcementByKey(db: Db, { tenantId, key }: Scope & { key: string }) {
  const [row] = await announcementRows(db)
    .where(and(eq(announcements.tenantId, tenantId), eq(announcements.idempotencyKey, key)))
    .limit(1)
  return row ?? null
}

/** A page of the tenant's announcements, newest first. */
export async function listAnnouncements(
  db: Db,
  { tenantId, page, pageSize }: Scope & { page: number; pageSize: number },
) {
  const where = eq(announcements.tenantId, tenantId)
  const [rows, [{ total }]] = await Promise.all([
    announcementRows(db)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(announcements).where(where),
  ])
  return { rows, totalCount: total }
}
