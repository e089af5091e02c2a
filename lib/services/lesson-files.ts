// The files a lesson video leaves in storage, removed when nothing plays them any more: an upload replaced by a newer
// one, a ladder replaced by a newer transcode, a lesson or a course deleted. Only the tenant's console uploads go —
// seeded clips are shared by lessons and compared by the seed on every start. Failures leave orphan files (counted in
// the ledger until a later removal succeeds), never a broken lesson.
import { getDb, type Db } from '@/lib/db/client'
import { logError } from '@/lib/db/error-log'
import { isConsoleUpload } from '@/lib/storage/upload-keys'
import { deleteTenantObject } from './stored-objects'
import { removeLadder } from './video-ladder'

const MASTER = 'master.m3u8'

/** Removes each key (an MP4, or a ladder named by its master playlist) that is one of the tenant's console uploads. */
export async function removeVideoFiles(db: Db, { tenantId, slug }: { tenantId: number; slug: string }, keys: string[]) {
  for (const key of new Set(keys)) {
    if (!isConsoleUpload(key, slug)) continue
    if (key.endsWith(`/${MASTER}`)) await removeLadder(db, tenantId, key.slice(0, -MASTER.length))
    else await deleteTenantObject(db, tenantId, key)
  }
}

/** After a commit (a lesson or course deleted): on the process's database, and a failure is logged, not thrown. */
export async function removeVideoFilesLater(site: { tenantId: number; slug: string }, keys: string[]) {
  try {
    await removeVideoFiles(await getDb(), site, keys)
  } catch (e) {
    logError('[storage] removing a deleted lesson’s videos failed:', e)
  }
}
