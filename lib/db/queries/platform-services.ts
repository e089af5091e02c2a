// The console's editing of a tenant's platform services (issue 32; /join): every row, hidden ones too, in their order.
import { and, asc, eq, max, ne } from 'drizzle-orm'
import type { Db } from '../client'
import { platformServices } from '../schema'

type Scope = { tenantId: number }
export type PlatformServiceValues = Pick<
  typeof platformServices.$inferInsert,
  'slug' | 'name' | 'summary' | 'description' | 'audience' | 'steps' | 'deliverables' | 'isPublished'
>

/** Every service of the tenant in the /join order; `lock`: held until the transaction ends (a move renumbers them). */
export async function listAllServices(db: Db, { tenantId, lock = false }: Scope & { lock?: boolean }) {
  const query = db
    .select()
    .from(platformServices)
    .where(eq(platformServices.tenantId, tenantId))
    .orderBy(asc(platformServices.sortOrder), asc(platformServices.id))
  return lock ? query.for('update') : query
}

export async function slugTaken(db: Db, { tenantId, slug, except }: Scope & { slug: string; except?: number }) {
  const [row] = await db
    .select({ id: platformServices.id })
    .from(platformServices)
    .where(
      and(
        eq(platformServices.tenantId, tenantId),
        eq(platformServices.slug, slug),
        except ? ne(platformServices.id, except) : undefined,
      ),
    )
  return Boolean(row)
}

/** A new service, last in the order. */
export async function insertService(db: Db, { tenantId, ...values }: Scope & PlatformServiceValues) {
  const [{ last }] = await db
    .select({ last: max(platformServices.sortOrder) })
    .from(platformServices)
    .where(eq(platformServices.tenantId, tenantId))
  const [row] = await db
    .insert(platformServices)
    .values({ tenantId, ...values, sortOrder: (last ?? 0) + 1 })
    .returning({ id: platformServices.id })
  return row.id
}

export async function updateService(
  db: Db,
  { tenantId, id }: Scope & { id: number },
  set: Partial<PlatformServiceValues & { sortOrder: number }>,
) {
  await db
    .update(platformServices)
    .set(set)
    .where(and(eq(platformServices.tenantId, tenantId), eq(platformServices.id, id)))
}
