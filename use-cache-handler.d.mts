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

export declare function createUseCacheHandler(options?: { maxBytes?: number; now?: () => number }): UseCacheHandler

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
