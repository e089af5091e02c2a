// The platform console's reads and writes across tenants (issue 28, Deliver 1). Like the tenant directory, these are
// the queries whose scope is the list of tenants itself; the platform's own row is never one of the listed.
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm'
import { PLATFORM_SLUG } from '@/lib/contract/platform'
import type { Db } from '../client'
import {
  companies,
  courses,
  individuals,
  learningIntervals,
  sessions,
  storedObjects,
  TENANT_STATE,
  tenantFooters,
  tenants,
  tenantSettings,
} from '../schema'

export interface TenantListFilter {
  page: number
  pageSize: number
  keyword?: string
  state?: 'open' | 'closed'
}

function where({ keyword, state }: TenantListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [ne(tenants.slug, PLATFORM_SLUG)]
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    parts.push(or(ilike(tenants.slug, like), ilike(tenantSettings.tenantName, like)))
  }
  if (state) parts.push(eq(tenants.state, state === 'closed' ? TENANT_STATE.inactive : TENANT_STATE.active))
  return and(...parts)
}

/** One page of tenants, newest first, with what each holds and when anyone was last there. */
export async function listTenantsWithCounts(db: Db, filter: TenantListFilter) {
  const scope = where(filter)
  const counted = (table: typeof courses | typeof individuals | typeof companies) =>
    sql<number>`(select count(*)::int from ${table} where ${table.tenantId} = ${tenants.id})`
  const rows = await db
    .select({
      id: tenants.id,
      slug: tenants.slug,
      state: tenants.state,
      createdAt: tenants.createdAt,
      name: tenantSettings.tenantName,
      courseCount: counted(courses),
      learnerCount: counted(individuals),
      companyCount: counted(companies),
      storedBytes: sql<string>`(select coalesce(sum(${storedObjects.bytes}), 0) from ${storedObjects} where ${storedObjects.tenantId} = ${tenants.id})`,
      storageQuotaMb: tenants.storageQuotaMb,
      // Signed-in calls keep a session's last_seen_at; credited learning its intervals' ends.
      lastActivityAt: sql<string | null>`greatest(
        (select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.tenantId} = ${tenants.id}),
        (select max(${learningIntervals.endedAt}) from ${learningIntervals} where ${learningIntervals.tenantId} = ${tenants.id})
      )`,
    })
    .from(tenants)
    .innerJoin(tenantSettings, eq(tenantSettings.tenantId, tenants.id))
    .where(scope)
    .orderBy(desc(tenants.createdAt), desc(tenants.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
  const [{ total }] = await db
    .select({ total: count() })
    .from(tenants)
    .innerJoin(tenantSettings, eq(tenantSettings.tenantId, tenants.id))
    .where(scope)
  return { rows, totalCount: total }
}

export async function getTenantById(db: Db, { id }: { id: number }) {
  const [row] = await db
    .select({ id: tenants.id, slug: tenants.slug, state: tenants.state, name: tenantSettings.tenantName })
    .from(tenants)
    .innerJoin(tenantSettings, eq(tenantSettings.tenantId, tenants.id))
    .where(eq(tenants.id, id))
    .limit(1)
  return row ?? null
}

/** A new tenant's rows: itself, open, with the default theme (the columns' defaults) and its name on the footer. */
export async function insertTenant(
  db: Db,
  { slug, name, copyright }: { slug: string; name: string; copyright: string },
) {
  const [row] = await db
    .insert(tenants)
    .values({ slug, state: TENANT_STATE.active })
    .onConflictDoNothing({ target: tenants.slug })
    .returning({ id: tenants.id })
  if (!row) return null
  await db.insert(tenantSettings).values({ tenantId: row.id, tenantName: name })
  await db.insert(tenantFooters).values({ tenantId: row.id, copyright })
  return row
}

export async function setTenantState(db: Db, { id, state }: { id: number; state: number }) {
  await db.update(tenants).set({ state }).where(eq(tenants.id, id))
}
