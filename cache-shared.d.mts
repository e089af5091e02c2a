// Types for cache-shared.mjs (plain JavaScript, because `next start` imports the cache handlers at run time).

export declare function sharedCacheUrl(env?: Record<string, string | undefined>): string | null

export declare const ENTRY_TTL_MS: number

/** The few commands SharedTags sends (ioredis's names). */
export interface TagStoreClient {
  get(key: string): Promise<string | null>
  hgetall(key: string): Promise<Record<string, string>>
  multi(): {
    incr(key: string): unknown
    hset(key: string, ...fields: string[]): unknown
    exec(): Promise<unknown>
  }
  publish(channel: string, message: string): Promise<number>
}

export declare class SharedTags {
  constructor(redis: TagStoreClient, options?: { prefix?: string; now?: () => number })
  listen(subscriber: {
    on(event: 'message', listener: (channel: string, message: string) => void): unknown
    subscribe(channel: string): Promise<unknown>
  }): Promise<void>
  refresh(): Promise<void>
  update(tags: string[], durations?: { expire?: number }): Promise<void>
  expired(tags: string[], timestamp: number): boolean
  stale(tags: string[], timestamp: number): boolean
  expiration(tags: string[]): number
}

export declare function sharedCache(): {
  redis: unknown
  tags: SharedTags
  ready: Promise<unknown>
  entryPrefix: string
} | null

export declare function softly<T, F>(operation: () => Promise<T>, fallback: F, what: string): Promise<T | F>

export declare function claimSessionSecret(
  redis: {
    set(key: string, value: string, ex: 'EX', seconds: number, nx: 'NX'): Promise<unknown>
    get(key: string): Promise<string | null>
    expire(key: string, seconds: number): Promise<unknown>
  },
  buildIdentity: string,
  secret: string,
  ttlSeconds?: number,
): Promise<string | null>

export declare function sharedSecretProblem(secret: string): Promise<string | null>

export declare function closeSharedCache(): Promise<void>
