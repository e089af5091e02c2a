// The console's company accounts (issue 32): each with its staff, VIP seats in use, open invitations and 企业认证, one
// page at a time, and 禁用/启用 (its sessions end with the same statement's transaction; lib/db/queries/admin-learners).
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, companyInvites, companyMembers } from '../schema'
import { likePattern } from './catalogue'

type Scope = { tenantId: number }

function companyWhere(
  tenantId: number,
  { keyword, state, certified }: { keyword?: string; state?: 'active' | 'disabled'; certified?: 'yes' | 'no' },
): SQL {
  const where: (SQL | undefined)[] = [eq(companies.tenantId, tenantId)]
  if (keyword) {
    const like = likePattern(keyword)
    where.push(or(ilike(companies.companyName, like), ilike(companies.loginName, like)))
  }
  if (state) where.push(eq(companies.disabled, state === 'disabled'))
  if (certified) where.push(certified === 'yes' ? isNotNull(companies.certifiedAt) : isNull(companies.certifiedAt))
  return and(...where)!
}

export async function listCompanies(
  db: Db,
  {
    tenantId,
    page,
    pageSize,
    ...filter
  }: Scope & {
    page: number
    pageSize: number
    keyword?: string
    state?: 'active' | 'disabled'
    certified?: 'yes' | 'no'
  },
) {
  const where = companyWhere(tenantId, filter)
  const ofCompany = (t: { tenantId: unknown; companyId: unknown }) =>
    sql`${t.tenantId} = ${companies.tenantId} and ${t.companyId} = ${companies.id}`
  const [rows, [total]] = await Promise.all([
    db
      .select({
        company: companies,
        staffCount: sql<number>`(select count(*)::int from ${companyMembers} where ${ofCompany(companyMembers)})`,
        vipUsed: sql<number>`(select count(*)::int from ${companyMembers}
          where ${ofCompany(companyMembers)} and ${companyMembers.isVip})`,
        openInvites: sql<number>`(select count(*)::int from ${companyInvites}
          where ${ofCompany(companyInvites)} and ${companyInvites.status} = 'pending')`,
      })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(companies).where(where),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

/** The company's row, locked until the transaction ends. */
export async function lockCompany(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
    .for('update')
    .limit(1)
  return row ?? null
}

export async function setCompanyDisabled(
  db: Db,
  { tenantId, id, disabled }: Scope & { id: number; disabled: boolean },
) {
  await db
    .update(companies)
    .set({ disabled })
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
}
