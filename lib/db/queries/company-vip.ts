// 企业认证 and VIP seats: what makes a company's VIP mark worth anything. The tenant sets both (CompanyOperator); a
// company only spends seats (SetVipUser), under a lock on its own row so parallel grants cannot pass the quota.
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, companyMembers } from '../schema'

type Company = { tenantId: number; companyId: number }

const ofCompany = ({ tenantId, companyId }: Company) =>
  and(eq(companies.tenantId, tenantId), eq(companies.id, companyId))

/**
 * Does this individual's membership open paid courses now: VIP in a company the tenant has certified and not
 * disabled? One query, so an entitlement check never sees a member of one company with another's certificate.
 */
export async function holdsCompanyVip(
  db: Db,
  { tenantId, individualId }: { tenantId: number; individualId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, companyMembers.tenantId), eq(companies.id, companyMembers.companyId)),
    )
    .where(
      and(
        eq(companyMembers.tenantId, tenantId),
        eq(companyMembers.individualId, individualId),
        eq(companyMembers.isVip, true),
        isNotNull(companies.certifiedAt),
        eq(companies.disabled, false),
      ),
    )
    .limit(1)
  return !!row
}

/**
 * The company's certificate and seats, its row locked until the transaction ends: every grant of a seat (and every
 * change of the quota) takes this lock first, so on PostgreSQL N parallel SetVipUser calls count the VIPs one after
 * another instead of all seeing the same free seat.
 */
export async function lockCompanyQuota(db: Db, who: Company) {
  const [row] = await db
    .select({ certifiedAt: companies.certifiedAt, vipSeats: companies.vipSeats, disabled: companies.disabled })
    .from(companies)
    .where(ofCompany(who))
    .for('update')
    .limit(1)
  return row ?? null
}

/** VIP staff of the company now (read after lockCompanyQuota, it is exact for the transaction). */
export async function countVip(db: Db, { tenantId, companyId }: Company): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.tenantId, tenantId),
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.isVip, true),
      ),
    )
  return row.n
}

/** Certifies (keeping the first certification's time) or withdraws it; null when no such company in the tenant. */
export async function setCompanyCertified(db: Db, who: Company & { certified: boolean }) {
  const [row] = await db
    .update(companies)
    .set({ certifiedAt: who.certified ? sql`coalesce(${companies.certifiedAt}, now())` : null })
    .where(ofCompany(who))
    .returning({ id: companies.id })
  return row ?? null
}

export async function setCompanyVipSeats(db: Db, who: Company & { vipSeats: number }) {
  await db.update(companies).set({ vipSeats: who.vipSeats }).where(ofCompany(who))
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The tenant's companies for its operator, oldest first, with staff and VIP counts (one grouped join, no subquery). */
export async function listCompaniesWithSeats(
  db: Db,
  {
    tenantId,
    certified,
    keyword,
    companyId,
    limit,
    offset,
  }: { tenantId: number; certified?: boolean; keyword?: string; companyId?: number; limit: number; offset: number },
) {
  const where: SQL[] = [eq(companies.tenantId, tenantId)]
  if (companyId !== undefined) where.push(eq(companies.id, companyId))
  if (certified !== undefined) where.push(certified ? isNotNull(companies.certifiedAt) : isNull(companies.certifiedAt))
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`
    where.push(or(ilike(companies.companyName, like), ilike(companies.loginName, like))!)
  }
  const members = and(eq(companyMembers.tenantId, companies.tenantId), eq(companyMembers.companyId, companies.id))
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        loginName: companies.loginName,
        companyName: companies.companyName,
        contactName: companies.contactName,
        contactPhone: companies.contactPhone,
        disabled: companies.disabled,
        certifiedAt: companies.certifiedAt,
        vipSeats: companies.vipSeats,
        createdAt: companies.createdAt,
        staffCount: sql<number>`count(${companyMembers.individualId})`.mapWith(Number),
        vipCount: sql<number>`count(${companyMembers.individualId}) filter (where ${companyMembers.isVip})`.mapWith(
          Number,
        ),
      })
      .from(companies)
      .leftJoin(companyMembers, members)
      .where(and(...where))
      .groupBy(companies.tenantId, companies.id)
      .orderBy(asc(companies.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(companies)
      .where(and(...where)),
  ])
  return { items, totalCount: total.n }
}
