// The storage ledger (lib/db/schema/storage.ts): what a tenant keeps, object by object, and its quota.
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { storedObjects, tenants, type StoredKind } from '../schema'

type Scope = { tenantId: number }

/** A stored object, or its new size when the key is written again. */
export async function recordStoredObjects(
  db: Db,
  { tenantId, objects }: Scope & { objects: { key: string; bytes: number; kind: StoredKind }[] },
) {
  if (objects.length === 0) return
  await db
    .insert(storedObjects)
    .values(objects.map((o) => ({ tenantId, ...o })))
    .onConflictDoUpdate({
      target: [storedObjects.tenantId, storedObjects.key],
      set: { bytes: sql`excluded.bytes`, kind: sql`excluded.kind` },
      // Re-seeding counts the same files again: rows already right are left alone.
      setWhere: sql`(${storedObjects.bytes}, ${storedObjects.kind}) is distinct from (excluded.bytes, excluded.kind)`,
    })
}

export async function forgetStoredObjects(db: Db, { tenantId, keys }: Scope & { keys: string[] }) {
  if (keys.length === 0) return
  await db.delete(storedObjects).where(and(eq(storedObjects.tenantId, tenantId), inArray(storedObjects.key, keys)))
}

/** Every object under a folder (an HLS ladder's): `%` and `_` in the prefix are matched as themselves. */
export async function forgetStoredFolder(db: Db, { tenantId, prefix }: Scope & { prefix: string }) {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  await db.delete(storedObjects).where(and(eq(storedObjects.tenantId, tenantId), like(storedObjects.key, pattern)))
}

/** Bytes by kind, and the tenant's own quota (null: the deployment's default). */
export async function storageUsage(db: Db, { tenantId }: Scope) {
  const [kinds, [tenant]] = await Promise.all([
    db
      .select({
        kind: storedObjects.kind,
        bytes: sql<string>`sum(${storedObjects.bytes})`,
        count: sql<number>`count(*)::int`,
      })
      .from(storedObjects)
      .where(eq(storedObjects.tenantId, tenantId))
      .groupBy(storedObjects.kind),
    db.select({ quotaMb: tenants.storageQuotaMb }).from(tenants).where(eq(tenants.id, tenantId)),
  ])
  return {
    byKind: kinds.map((k) => ({ kind: k.kind, bytes: Number(k.bytes), count: k.count })),
    quotaMb: tenant?.quotaMb ?? null,
  }
}

export async function setStorageQuota(db: Db, { tenantId, quotaMb }: Scope & { quotaMb: number | null }) {
  const [row] = await db
    .update(tenants)
    .set({ storageQuotaMb: quotaMb })
    .where(eq(tenants.id, tenantId))
    .returning({ id: tenants.id })
  return !!row
}
