// Every file a tenant keeps goes in and out of storage through here, so the ledger (stored_objects) knows its bytes and
// an upload that would not fit the tenant's quota is refused before it is written (issue 30, item 5). The ledger row
// follows the storage write: a crash between them leaves an uncounted file, never a counted file that is not there.
// Each takes the caller's `db` — its transaction inside a request (the embedded database has one connection, so a
// second one would wait on the transaction), the process's database in a job or after a commit.
import type { Readable } from 'node:stream'
import { ApiError, ErrorCode } from '@/lib/contract/errors'
import {
  MIB,
  STORED_KIND_LABELS,
  STORED_KINDS,
  storageFull,
  type StorageUsageView,
  type StoredKind,
} from '@/lib/contract/storage-quota'
import type { Db } from '@/lib/db/client'
import * as q from '@/lib/db/queries/stored-objects'
import { getEnv } from '@/lib/env'
import { getStorage } from '@/lib/storage'

type Put = { tenantId: number; key: string; kind: StoredKind; contentType?: string }

/** Stores bytes under a key of the tenant and counts them. */
export async function putTenantObject(db: Db, { tenantId, key, kind, contentType }: Put, bytes: Buffer | Uint8Array) {
  await getStorage().putObject(key, bytes, contentType)
  await q.recordStoredObjects(db, { tenantId, objects: [{ key, bytes: bytes.length, kind }] })
}

/** Streams `size` bytes under a key of the tenant and counts them. */
export async function putTenantStream(db: Db, { tenantId, key, kind, contentType }: Put, body: Readable, size: number) {
  await getStorage().putObjectStream(key, body, { size, contentType })
  await q.recordStoredObjects(db, { tenantId, objects: [{ key, bytes: size, kind }] })
}

/** Deletes a file of the tenant; a failure only leaves an orphan file (and its row, so the bytes stay counted). */
export async function deleteTenantObject(db: Db, tenantId: number, key: string) {
  try {
    await getStorage().deleteObject(key)
  } catch {
    return
  }
  await q.forgetStoredObjects(db, { tenantId, keys: [key] })
}

/** After a folder's files are deleted (an HLS ladder: lib/services/video-ladder.ts), its rows go too. */
export async function forgetTenantFolder(db: Db, tenantId: number, prefix: string) {
  if (!prefix.endsWith('/')) return
  await q.forgetStoredFolder(db, { tenantId, prefix })
}

/** What the tenant holds against its quota, by kind (every kind listed, empty ones at 0). */
export async function tenantStorageUsage(db: Db, tenantId: number): Promise<StorageUsageView> {
  const { byKind, quotaMb } = await q.storageUsage(db, { tenantId })
  const held = new Map(byKind.map((k) => [k.kind, k]))
  const kinds = STORED_KINDS.map((kind) => ({
    kind,
    label: STORED_KIND_LABELS[kind],
    bytes: held.get(kind)?.bytes ?? 0,
    count: held.get(kind)?.count ?? 0,
  }))
  return {
    usedBytes: kinds.reduce((sum, k) => sum + k.bytes, 0),
    quotaBytes: (quotaMb ?? getEnv().storageQuotaMb) * MIB,
    quotaIsDefault: quotaMb === null,
    byKind: kinds,
  }
}

/**
 * Refuses an operator's upload of `incoming` bytes that would take the tenant past its quota (413, in Chinese). Two
 * uploads checked at once may both pass: the quota can be overshot by what is in flight, never by a later upload.
 */
export async function assertStorageRoom(db: Db, tenantId: number, incoming: number) {
  const { usedBytes, quotaBytes } = await tenantStorageUsage(db, tenantId)
  if (usedBytes + incoming > quotaBytes)
    throw new ApiError(ErrorCode.PayloadTooLarge, storageFull(usedBytes, quotaBytes, incoming), 413)
}
