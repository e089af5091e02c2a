// The platform tenant (issue 28, Deliver 1): the reserved row whose console creates and closes the others. The seed
// makes it with the demo's platform owner; `npm run platform:owner` makes it (if missing) with a real one.
import { eq } from 'drizzle-orm'
import { PLATFORM_SLUG } from '@/lib/contract/platform'
import type { Db } from '@/lib/db/client'
import { TENANT_STATE, tenantFooters, tenants, tenantSettings } from '@/lib/db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The name the platform console's header shows. */
const PLATFORM_NAME = '平台管理'

/** The platform's row (created open, with its settings and footer rows, when missing) and whether it was created. */
export async function ensurePlatformTenant(tx: Tx | Db): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(tenants)
    .values({ slug: PLATFORM_SLUG, state: TENANT_STATE.active })
    .onConflictDoNothing({ target: tenants.slug })
    .returning({ id: tenants.id })
  if (!row) {
    const [found] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, PLATFORM_SLUG))
    return { id: found.id, created: false }
  }
  await tx.insert(tenantSettings).values({ tenantId: row.id, tenantName: PLATFORM_NAME })
  await tx.insert(tenantFooters).values({ tenantId: row.id })
  return { id: row.id, created: true }
}
