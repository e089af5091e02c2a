// Types for use-cache-handler.mjs (plain JavaScript, because `next start` imports it at run time).
import type { CacheHandler } from 'next/cache'

export declare const USE_CACHE_MAX_BYTES: number
export declare const ENTRY_OVERHEAD_BYTES: number

export declare class BoundedLru<K = string, V = unknown> {
  constructor(maxBytes: number)
  readonly maxBytes: number
  readonly size: number
  readonly bytes: number
  get(key: K): V | undefined
  set(key: K, value: V, size: number): boolean
  delete(key: K): boolean
}

export declare function entryCost(cacheKey: string, tags: string[], byteLength: number): number

export interface UseCacheHandler extends CacheHandler {
  stats(): { entries: number; bytes: number; maxBytes: number }
}

/** Tag times: this process's (LocalTags, the default) or every instance's (SharedTags in cache-shared.mjs). */
export interface TagTimes {
  refresh(): Promise<void>
  update(tags: string[], durations?: { expire?: number }): Promise<void>
  expired(tags: string[], timestamp: number): boolean
  stale(tags: string[], timestamp: number): boolean
  expiration(tags: string[]): number
}

export declare function createUseCacheHandler(options?: {
  maxBytes?: number
  now?: () => number
  tags?: TagTimes
  remote?: {
    get(cacheKey: string): Promise<{ entry: Record<string, unknown>; bytes: Uint8Array } | undefined>
    set(cacheKey: string, value: { entry: Record<string, unknown>; bytes: Uint8Array }, ttlMs: number): Promise<unknown>
  } | null
}): UseCacheHandler

declare const handler: UseCacheHandler
export default handler

export declare class RecentMap<K, V> extends Map<K, V> {
  constructor(limit: number)
  readonly limit: number
}

export declare const ROUTE_LIFETIMES_MAX: number

export declare function boundRouteLifetimes(
  limit?: number,
  load?: () => { SharedCacheControls?: { cacheControls: Map<string, unknown> } },
): boolean
