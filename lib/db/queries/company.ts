// A company's own data, staff and invitations. Every query is scoped by tenant AND, where a company acts, by its id:
// an id from the client never reaches another company's row.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, companyInvites, companyMembers, individuals, type InviteStatus } from '../schema'

type Company = { tenantId: number; companyId: number }

/** The columns a company edits itself, named one by one: nothing else in a request (certified_at, vip_seats) is written. */
export async function updateCompanyInfo(
  db: Db,
  {
    tenantId,
    companyId,
    companyName,
    contactName,
    industry,
    companySize,
    info,
  }: Company & { companyName: string; contactName: string; industry: string; companySize: string; info: string },
) {
  const [row] = await db
    .update(companies)
    .set({ companyName, contactName, industry, companySize, info })
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
    .returning()
  return row ?? null
}

export async function setCompanyLogo(db: Db, { tenantId, companyId, logoUrl }: Company & { logoUrl: string }) {
  await db
    .update(companies)
    .set({ logoUrl })
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
}

export async function setCompanyContactPhone(db: Db, { tenantId, companyId, phone }: Company & { phone: string }) {
  await db
    .update(companies)
    .set({ contactPhone: phone })
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
}

/** Staff, VIP staff and pending invitations: the company centre's figures. */
export async function companyCounts(db: Db, { tenantId, companyId }: Company) {
  const [staff] = await db
    .select({ staff: count(), vip: sql<number>`count(*) filter (where ${companyMembers.isVip})`.mapWith(Number) })
    .from(companyMembers)
    .where(and(eq(companyMembers.tenantId, tenantId), eq(companyMembers.companyId, companyId)))
  const [pending] = await db
    .select({ n: count() })
    .from(companyInvites)
    .where(
      and(
        eq(companyInvites.tenantId, tenantId),
        eq(companyInvites.companyId, companyId),
        eq(companyInvites.status, 'pending'),
      ),
    )
  return { staffCount: staff.staff, vipCount: staff.vip, pendingInviteCount: pending.n }
}

// ---- staff ----

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function listStaff(
  db: Db,
  { tenantId, companyId, keyword, limit, offset }: Company & { keyword?: string; limit: number; offset: number },
) {
  const where: SQL[] = [eq(companyMembers.tenantId, tenantId), eq(companyMembers.companyId, companyId)]
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`
    where.push(
      or(
        ilike(companyMembers.nameInCompany, like),
        ilike(companyMembers.department, like),
        ilike(individuals.nickname, like),
        ilike(individuals.phone, like),
      )!,
    )
  }
  const join = and(eq(individuals.tenantId, companyMembers.tenantId), eq(individuals.id, companyMembers.individualId))
  const [items, [total]] = await Promise.all([
    db
      .select({
        userId: companyMembers.individualId,
        nameInCompany: companyMembers.nameInCompany,
        department: companyMembers.department,
        isVip: companyMembers.isVip,
        joinedAt: companyMembers.joinedAt,
        nickname: individuals.nickname,
        phone: individuals.phone,
        avatarUrl: individuals.avatarUrl,
        isThirdHeadImg: individuals.isThirdHeadImg,
      })
      .from(companyMembers)
      .innerJoin(individuals, join)
      .where(and(...where))
      .orderBy(desc(companyMembers.isVip), desc(companyMembers.joinedAt), desc(companyMembers.individualId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(companyMembers)
      .innerJoin(individuals, join)
      .where(and(...where)),
  ])
  return { items, totalCount: total.n }
}

/** The member row when this individual is staff of this company, else null. */
export async function getStaff(db: Db, { tenantId, companyId, individualId }: Company & { individualId: number }) {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.tenantId, tenantId),
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.individualId, individualId),
      ),
    )
    .limit(1)
  return row ?? null
}

/** True when this call changed the flag (so exactly one message is written). */
export async function setStaffVip(
  db: Db,
  { tenantId, companyId, individualId, isVip }: Company & { individualId: number; isVip: boolean },
) {
  const rows = await db
    .update(companyMembers)
    .set({ isVip })
    .where(
      and(
        eq(companyMembers.tenantId, tenantId),
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.individualId, individualId),
        eq(companyMembers.isVip, !isVip),
      ),
    )
    .returning({ id: companyMembers.individualId })
  return rows.length > 0
}

/** Files the member under a 部门 (null: none); false when this individual is not this company's staff. */
export async function setStaffDepartment(
  db: Db,
  { tenantId, companyId, individualId, department }: Company & { individualId: number; department: string | null },
) {
  const rows = await db
    .update(companyMembers)
    .set({ department })
    .where(
      and(
        eq(companyMembers.tenantId, tenantId),
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.individualId, individualId),
      ),
    )
    .returning({ id: companyMembers.individualId })
  return rows.length > 0
}

/** Removes the membership (and with it VIP); the removed row, or null when there was none. */
export async function removeStaff(db: Db, { tenantId, companyId, individualId }: Company & { individualId: number }) {
  const [row] = await db
    .delete(companyMembers)
    .where(
      and(
        eq(companyMembers.tenantId, tenantId),
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.individualId, individualId),
      ),
    )
    .returning()
  return row ?? null
}

/** Null when the individual already belongs to a company (the key allows one per tenant). */
export async function addStaff(
  db: Db,
  {
    tenantId,
    companyId,
    individualId,
    nameInCompany,
    department,
  }: Company & { individualId: number; nameInCompany: string; department: string | null },
) {
  const [row] = await db
    .insert(companyMembers)
    .values({ tenantId, companyId, individualId, nameInCompany, department })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

// ---- invitations ----

export async function listCompanyInvites(
  db: Db,
  { tenantId, companyId, status, limit, offset }: Company & { status?: InviteStatus; limit: number; offset: number },
) {
  const where = and(
    eq(companyInvites.tenantId, tenantId),
    eq(companyInvites.companyId, companyId),
    status ? eq(companyInvites.status, status) : undefined,
  )
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(companyInvites)
      .where(where)
      .orderBy(desc(companyInvites.createdAt), desc(companyInvites.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(companyInvites).where(where),
  ])
  return { items, totalCount: total.n }
}

/** Null when this company already has a pending invitation for the phone (the partial unique index decides). */
export async function insertInvite(
  db: Db,
  {
    tenantId,
    companyId,
    phone,
    nameInCompany,
    department,
  }: Company & { phone: string; nameInCompany: string; department: string | null },
) {
  const [row] = await db
    .insert(companyInvites)
    .values({ tenantId, companyId, phone, nameInCompany, department })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/** One invitation of this company (for cancelling), locked for the change. */
export async function lockCompanyInvite(db: Db, { tenantId, companyId, id }: Company & { id: number }) {
  const [row] = await db
    .select()
    .from(companyInvites)
    .where(
      and(eq(companyInvites.tenantId, tenantId), eq(companyInvites.companyId, companyId), eq(companyInvites.id, id)),
    )
    .for('update')
    .limit(1)
  return row ?? null
}

/** One invitation addressed to this phone, with its company, locked for the answer. */
export async function lockInviteForPhone(
  db: Db,
  { tenantId, phone, id }: { tenantId: number; phone: string; id: number },
) {
  const [row] = await db
    .select({ invite: companyInvites, companyName: companies.companyName, companyDisabled: companies.disabled })
    .from(companyInvites)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, companyInvites.tenantId), eq(companies.id, companyInvites.companyId)),
    )
    .where(and(eq(companyInvites.tenantId, tenantId), eq(companyInvites.phone, phone), eq(companyInvites.id, id)))
    .for('update', { of: companyInvites })
    .limit(1)
  return row ?? null
}

export async function answerInvite(
  db: Db,
  {
    tenantId,
    id,
    status,
    individualId,
  }: { tenantId: number; id: number; status: InviteStatus; individualId: number | null },
) {
  await db
    .update(companyInvites)
    .set({ status, individualId, answeredAt: sql`now()`, isRead: true })
    .where(and(eq(companyInvites.tenantId, tenantId), eq(companyInvites.id, id)))
}

/** Marks the phone's invitation seen; false when no such invitation is addressed to it. */
export async function markInviteRead(db: Db, { tenantId, phone, id }: { tenantId: number; phone: string; id: number }) {
  const rows = await db
    .update(companyInvites)
    .set({ isRead: true })
    .where(and(eq(companyInvites.tenantId, tenantId), eq(companyInvites.phone, phone), eq(companyInvites.id, id)))
    .returning({ id: companyInvites.id })
  return rows.length > 0
}

/** Invitations addressed to a phone (pending only, or all), newest first, with the inviting company. */
export async function listInvitesForPhone(
  db: Db,
  {
    tenantId,
    phone,
    pendingOnly,
    limit = 50,
  }: { tenantId: number; phone: string; pendingOnly: boolean; limit?: number },
) {
  return db
    .select({ invite: companyInvites, companyName: companies.companyName, companyLogo: companies.logoUrl })
    .from(companyInvites)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, companyInvites.tenantId), eq(companies.id, companyInvites.companyId)),
    )
    .where(
      and(
        eq(companyInvites.tenantId, tenantId),
        eq(companyInvites.phone, phone),
        eq(companies.disabled, false),
        pendingOnly ? eq(companyInvites.status, 'pending') : undefined,
      ),
    )
    .orderBy(desc(companyInvites.createdAt), desc(companyInvites.id))
    .limit(limit)
}
