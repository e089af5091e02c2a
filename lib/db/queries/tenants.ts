// Tenant look-ups. The slug look-up is where a tenant scope begins; everything else takes tenantId.
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { courseTypes, tenantFooters, tenantSettings, tenants } from '../schema'

export async function getTenantBySlug(db: Db, { slug }: { slug: string }) {
  const rows = await db
    .select({ id: tenants.id, slug: tenants.slug, state: tenants.state })
    .from(tenants)
    .where(eq(tenants.slug, slug))
    .limit(1)
  return rows[0] ?? null
}

/**
 * Every tenant's slug and state: the directory the proxy consults before a tenant is known (lib/services/
 * tenant-directory.ts). The one query without a tenant scope, because it is the list of scopes itself.
 */
export async function listTenantStates(db: Db) {
  return db.select({ slug: tenants.slug, state: tenants.state }).from(tenants)
}

/**
 * Every tenant's id and slug: background jobs (the purge, the transcode sweep) visit them one by one, so each of their
 * statements is scoped to one tenant.
 */
export async function listTenantKeys(db: Db): Promise<{ id: number; slug: string }[]> {
  return db.select({ id: tenants.id, slug: tenants.slug }).from(tenants).orderBy(tenants.id)
}

export async function getTenantSettings(db: Db, { tenantId }: { tenantId: number }) {
  const rows = await db.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId)).limit(1)
  return rows[0] ?? null
}

export async function getTenantFooter(db: Db, { tenantId }: { tenantId: number }) {
  const rows = await db.select().from(tenantFooters).where(eq(tenantFooters.tenantId, tenantId)).limit(1)
  return rows[0] ?? null
}

export async function listVisibleCourseTypes(db: Db, { tenantId }: { tenantId: number }) {
  return db
    .select({ id: courseTypes.id, parentId: courseTypes.parentId, typeName: courseTypes.typeName })
    .from(courseTypes)
    .where(and(eq(courseTypes.tenantId, tenantId), eq(courseTypes.isVisible, true)))
    .orderBy(asc(courseTypes.sortOrder), asc(courseTypes.id))
}

/** The console's save (issue 28): the settings row and the footer row of one tenant, together. */
export async function updateTenantSettings(
  db: Db,
  { tenantId }: { tenantId: number },
  settings: Partial<typeof tenantSettings.$inferInsert>,
  footer: Partial<typeof tenantFooters.$inferInsert>,
) {
  await db
    .update(tenantSettings)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(tenantSettings.tenantId, tenantId))
  await db
    .insert(tenantFooters)
    .values({ ...footer, tenantId })
    .onConflictDoUpdate({ target: tenantFooters.tenantId, set: footer })
}
