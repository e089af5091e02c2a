// What several app instances share of Next's two caches (issue 29; docs/deploy.md): with REDIS_URL, entries live in
// Valkey/Redis behind a bounded local layer, and tag invalidations are written there, published to every instance and
// checked again by each one before it serves a cached page. Without REDIS_URL nothing here is used (memory, as before).
// Plain JavaScript: Next imports the two handlers that use it (cache-handler.mjs, use-cache-handler.mjs) at run time.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Redis from 'ioredis'
import { LocalTags } from './cache-store.mjs'

/** The Valkey/Redis URL, or null: not during `next build` (the build writes nothing a server would read). */
export function sharedCacheUrl(env = process.env) {
  const url = env.REDIS_URL?.trim()
  return url && env.NEXT_PHASE !== 'phase-production-build' ? url : null
}

/** Entries are the build's own (a new deploy renders afresh); tag times are the data's, shared by every build. */
function buildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unbuilt'
  }
}

/** Longest an entry stays in Redis without being read again; its own lifetime is usually far shorter. */
export const ENTRY_TTL_MS = 7 * 24 * 3600 * 1000

/**
 * Tag → { stale, expired } (ms since the epoch), as Next's own tags manifest keeps them, for every instance: a hash in
 * Redis, a version counter bumped by each write, and a channel that tells the other instances at once. `refresh()`
 * compares the counter before a cached answer is served, so an invalidation made on A is seen by B's next request even
 * if the published message is still on its way.
 */
export class SharedTags extends LocalTags {
  #version = null
  #pending = []

  constructor(redis, { prefix = 'qh', now = () => Date.now() } = {}) {
    super({ now })
    this.redis = redis
    this.hashKey = `${prefix}:tags`
    this.versionKey = `${prefix}:tags:version`
    this.channel = `${prefix}:tags:changed`
  }

  /** Listens on its own connection (a subscribed connection can do nothing else). */
  async listen(subscriber) {
    subscriber.on('message', (channel, message) => {
      if (channel !== this.channel) return
      try {
        const { version, tags } = JSON.parse(message)
        for (const [tag, times] of Object.entries(tags)) this.times.set(tag, times)
        if (version === Number(this.#version) + 1) this.#version = String(version)
      } catch {
        this.#version = null // unreadable: the next refresh reloads everything
      }
    })
    await subscriber.subscribe(this.channel)
  }

  /** Reloads the times when another instance has written since (one GET when nothing changed). */
  async refresh() {
    if (this.#pending.length) await this.#flush()
    const version = await this.redis.get(this.versionKey)
    if (version === this.#version) return
    const all = await this.redis.hgetall(this.hashKey)
    this.times = new Map(Object.entries(all).map(([tag, json]) => [tag, JSON.parse(json)]))
    this.#version = version
  }

  /** Applies here at once, then shares: the hash, the counter and the message. */
  async update(tags, durations) {
    this.#pending.push(this.mark(tags, durations))
    await this.#flush()
  }

  /** Writes what is pending; on a Redis failure it stays pending, retried by the next refresh or update. */
  async #flush() {
    while (this.#pending.length) {
      const changed = this.#pending[0]
      const fields = Object.entries(changed).flatMap(([tag, times]) => [tag, JSON.stringify(times)])
      try {
        const [[, version]] = await this.redis
          .multi()
          .incr(this.versionKey)
          .hset(this.hashKey, ...fields)
          .exec()
        await this.redis.publish(this.channel, JSON.stringify({ version, tags: changed }))
        this.#pending.shift()
      } catch (error) {
        console.error(`[cache] could not share a tag invalidation yet (retried): ${error.message}`)
        return
      }
    }
  }
}

/**
 * The process's connection and tag times, made once (both handlers share them; Next also builds a cache handler per
 * request). A lost connection is retried by the client; meanwhile reads miss and pages render from the database.
 */
export function sharedCache() {
  const url = sharedCacheUrl()
  if (!url) return null
  const key = Symbol.for('qh.sharedCache')
  if (!globalThis[key]) {
    const options = { maxRetriesPerRequest: 1, enableAutoPipelining: true, connectionName: 'qh-cache' }
    const redis = new Redis(url, options)
    const subscriber = new Redis(url, { ...options, connectionName: 'qh-cache-tags' })
    for (const client of [redis, subscriber])
      client.on('error', (error) => console.error(`[cache] Redis: ${error.message}`))
    const tags = new SharedTags(redis)
    const ready = Promise.all([tags.listen(subscriber), tags.refresh()]).catch((error) =>
      console.error(`[cache] Redis not reachable at start (${error.message}): pages render until it is`),
    )
    globalThis[key] = { redis, subscriber, tags, ready, entryPrefix: `qh:${buildId()}` }
  }
  return globalThis[key]
}

/** Shutdown (instrumentation.ts): the process's two connections end after their pending commands. */
export async function closeSharedCache() {
  const shared = globalThis[Symbol.for('qh.sharedCache')]
  if (!shared) return
  await Promise.all([shared.redis.quit(), shared.subscriber.quit()]).catch(() => {})
}

/** How long an instance's claim on its build's secret outlives it (refreshed every minute while it runs). */
const SECRET_CLAIM_SECONDS = 180

/**
 * Every instance of one build must seal cookies with one SESSION_SECRET, or a session made on A fails on B. The first
 * instance of a build records a hash of its secret in Redis (kept while any instance of the build runs); an instance
 * with another secret gets the reason it must not start. Null when this instance may serve.
 */
export async function claimSessionSecret(redis, buildIdentity, secret, ttlSeconds = SECRET_CLAIM_SECONDS) {
  const key = `qh:instances:${buildIdentity}:secret`
  const mine = createHash('sha256').update(`qh-session-secret\n${secret}`).digest('hex')
  await redis.set(key, mine, 'EX', ttlSeconds, 'NX')
  if ((await redis.get(key)) !== mine)
    return (
      'Another running instance of this build has a different SESSION_SECRET: a session made on one would not open on ' +
      'the other. Give every instance the same SESSION_SECRET (docs/deploy.md). To change it, stop every instance, ' +
      `wait ${Math.ceil(ttlSeconds / 60)} minutes and start them with the new one.`
    )
  setInterval(() => redis.expire(key, ttlSeconds).catch(() => {}), 60_000).unref()
  return null
}

/** The start-up check (instrumentation.ts): this instance's SESSION_SECRET against the build's running instances. */
export async function sharedSecretProblem(secret) {
  const shared = sharedCache()
  if (!shared) return null
  await shared.ready
  return claimSessionSecret(shared.redis, shared.entryPrefix, secret)
}

/** A Redis read or write that answers `fallback` instead of failing a request: the cache is an optimisation. */
export async function softly(operation, fallback, what) {
  try {
    return await operation()
  } catch (error) {
    console.error(`[cache] ${what}: ${error.message}`)
    return fallback
  }
}
