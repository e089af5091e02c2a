// The seed's files in the storage ledger (lib/db/schema/storage.ts), at the size storage holds: they count toward the
// demo tenants' quota like an operator's uploads. A key missing from storage (art drawn for another font) is skipped.
import type { Db } from '@/lib/db/client'
import { recordStoredObjects } from '@/lib/db/queries/stored-objects'
import type { StoredKind } from '@/lib/db/schema'
import type { StorageProvider } from '@/lib/storage'

const kindOf = (key: string): StoredKind =>
  key.endsWith('.mp4') ? 'video' : /\.(m3u8|ts|key)$/.test(key) ? 'hls' : 'image'

export async function countSeededFiles(db: Db, storage: StorageProvider, tenantId: number, keys: string[]) {
  const stats = await Promise.all(keys.map((key) => storage.statObject(key).catch(() => null)))
  const objects = keys.flatMap((key, i) => (stats[i] ? [{ key, bytes: stats[i].size, kind: kindOf(key) }] : []))
  await recordStoredObjects(db, { tenantId, objects })
}
