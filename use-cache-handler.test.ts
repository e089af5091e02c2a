/** @jest-environment node */
// The 'use cache' store: an LRU bounded by real bytes, values in buffers of their own, and Next's tag rules.
import { createRequire } from 'node:module'
import {
  BoundedLru,
  boundRouteLifetimes,
  createUseCacheHandler,
  entryCost,
  ENTRY_OVERHEAD_BYTES,
  RecentMap,
  ROUTE_LIFETIMES_MAX,
} from './use-cache-handler.mjs'

describe('BoundedLru', () => {
  it('forgets the least recently used entries once the sizes pass the bound, and a read counts as a use', () => {
    const lru = new BoundedLru<string, number>(30)
    lru.set('a', 1, 10)
    lru.set('b', 2, 10)
    lru.set('c', 3, 10)
    expect(lru.get('a')).toBe(1)
    lru.set('d', 4, 10)
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.get('d')]).toEqual([1, undefined, 3, 4])
    expect(lru.size).toBe(3)
    expect(lru.bytes).toBe(30)
  })

  it('evicts as many entries as a large one needs, and refuses one larger than the bound', () => {
    const lru = new BoundedLru<string, string>(30)
    for (const key of ['a', 'b', 'c']) lru.set(key, key, 10)
    expect(lru.set('big', 'big', 25)).toBe(true)
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.get('big')]).toEqual([undefined, undefined, undefined, 'big'])
    expect(lru.set('huge', 'huge', 31)).toBe(false)
    expect(lru.get('huge')).toBeUndefined()
    expect(lru.bytes).toBe(25)
  })

  it('replacing a key counts only its new size; delete gives the bytes back', () => {
    const lru = new BoundedLru<string, string>(100)
    lru.set('a', 'one', 40)
    lru.set('a', 'two', 10)
    expect([lru.get('a'), lru.size, lru.bytes]).toEqual(['two', 1, 10])
    expect(lru.delete('a')).toBe(true)
    expect([lru.size, lru.bytes, lru.delete('a')]).toEqual([0, 0, false])
  })

  it('holds the bound over many distinct keys', () => {
    const lru = new BoundedLru<number, number>(10_000)
    let most = 0
    for (let i = 0; i < 50_000; i++) {
      lru.set(i, i, 1 + (i % 97))
      most = Math.max(most, lru.bytes)
    }
    expect(most).toBeLessThanOrEqual(10_000)
    expect(lru.get(49_999)).toBe(49_999)
    expect(lru.get(0)).toBeUndefined()
  })

  it('refuses a bound or a size that is not positive (an entry of size 0 could never be evicted)', () => {
    expect(() => new BoundedLru(0)).toThrow()
    expect(() => new BoundedLru(10).set('a', 1, 0)).toThrow()
  })
})

const streamOf = (...chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })

async function read(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk)
  return chunks
}

const T0 = 1_000_000
function entry(
  value: ReadableStream<Uint8Array>,
  over: Partial<{ tags: string[]; revalidate: number; expire: number; timestamp: number }> = {},
) {
  return { value, tags: ['tenant:demo'], stale: 300, timestamp: T0, revalidate: 3600, expire: 86_400, ...over }
}

describe('createUseCacheHandler', () => {
  it('keeps a small value in a buffer of its own, not a view that pins an 8 KiB pool slab', async () => {
    const handler = createUseCacheHandler({ now: () => T0 })
    // Buffer.from of a short string is a view into Node's shared pool: what the built-in handler kept.
    const pooled = Buffer.from('{"items":[],"totalCount":0}')
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength)
    await handler.set('k', Promise.resolve(entry(streamOf(pooled.subarray(0, 10), pooled.subarray(10)))))
    const got = await handler.get('k', [])
    const [chunk, ...rest] = await read(got!.value)
    expect(rest).toEqual([])
    expect(Buffer.from(chunk).toString()).toBe('{"items":[],"totalCount":0}')
    expect(chunk.buffer.byteLength).toBe(chunk.byteLength)
    expect(got).toMatchObject({ tags: ['tenant:demo'], revalidate: 3600, expire: 86_400, timestamp: T0 })
  })

  it('gives every read a new stream over the same bytes', async () => {
    const handler = createUseCacheHandler({ now: () => T0 })
    await handler.set('k', Promise.resolve(entry(streamOf(new TextEncoder().encode('abc')))))
    for (let i = 0; i < 2; i++)
      expect(Buffer.concat(await read((await handler.get('k', []))!.value)).toString()).toBe('abc')
  })

  it('counts value, key and tags and an overhead per entry, and stays within its bound over many distinct keys', async () => {
    const maxBytes = 256 * 1024
    const handler = createUseCacheHandler({ maxBytes, now: () => T0 })
    expect(entryCost('key', ['tenant:demo'], 100)).toBe(100 + 2 * (3 + 11) + ENTRY_OVERHEAD_BYTES)
    for (let i = 0; i < 2_000; i++) {
      await handler.set(`["search",["demo","q${i}",1,20]]`, Promise.resolve(entry(streamOf(Buffer.from(`{"q":${i}}`)))))
    }
    const { entries, bytes } = handler.stats()
    expect(bytes).toBeLessThanOrEqual(maxBytes)
    expect(entries).toBeLessThan(2_000)
    expect(entries).toBeGreaterThan(150)
    expect(await handler.get('["search",["demo","q1999",1,20]]', [])).toBeDefined()
    expect(await handler.get('["search",["demo","q0",1,20]]', [])).toBeUndefined()
  })

  it('does not store an entry with expire 0, nor one whose stream failed', async () => {
    const handler = createUseCacheHandler({ now: () => T0 })
    await handler.set('dynamic', Promise.resolve(entry(streamOf(Buffer.from('x')), { expire: 0 })))
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.from('half'))
        controller.error(new Error('render failed'))
      },
    })
    await handler.set('broken', Promise.resolve(entry(broken)))
    expect(await handler.get('dynamic', [])).toBeUndefined()
    expect(await handler.get('broken', [])).toBeUndefined()
    expect(handler.stats().entries).toBe(0)
  })

  it('drops an entry past its revalidate time', async () => {
    let now = T0
    const handler = createUseCacheHandler({ now: () => now })
    await handler.set('k', Promise.resolve(entry(streamOf(Buffer.from('x')), { revalidate: 60 })))
    now = T0 + 60_000
    expect(await handler.get('k', [])).toBeDefined()
    now = T0 + 60_001
    expect(await handler.get('k', [])).toBeUndefined()
  })

  it('a read waits for the pending write of its key', async () => {
    const handler = createUseCacheHandler({ now: () => T0 })
    let finish: (value: ReturnType<typeof entry>) => void = () => {}
    const write = handler.set('k', new Promise((resolve) => (finish = resolve)))
    const reading = handler.get('k', [])
    finish(entry(streamOf(Buffer.from('late'))))
    await write
    expect(Buffer.concat(await read((await reading)!.value)).toString()).toBe('late')
  })

  it('an expired tag hides entries made before it; a stale one serves them once more with revalidate -1', async () => {
    let now = T0
    const handler = createUseCacheHandler({ now: () => now })
    await handler.set('a', Promise.resolve(entry(streamOf(Buffer.from('a')), { tags: ['tenant:demo'] })))
    await handler.set('b', Promise.resolve(entry(streamOf(Buffer.from('b')), { tags: ['tenant:acme'] })))
    now = T0 + 1000
    await handler.updateTags(['tenant:demo'])
    await handler.updateTags(['tenant:acme'], { expire: 3600 })
    expect(await handler.get('a', [])).toBeUndefined()
    expect(await handler.get('b', [])).toMatchObject({ revalidate: -1 })
    // revalidateTag(tag, { expire: 0 }), as ClearCache calls it: stale and expired at once.
    await handler.set('c', Promise.resolve(entry(streamOf(Buffer.from('c')), { tags: ['tenant:x'], timestamp: now })))
    now += 1000
    await handler.updateTags(['tenant:x'], { expire: 0 })
    expect(await handler.get('c', [])).toBeUndefined()
    // An entry made after the revalidation is served normally.
    await handler.set('a', Promise.resolve(entry(streamOf(Buffer.from('a2')), { timestamp: now + 1 })))
    now += 2
    expect(await handler.get('a', [])).toMatchObject({ revalidate: 3600 })
  })

  it('getExpiration answers the latest expiry of the given (soft) tags, 0 for tags never revalidated', async () => {
    let now = T0
    const handler = createUseCacheHandler({ now: () => now })
    expect(await handler.getExpiration(['_N_T_/demo/layout'])).toBe(0)
    await handler.updateTags(['_N_T_/demo/layout'])
    now = T0 + 500
    await handler.updateTags(['tenant:demo'])
    expect(await handler.getExpiration(['_N_T_/demo/layout', 'tenant:demo', 'other'])).toBe(T0 + 500)
  })
})

describe('RecentMap and the per-path lifetime memo', () => {
  it('keeps the most recently read or written keys up to its limit', () => {
    const map = new RecentMap<string, number>(2)
    map.set('a', 1).set('b', 2)
    expect(map.get('a')).toBe(1)
    map.set('c', 3)
    expect([...map.keys()]).toEqual(['a', 'c'])
    expect(map.get('b')).toBeUndefined()
    map.set('a', 10)
    map.set('d', 4)
    expect([...map.entries()]).toEqual([
      ['a', 10],
      ['d', 4],
    ])
  })

  it("holds Next's memo of every rendered path to the limit, keeping what it had", () => {
    const SharedCacheControls = { cacheControls: new Map<string, unknown>([['/demo/desktop', { revalidate: 3600 }]]) }
    expect(boundRouteLifetimes(3, () => ({ SharedCacheControls }))).toBe(true)
    const memo = SharedCacheControls.cacheControls
    expect(memo).toBeInstanceOf(RecentMap)
    expect(memo.get('/demo/desktop')).toEqual({ revalidate: 3600 })
    for (let i = 0; i < 10_000; i++) memo.set(`/demo/desktop/searchlist/1.q${i}`, { revalidate: 3600 })
    expect(memo.size).toBe(3)
    expect(boundRouteLifetimes(3, () => ({ SharedCacheControls }))).toBe(true)
    expect(SharedCacheControls.cacheControls).toBe(memo)
  })

  it("is installed on this Next version's own module (a Next upgrade that moves it fails here)", () => {
    const { SharedCacheControls } = createRequire(__filename)(
      'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js',
    )
    expect(SharedCacheControls.cacheControls).toBeInstanceOf(RecentMap)
    expect(SharedCacheControls.cacheControls.limit).toBe(ROUTE_LIFETIMES_MAX)
  })

  it('says so, and runs on, when the module is not there', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    expect(boundRouteLifetimes(3, () => ({}))).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not bound'))
    warn.mockRestore()
  })
})
