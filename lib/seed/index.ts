// Idempotent demo data: re-running converges on tenants-data.ts without duplicating or rewriting rows.
import { and, eq, ne, sql } from 'drizzle-orm'
import { PLATFORM_SLUG } from '@/lib/contract/platform'
import type { Db } from '@/lib/db/client'
import { courseTypes, tenantFooters, tenantSettings, tenants } from '@/lib/db/schema'
import { getStorage, type StorageProvider } from '@/lib/storage'
import { seedAccounts } from './accounts'
import { seedOperators } from './operators'
import { catalogueStorageKeys, seedCatalogue, writeCatalogueAssets } from './catalogue'
import { mediaStorageKeys, writeMediaAssets } from './media'
import { renderAsset } from './assets'
import { seedLegalTexts } from './legal'
import { seedMessages } from './messages'
import { seedDiagnosis } from './diagnosis'
import { seedPlatformServices } from './consultation'
import { seedCoupons } from './coupons'
import { ensurePlatformTenant } from './platform'
import { countSeededFiles } from './stored'
import { SEED_TENANTS, type SeedCourseType, type SeedTenant } from './tenants-data'

export { SEED_TENANTS } from './tenants-data'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface SeedOptions {
  /** Where logos and other images go; defaults to getStorage(). */
  storage?: StorageProvider
  /** Progress lines; silent by default. */
  log?: (line: string) => void
  /** Defaults to SEED_TENANTS. */
  tenants?: readonly SeedTenant[]
}

export interface SeedSummary {
  tenants: { slug: string; id: number; created: boolean }[]
  /** Rows inserted or updated across all tables; 0 on a re-run. */
  rowsChanged: number
  filesWritten: number
}

/** True when any tenant exists (seeded or created by hand); the platform's own row alone does not count. */
export async function isDatabaseSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(ne(tenants.slug, PLATFORM_SLUG)).limit(1)
  return rows.length > 0
}

/** Storage keys the seed writes or wrote (catalogue art of any font situation, earlier PNG art); `db reset` removes these. */
export function seedStorageKeys(list: readonly SeedTenant[] = SEED_TENANTS): string[] {
  return list.flatMap((t) => [
    ...t.assets.map((a) => a.key),
    ...catalogueStorageKeys(t.slug),
    ...mediaStorageKeys(t.slug),
  ])
}

function changed<T extends Record<string, unknown>>(row: Record<string, unknown>, wanted: T): Partial<T> {
  const diff: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(wanted)) {
    if (v !== undefined && row[k] !== v) diff[k] = v
  }
  return diff as Partial<T>
}

async function writeAssets(storage: StorageProvider, tenant: SeedTenant): Promise<number> {
  let written = 0
  for (const asset of tenant.assets) {
    const bytes = await renderAsset(asset)
    const existing = await storage.readObject(asset.key)
    // Same bytes: leave the file (and its cached thumbnails) alone.
    if (existing && Buffer.compare(existing.bytes, bytes) === 0) continue
    await storage.putObject(asset.key, bytes, 'image/png')
    written++
  }
  return written
}

async function upsertTenant(tx: Tx, t: SeedTenant): Promise<{ id: number; created: boolean; changes: number }> {
  const inserted = await tx
    .insert(tenants)
    .values({ slug: t.slug, state: t.state })
    .onConflictDoNothing({ target: tenants.slug })
    .returning({ id: tenants.id })
  if (inserted.length) return { id: inserted[0].id, created: true, changes: 1 }
  const [row] = await tx.select().from(tenants).where(eq(tenants.slug, t.slug))
  if (row.state === t.state) return { id: row.id, created: false, changes: 0 }
  await tx.update(tenants).set({ state: t.state }).where(eq(tenants.id, row.id))
  return { id: row.id, created: false, changes: 1 }
}

async function upsertSettings(tx: Tx, tenantId: number, t: SeedTenant): Promise<number> {
  const [row] = await tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId))
  if (!row) {
    await tx.insert(tenantSettings).values({ ...t.settings, tenantId })
    return 1
  }
  const diff = changed(row, t.settings)
  if (!Object.keys(diff).length) return 0
  await tx
    .update(tenantSettings)
    .set({ ...diff, updatedAt: sql`now()` })
    .where(eq(tenantSettings.tenantId, tenantId))
  return 1
}

async function upsertFooter(tx: Tx, tenantId: number, t: SeedTenant): Promise<number> {
  const [row] = await tx.select().from(tenantFooters).where(eq(tenantFooters.tenantId, tenantId))
  if (!row) {
    await tx.insert(tenantFooters).values({ ...t.footer, tenantId })
    return 1
  }
  const diff = changed(row, t.footer)
  if (!Object.keys(diff).length) return 0
  await tx.update(tenantFooters).set(diff).where(eq(tenantFooters.tenantId, tenantId))
  return 1
}

/** Matches course types by (tenant, parent, name); types added by hand are left in place. */
async function upsertCourseTypes(tx: Tx, tenantId: number, tree: SeedCourseType[]): Promise<number> {
  const rows = await tx.select().from(courseTypes).where(eq(courseTypes.tenantId, tenantId))
  const byPlace = new Map<string, (typeof rows)[number]>()
  for (const r of rows) {
    const place = `${r.parentId ?? ''}/${r.typeName}`
    if (!byPlace.has(place)) byPlace.set(place, r)
  }
  let changes = 0
  const ensure = async (parentId: number | null, typeName: string, sortOrder: number): Promise<number> => {
    const existing = byPlace.get(`${parentId ?? ''}/${typeName}`)
    if (!existing) {
      const [row] = await tx
        .insert(courseTypes)
        .values({ tenantId, parentId, typeName, sortOrder, isVisible: true })
        .returning({ id: courseTypes.id })
      changes++
      return row.id
    }
    if (existing.sortOrder !== sortOrder || !existing.isVisible) {
      await tx
        .update(courseTypes)
        .set({ sortOrder, isVisible: true })
        .where(and(eq(courseTypes.tenantId, tenantId), eq(courseTypes.id, existing.id)))
      changes++
    }
    return existing.id
  }
  for (const [i, parent] of tree.entries()) {
    const parentId = await ensure(null, parent.name, (i + 1) * 10)
    for (const [j, child] of parent.children.entries()) await ensure(parentId, child, (j + 1) * 10)
  }
  return changes
}

/** Upserts every seed tenant, one transaction each; safe to run any number of times. */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const storage = opts.storage ?? getStorage()
  const log = opts.log ?? (() => {})
  const summary: SeedSummary = { tenants: [], rowsChanged: 0, filesWritten: 0 }
  for (const t of opts.tenants ?? SEED_TENANTS) {
    // Files first: a committed row never names a file that is not there yet.
    const art = await writeCatalogueAssets(storage, t.slug)
    const files = (await writeAssets(storage, t)) + art.written + (await writeMediaAssets(storage, t.slug))
    const result = await db.transaction(async (tx) => {
      const tenant = await upsertTenant(tx, t)
      const changes =
        tenant.changes +
        (await upsertSettings(tx, tenant.id, t)) +
        (await upsertFooter(tx, tenant.id, t)) +
        (await upsertCourseTypes(tx, tenant.id, t.courseTypes)) +
        (await seedAccounts(tx, tenant.id, t.slug)) +
        (await seedOperators(tx, tenant.id, t.slug)) +
        (await seedLegalTexts(tx, tenant.id, t.settings.tenantName)) +
        (await seedCatalogue(tx, tenant.id, t.slug, art.keys)) +
        (await seedMessages(tx, tenant.id, t.slug)) +
        (await seedDiagnosis(tx, tenant.id, t.slug)) +
        (await seedPlatformServices(tx, tenant.id, t.slug)) +
        (await seedCoupons(tx, tenant.id, t.slug))
      return { ...tenant, changes }
    })
    await countSeededFiles(db, storage, result.id, seedStorageKeys([t]))
    summary.tenants.push({ slug: t.slug, id: result.id, created: result.created })
    summary.rowsChanged += result.changes
    summary.filesWritten += files
    log(
      `seed: ${t.slug} (#${result.id}) ${result.created ? 'created' : 'checked'}, ${result.changes} row(s), ${files} file(s) written`,
    )
  }
  // The platform console and its owner: a tenant row of its own, never one of the listed tenants.
  summary.rowsChanged += await db.transaction(async (tx) => {
    const platform = await ensurePlatformTenant(tx)
    return Number(platform.created) + (await seedOperators(tx, platform.id, PLATFORM_SLUG))
  })
  log('seed: platform console checked')
  return summary
}
