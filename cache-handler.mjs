// The route cache (ISR pages, their RSC and segment data) shared by every app instance through Valkey/Redis (issue 29):
// next.config.ts names this file as `cacheHandler` only when REDIS_URL is set; without it Next keeps its own in-memory
// cache. An entry is served from a bounded local layer or from Redis, never when one of its tags was invalidated on any
// instance after it was made (cache-shared.mjs checks the shared tag times before each read).
import v8 from 'node:v8'
import { BoundedLru } from './cache-store.mjs'
import { ENTRY_TTL_MS, sharedCache, softly } from './cache-shared.mjs'

/** The local layer's bound: the same 128 MiB the single-instance route cache has (next.config.ts). */
export const ROUTE_CACHE_LOCAL_BYTES = 128 * 1024 * 1024

const TAGS_HEADER = 'x-next-cache-tags'

/** The tags an entry answers to: a page's or route's own (its header), a fetch's from the request context. */
export function entryTags(entry, ctx = {}) {
  const kind = entry?.value?.kind
  if (kind === 'APP_PAGE' || kind === 'APP_ROUTE' || kind === 'PAGES') {
    const header = entry.value.headers?.[TAGS_HEADER]
    return typeof header === 'string' && header ? header.split(',') : []
  }
  return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]
}

/** Roughly what an entry holds in memory (Next's own memory cache counts the same parts). */
export function entrySize(entry) {
  const value = entry?.value ?? {}
  let size = 1024
  for (const part of [value.html, value.rscData, value.postponed, value.body]) size += part?.length ?? 0
  if (value.segmentData instanceof Map) for (const [k, b] of value.segmentData) size += k.length + (b?.length ?? 0)
  if (value.kind === 'FETCH') size += JSON.stringify(value.data ?? '').length
  return size
}

const local = new BoundedLru(ROUTE_CACHE_LOCAL_BYTES)

/** Next makes one of these per request: the state is the module's (local layer) and the process's (Redis, tags). */
export default class SharedRouteCache {
  constructor() {
    this.shared = sharedCache()
  }

  async get(key, ctx) {
    const shared = this.shared
    if (!shared) return null
    await shared.ready
    // Another instance's invalidation must be seen before anything cached is served; unreachable Redis means a render.
    if (!(await softly(() => shared.tags.refresh().then(() => true), false, 'tag times'))) return null
    let entry = local.get(key)
    if (!entry) {
      const bytes = await softly(() => shared.redis.getBuffer(`${shared.entryPrefix}:route:${key}`), null, 'read')
      if (!bytes) return null
      entry = v8.deserialize(bytes)
      local.set(key, entry, entrySize(entry))
    }
    // Stale or expired by a tag: rendered again now (one instance cannot start another's background revalidation).
    const tags = entryTags(entry, ctx)
    if (shared.tags.expired(tags, entry.lastModified) || shared.tags.stale(tags, entry.lastModified)) {
      local.delete(key)
      return null
    }
    return entry
  }

  async set(key, data, ctx) {
    const shared = this.shared
    if (!shared) return
    if (!data) {
      local.delete(key)
      return
    }
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    }
    local.set(key, entry, entrySize(entry))
    const bytes = v8.serialize(entry)
    await softly(
      () => shared.redis.set(`${shared.entryPrefix}:route:${key}`, bytes, 'PX', ENTRY_TTL_MS),
      undefined,
      'write',
    )
  }

  /**
   * Nothing to write: Next sends every batch of tags to each `cacheHandlers` entry's updateTags as well as here
   * (next/dist/server/revalidation-utils.js), and use-cache-handler.mjs's updateTags writes the shared tag times this
   * handler reads. Writing them here too made every invalidation two Redis round trips and two messages.
   */
  async revalidateTag() {}

  resetRequestCache() {}
}
