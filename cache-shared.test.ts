/** @jest-environment node */
// Tag times shared by app instances (cache-shared.mjs): what one instance invalidates, another sees before it serves
// anything cached — from the published message, or from the version check when the message has not arrived.
import { EventEmitter } from 'node:events'
import { claimSessionSecret, SharedTags, sharedCacheUrl } from './cache-shared.mjs'

/** The few Redis commands SharedTags uses, in memory, one store for every "instance". */
class FakeRedis {
  strings = new Map<string, string>()
  hashes = new Map<string, Map<string, string>>()
  bus = new EventEmitter()
  down = false
  /** Messages published but not yet delivered (delivery is up to the test). */
  inFlight: [string, string][] = []

  private up() {
    if (this.down) throw new Error('connection refused')
  }
  async get(key: string) {
    this.up()
    return this.strings.get(key) ?? null
  }
  async hgetall(key: string) {
    this.up()
    return Object.fromEntries(this.hashes.get(key) ?? [])
  }
  multi() {
    const ops: (() => unknown)[] = []
    const chain = {
      incr: (key: string) => {
        ops.push(() => {
          const next = Number(this.strings.get(key) ?? 0) + 1
          this.strings.set(key, String(next))
          return next
        })
        return chain
      },
      hset: (key: string, ...fields: string[]) => {
        ops.push(() => {
          const hash = this.hashes.get(key) ?? new Map<string, string>()
          for (let i = 0; i < fields.length; i += 2) hash.set(fields[i], fields[i + 1])
          this.hashes.set(key, hash)
          return fields.length / 2
        })
        return chain
      },
      exec: async () => {
        this.up()
        return ops.map((op) => [null, op()])
      },
    }
    return chain
  }
  async publish(channel: string, message: string) {
    this.up()
    this.inFlight.push([channel, message])
    return 1
  }
  deliver() {
    for (const [channel, message] of this.inFlight.splice(0)) this.bus.emit('message', channel, message)
  }
  subscriber() {
    return {
      on: (_: 'message', fn: (c: string, m: string) => void) => this.bus.on('message', fn),
      subscribe: async () => 1,
    }
  }
}

async function twoInstances(clock = { now: 1_000_000 }) {
  const redis = new FakeRedis()
  const make = async () => {
    const tags = new SharedTags(redis, { now: () => clock.now })
    await tags.listen(redis.subscriber())
    await tags.refresh()
    return tags
  }
  return { redis, clock, a: await make(), b: await make() }
}

describe('SharedTags', () => {
  it('an expiry written on A is seen by B once B refreshes, even before the message arrives', async () => {
    const { a, b, clock } = await twoInstances()
    const madeAt = clock.now - 10
    clock.now += 1
    await a.update(['tenant:demo'], { expire: 0 })
    clock.now += 1
    expect(b.expired(['tenant:demo'], madeAt)).toBe(false) // B has not looked yet
    await b.refresh()
    expect(b.expired(['tenant:demo'], madeAt)).toBe(true)
    expect(b.stale(['tenant:demo'], madeAt)).toBe(true)
    // An entry made after the invalidation is fresh; another tenant's tag is untouched.
    expect(b.expired(['tenant:demo'], clock.now)).toBe(false)
    expect(b.expired(['tenant:acme'], madeAt)).toBe(false)
  })

  it('the published message updates B without a reload, and B reloads when it missed one', async () => {
    const { a, b, redis, clock } = await twoInstances()
    const madeAt = clock.now - 10
    await a.update(['tenant:demo'])
    redis.deliver()
    clock.now += 1
    expect(b.expired(['tenant:demo'], madeAt)).toBe(true)
    const reads = jest.spyOn(redis, 'hgetall')
    await b.refresh() // the message brought B to the current version: one GET, no reload
    expect(reads).not.toHaveBeenCalled()
    await a.update(['tenant:acme'])
    await a.update(['course:7'])
    redis.inFlight.splice(0, 1) // the first message is lost: B must not trust the second alone
    redis.deliver()
    await b.refresh()
    expect(reads).toHaveBeenCalledTimes(1)
    clock.now += 1
    expect(b.expired(['tenant:acme'], madeAt)).toBe(true)
  })

  it('stale-while-revalidate durations mark the tag stale now and expired later', async () => {
    const { a, b, clock } = await twoInstances()
    const madeAt = clock.now - 10
    await a.update(['tenant:demo'], { expire: 60 })
    await b.refresh()
    expect(b.stale(['tenant:demo'], madeAt)).toBe(true)
    expect(b.expired(['tenant:demo'], madeAt)).toBe(false)
    clock.now += 61_000
    expect(b.expired(['tenant:demo'], madeAt)).toBe(true)
    expect(b.expiration(['tenant:demo', 'other'])).toBe(1_000_000 + 60_000)
  })

  it('an invalidation made while Redis is down is kept and shared once it is back', async () => {
    const { a, b, redis, clock } = await twoInstances()
    const madeAt = clock.now - 10
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    redis.down = true
    await a.update(['tenant:demo'])
    expect(a.expired(['tenant:demo'], madeAt)).toBe(true) // A itself knows at once
    await b.refresh().catch(() => {})
    expect(b.expired(['tenant:demo'], madeAt)).toBe(false) // B cannot know yet
    expect(errors).toHaveBeenCalled()
    redis.down = false
    await a.refresh() // retries what is pending first
    await b.refresh()
    expect(b.expired(['tenant:demo'], madeAt)).toBe(true)
    errors.mockRestore()
  })
})

describe('sharedCacheUrl', () => {
  it('is REDIS_URL when set, and nothing without it or during next build', () => {
    expect(sharedCacheUrl({ REDIS_URL: ' redis://cache:6379 ' })).toBe('redis://cache:6379')
    expect(sharedCacheUrl({})).toBeNull()
    expect(sharedCacheUrl({ REDIS_URL: '' })).toBeNull()
    expect(sharedCacheUrl({ REDIS_URL: 'redis://x', NEXT_PHASE: 'phase-production-build' })).toBeNull()
  })
})

describe('claimSessionSecret', () => {
  /** SET … EX … NX, GET and EXPIRE, in memory. */
  function claims() {
    const store = new Map<string, string>()
    return {
      store,
      set: async (key: string, value: string) => (store.has(key) ? null : (store.set(key, value), 'OK')),
      get: async (key: string) => store.get(key) ?? null,
      expire: async () => 1,
    }
  }

  it('lets every instance with the build’s secret start, and refuses one with another secret', async () => {
    const redis = claims()
    expect(await claimSessionSecret(redis, 'qh:build1', 's'.repeat(40))).toBeNull()
    expect(await claimSessionSecret(redis, 'qh:build1', 's'.repeat(40))).toBeNull()
    expect(await claimSessionSecret(redis, 'qh:build1', 't'.repeat(40))).toMatch(
      /^Another running instance of this build has a different SESSION_SECRET/,
    )
    // A new build (a rolling deploy) makes its own claim; the secret itself is never stored.
    expect(await claimSessionSecret(redis, 'qh:build2', 't'.repeat(40))).toBeNull()
    expect([...redis.store.values()].some((v) => v.includes('s'.repeat(40)))).toBe(false)
  })
})
