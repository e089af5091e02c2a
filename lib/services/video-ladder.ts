// A stored HLS ladder's files, found from its playlists (storage has no folder listing): master.m3u8 names the
// renditions' playlists, each names its segments; poster.jpg sits beside the master.
import path from 'node:path'
import type { Db } from '@/lib/db/client'
import { getStorage } from '@/lib/storage'
import { forgetTenantFolder } from './stored-objects'

/** Relative URIs a playlist names (tags' URI="…" skipped: the key is not a file). */
function urisOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !/^[a-z]+:|^\//i.test(l))
}

/** Every file of the ladder in `prefix` (a folder key ending in '/'): playlists, segments, poster. */
async function ladderFiles(prefix: string): Promise<string[]> {
  const storage = getStorage()
  const files = [`${prefix}master.m3u8`, `${prefix}poster.jpg`]
  const master = await storage.readObject(`${prefix}master.m3u8`)
  for (const variant of master ? urisOf(master.bytes.toString('utf8')) : []) {
    const key = path.posix.normalize(prefix + variant)
    if (!key.startsWith(prefix)) continue
    files.push(key)
    const playlist = await storage.readObject(key)
    const folder = key.slice(0, key.lastIndexOf('/') + 1)
    for (const segment of playlist ? urisOf(playlist.bytes.toString('utf8')) : []) {
      const segmentKey = path.posix.normalize(folder + segment)
      if (segmentKey.startsWith(prefix)) files.push(segmentKey)
    }
  }
  return files
}

/** Deletes a ladder no lesson plays any more (replaced, retried, or its lesson deleted); missing files are fine. */
export async function removeLadder(db: Db, tenantId: number, prefix: string): Promise<void> {
  if (!prefix.endsWith('/')) return
  const storage = getStorage()
  // Segments first, the playlists that name them last: a failure halfway leaves what can still be found again.
  const files = (await ladderFiles(prefix).catch(() => [])).reverse()
  for (const key of files) await storage.deleteObject(key).catch(() => undefined)
  await forgetTenantFolder(db, tenantId, prefix)
}
