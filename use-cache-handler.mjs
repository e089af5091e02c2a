// The server's in-memory caches beyond the route cache, bounded (issue 23, L5). Next imports this file at run time as
// `cacheHandlers.default` (next.config.ts), as plain JavaScript, before the first page is cached.
//
// 1. The store behind 'use cache'. Next's built-in one shares `cacheMaxMemorySize` (128 MiB) with the route cache and
//    counts an entry as its value's byteLength plus its key. The value is a Buffer.concat() of the stream, and a Buffer
//    under 4 KiB is a view into one of Node's shared 8 KiB pool slabs, so a search result of a few bytes kept a whole
//    slab alive: after 14,000 distinct searches it held 11,845 slabs (92.5 MB) while counting a few MB, and its bound
//    would have been reached only after ~250,000 searches (~2 GB). Here a value is copied into a buffer of its own size,
//    and an entry counts its bytes, its key and tags (two bytes a character) and its objects, against a bound of its own.
// 2. Next's memo of each rendered path's cache lifetime (SharedCacheControls), a Map that nothing ever shrinks: ~0.4 KiB
//    for every distinct URL rendered since the start. It becomes a map of the most recent paths (see boundRouteLifetimes).
import { createRequire } from 'node:module'
import v8 from 'node:v8'
import { ENTRY_TTL_MS, sharedCache, softly } from './cache-shared.mjs'
import { BoundedLru, LocalTags } from './cache-store.mjs'

export { BoundedLru }

/** Real bytes the data cache may hold. Rendered pages live in the route cache (cacheMaxMemorySize); these entries
 *  serve a page's first render and the API, so 16 MiB (~12,000 small results or ~1,500 course details) is plenty. */
export const USE_CACHE_MAX_BYTES = 16 * 1024 * 1024
/** Per entry beyond value, key and tags: the metadata object, the tags array, the Uint8Array, the Map slot. Measured
 *  with heap snapshots: a search result's entry holds ~0.9 KiB in all, so the count stays above the real size. */
export const ENTRY_OVERHEAD_BYTES = 1024

/** Reads a stream into one Uint8Array of exactly its length (never a view into a shared pool slab). */
async function ownBytes(stream) {
  const chunks = []
  let length = 0
  for await (const chunk of stream) {
    chunks.push(chunk)
    length += chunk.byteLength
  }
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** What an entry costs in memory: its bytes, its key and tags as two-byte strings, and the objects around them. */
export function entryCost(cacheKey, tags, byteLength) {
  const chars = cacheKey.length + tags.reduce((n, tag) => n + tag.length, 0)
  return byteLength + 2 * chars + ENTRY_OVERHEAD_BYTES
}

/**
 * A `CacheHandler` (next/cache) with the built-in handler's production rules: an entry is dropped once past its
 * `revalidate` (warming an in-memory entry in the background is not worth it), an expired tag hides it, a stale tag
 * serves it once more with `revalidate: -1`; `expire: 0` entries are not stored; a read waits for a pending write of
 * its key. `tags` holds the tag times (this process's, or every instance's: SharedTags); `remote`, when given, is the
 * store every instance shares (Redis), behind this process's bounded one. `now` is for tests.
 */
export function createUseCacheHandler({
  maxBytes = USE_CACHE_MAX_BYTES,
  now = () => performance.timeOrigin + performance.now(),
  tags = new LocalTags({ now }),
  remote = null,
} = {}) {
  const store = new BoundedLru(maxBytes)
  const pendingSets = new Map()
  // Tag times are written only by revalidateTag and revalidatePath, which the app calls for its own tenants and
  // courses, so they grow with the data, not with what visitors request.

  /** This process's copy, or the shared one (kept here too for the next read). */
  async function lookup(cacheKey) {
    const held = store.get(cacheKey)
    if (held || !remote) return held
    const found = await remote.get(cacheKey)
    if (found) store.set(cacheKey, found, entryCost(cacheKey, found.entry.tags, found.bytes.byteLength))
    return found
  }

  return {
    /** For tests: entries and the bytes they count. */
    stats: () => ({ entries: store.size, bytes: store.bytes, maxBytes }),

    async get(cacheKey) {
      await pendingSets.get(cacheKey)
      const stored = await lookup(cacheKey)
      if (!stored) return undefined
      const { entry, bytes } = stored
      if (now() > entry.timestamp + entry.revalidate * 1000) return undefined
      if (tags.expired(entry.tags, entry.timestamp)) return undefined
      return {
        ...entry,
        revalidate: tags.stale(entry.tags, entry.timestamp) ? -1 : entry.revalidate,
        value: new ReadableStream({
          start(controller) {
            controller.enqueue(bytes)
            controller.close()
          },
        }),
      }
    },

    async set(cacheKey, pendingEntry) {
      let settle = () => {}
      const pending = new Promise((resolve) => (settle = resolve))
      pendingSets.set(cacheKey, pending)
      try {
        const entry = await pendingEntry
        // A dynamic entry is regenerated on every read: storing it would only take room.
        if (entry.expire === 0) return
        const bytes = await ownBytes(entry.value)
        // The metadata only: the stream belongs to the request that made it.
        const meta = { ...entry }
        delete meta.value
        store.set(cacheKey, { entry: meta, bytes }, entryCost(cacheKey, meta.tags, bytes.byteLength))
        if (remote) await remote.set(cacheKey, { entry: meta, bytes }, Math.min(meta.expire, meta.revalidate) * 1000)
      } catch {
        // An interrupted value would render an incomplete page: it is not kept, the next read renders again.
      } finally {
        settle()
        if (pendingSets.get(cacheKey) === pending) pendingSets.delete(cacheKey)
      }
    },

    async refreshTags() {
      await tags.refresh()
    },

    async getExpiration(entryTags) {
      return tags.expiration(entryTags)
    },

    async updateTags(entryTags, durations) {
      await tags.update(entryTags, durations)
    },
  }
}

/** A Map that keeps only the `limit` most recently read or written keys. */
export class RecentMap extends Map {
  /** @param {number} limit */
  constructor(limit) {
    super()
    this.limit = limit
  }

  get(key) {
    if (!super.has(key)) return undefined
    const value = super.get(key)
    super.delete(key)
    super.set(key, value)
    return value
  }

  set(key, value) {
    super.delete(key)
    super.set(key, value)
    for (const oldest of super.keys()) {
      if (this.size <= this.limit) break
      super.delete(oldest)
    }
    return this
  }
}

/** Several times the pages the route cache holds (2,059 search pages filled its 128 MiB), ~4 MB at most. */
export const ROUTE_LIFETIMES_MAX = 10_000

/**
 * Next remembers the cache lifetime of every path it rendered in a static Map (SharedCacheControls.cacheControls) and
 * never forgets one. Forgetting is safe: a page still in the route cache carries its own lifetime, which Next prefers
 * and writes back, and a page no longer cached gets a new one from its next render. So the Map is swapped for a
 * RecentMap. The module is Next's shared runtime (one instance per process, required from node_modules like this);
 * should a Next upgrade move it, the server says so once and runs unbounded (`npm run soak:memory` would then fail).
 */
export function boundRouteLifetimes(
  limit = ROUTE_LIFETIMES_MAX,
  load = () =>
    createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js'),
) {
  try {
    const { SharedCacheControls } = load()
    if (!(SharedCacheControls?.cacheControls instanceof Map))
      throw new Error('SharedCacheControls.cacheControls is not a Map')
    if (SharedCacheControls.cacheControls instanceof RecentMap) return true
    const bounded = new RecentMap(limit)
    for (const [route, lifetime] of SharedCacheControls.cacheControls) bounded.set(route, lifetime)
    SharedCacheControls.cacheControls = bounded
    return true
  } catch (error) {
    console.warn(
      `[cache] could not bound Next's per-path lifetime memo, it grows with every distinct URL: ${error.message}`,
    )
    return false
  }
}

/**
 * With REDIS_URL, 'use cache' entries are shared by every instance (cache-shared.mjs): this process keeps the ones it
 * read in its bounded store, and tag times are every instance's.
 */
function sharedUseCacheHandler(shared) {
  const key = (cacheKey) => `${shared.entryPrefix}:data:${cacheKey}`
  const remote = {
    get: (cacheKey) =>
      softly(
        async () => {
          await shared.ready
          const bytes = await shared.redis.getBuffer(key(cacheKey))
          return bytes ? v8.deserialize(bytes) : undefined
        },
        undefined,
        'read',
      ),
    set: (cacheKey, value, ttlMs) =>
      softly(
        () => shared.redis.set(key(cacheKey), v8.serialize(value), 'PX', Math.max(1000, Math.min(ttlMs, ENTRY_TTL_MS))),
        undefined,
        'write',
      ),
  }
  const tags = {
    expired: (t, at) => shared.tags.expired(t, at),
    stale: (t, at) => shared.tags.stale(t, at),
    expiration: (t) => shared.tags.expiration(t),
    refresh: () => softly(() => shared.ready.then(() => shared.tags.refresh()), undefined, 'tag times'),
    update: async (t, durations) => {
      await shared.ready
      await shared.tags.update(t, durations)
    },
  }
  return createUseCacheHandler({ tags, remote, now: () => Date.now() })
}

boundRouteLifetimes()
const shared = sharedCache()
export default shared ? sharedUseCacheHandler(shared) : createUseCacheHandler()
