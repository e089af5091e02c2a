// What a client of GET /storage/…?imageView2/… sees under abuse: no enlargement, bounded sizes and AVIF cost,
// one transform for requests that mean the same picture, a per-file variant budget, and Accept negotiation.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { GET } from '@/app/storage/[...path]/route'
import { getStorage } from '@/lib/storage'
import * as imageView from '@/lib/storage/image-view'
import { imagePool, VARIANT_QUEUE } from '@/lib/storage/image-pool'
import { variantAllowance } from '@/lib/storage/image-variant'
import type { LocalDiskStorage } from '@/lib/storage/local-disk'

// Every transform goes through this one function; wrapping it counts the CPU-heavy calls a client caused.
jest.mock('@/lib/storage/image-view', () => {
  const actual = jest.requireActual('@/lib/storage/image-view')
  return { ...actual, transformImage: jest.fn(actual.transformImage) }
})
const transforms = imageView.transformImage as unknown as jest.Mock

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-variants-'))
const saved = process.env.STORAGE_DIR
process.env.STORAGE_DIR = dir

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const FIREFOX_ACCEPT = 'image/avif,image/webp,*/*'

function solid(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#336699' } })
    .png()
    .toBuffer()
}

// Noise is what makes encoders work hard; a flat colour would hide the cost of a bad request.
function textured(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = ((i * 2654435761) >>> 13) & 255
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

function get(url: string, accept?: string): Promise<Response> {
  const headers = accept === undefined ? undefined : { accept }
  return GET(new Request(url, { headers }))
}

async function picture(res: Response) {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  return { format: meta.format, width: meta.width, height: meta.height }
}

beforeAll(async () => {
  const storage = getStorage()
  await storage.putObject('t/logo.png', await solid(1000, 700))
  await storage.putObject('t/huge.png', await solid(3000, 2400))
  await storage.putObject('t/photo.png', await textured(900, 700))
  await storage.putObject('t/wide.png', await textured(2000, 1600))
  await storage.putObject('t/same.png', await solid(1000, 700))
  await storage.putObject('t/small.png', await solid(200, 200))
})

afterAll(() => {
  process.env.STORAGE_DIR = saved
  fs.rmSync(dir, { recursive: true, force: true })
})

beforeEach(() => transforms.mockClear())

describe('image variants', () => {
  it('never enlarges: a crop box larger than the picture keeps its shape at the picture’s scale', async () => {
    const res = await get('http://localhost/storage/t/logo.png?imageView2/1/w/4096/h/4096/format/png')
    expect(res.status).toBe(200)
    expect(await picture(res)).toEqual({ format: 'png', width: 700, height: 700 })
    const min = await get('http://localhost/storage/t/logo.png?imageView2/3/w/2000/format/png')
    expect(await picture(min)).toEqual({ format: 'png', width: 1000, height: 700 })
  })

  it('bounds the output at 2048 px per side, however large the request or the original', async () => {
    const fit = await get('http://localhost/storage/t/huge.png?imageView2/2/w/99999/h/99999/format/png')
    expect(fit.status).toBe(200)
    expect(await picture(fit)).toEqual({ format: 'png', width: 2048, height: 1638 })
    const crop = await get('http://localhost/storage/t/huge.png?imageView2/1/w/5000/h/2500/format/png')
    expect(await picture(crop)).toEqual({ format: 'png', width: 2048, height: 1024 })
  })

  it('answers the request that took 116 s of CPU in seconds, and large AVIF as WebP', async () => {
    const started = Date.now()
    const small = await get('http://localhost/storage/t/photo.png?imageView2/1/w/4096/h/4096/format/avif/q/100')
    expect(small.status).toBe(200)
    expect(small.headers.get('content-type')).toBe('image/avif')
    expect(await picture(small)).toMatchObject({ width: 700, height: 700 })
    const large = await get('http://localhost/storage/t/wide.png?imageView2/2/w/2000/format/avif/q/100')
    expect(large.status).toBe(200)
    expect(large.headers.get('content-type')).toBe('image/webp')
    expect(await picture(large)).toEqual({ format: 'webp', width: 2000, height: 1600 })
    expect(Date.now() - started).toBeLessThan(15_000)
  }, 25_000)

  it('computes once for concurrent requests that mean the same picture', async () => {
    const base = 'http://localhost/storage/t/same.png?imageView2/1'
    const answers = await Promise.all([
      get(`${base}/w/3000/h/3000`, CHROME_ACCEPT),
      get(`${base}/w/3000/h/3000`, CHROME_ACCEPT),
      get(`${base}/w/5000/h/5000`, FIREFOX_ACCEPT),
      get(`${base}/h/4000/w/4000`, 'image/webp,*/*'),
      get(`${base}/w/700/h/700`, CHROME_ACCEPT),
    ])
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())))
    expect(answers.map((r) => r.headers.get('content-type'))).toEqual(Array(5).fill('image/webp'))
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1)
    expect((await sharp(bodies[0]).metadata()).width).toBe(700)
    expect(transforms).toHaveBeenCalledTimes(1)
  })

  it('keeps at most 64 variants per file and answers further sizes with the nearest one, without a transform', async () => {
    const storage = getStorage() as LocalDiskStorage
    for (let w = 10; w < 74; w++) {
      expect((await get(`http://localhost/storage/t/small.png?imageView2/2/w/${w}`)).status).toBe(200)
    }
    expect(transforms).toHaveBeenCalledTimes(64)
    for (let w = 80; w < 90; w++) {
      const res = await get(`http://localhost/storage/t/small.png?imageView2/2/w/${w}`)
      expect(res.status).toBe(200)
      expect(await picture(res)).toEqual({ format: 'png', width: 73, height: 73 })
      expect(res.headers.get('cache-control')).not.toContain('immutable')
    }
    const again = await get('http://localhost/storage/t/small.png?imageView2/2/w/20')
    expect(await picture(again)).toEqual({ format: 'png', width: 20, height: 20 })
    expect(transforms).toHaveBeenCalledTimes(64)
    expect(fs.readdirSync(storage.cacheFolder('t/small.png'))).toHaveLength(64)
  })

  it('renders at most K variants of a large picture, K shrinking as it grows (20 MP → 12), and answers the K+1-th size with the nearest, unrendered', async () => {
    const storage = getStorage() as LocalDiskStorage
    await storage.putObject(
      't/large.jpg',
      await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer(),
    )
    const K = variantAllowance({ width: 5000, height: 4000 })
    expect(K).toBe(12)
    for (let w = 40; w < 40 + K; w++) {
      expect((await get(`http://localhost/storage/t/large.jpg?imageView2/2/w/${w}/format/jpg`)).status).toBe(200)
    }
    expect(transforms).toHaveBeenCalledTimes(K)
    const over = await get('http://localhost/storage/t/large.jpg?imageView2/2/w/300/format/jpg')
    expect(over.status).toBe(200)
    expect(await picture(over)).toEqual({ format: 'jpeg', width: 40 + K - 1, height: 41 })
    expect(over.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(transforms).toHaveBeenCalledTimes(K)
    expect(fs.readdirSync(storage.cacheFolder('t/large.jpg'))).toHaveLength(K)
  })

  it('never runs more sharp renders at once than the pool has workers, however many distinct sizes arrive together', async () => {
    const BURST = imagePool.maxQueue * 3
    // A counter around sharp's own output call, independent of the pool: how many pictures are being encoded at once.
    const live = { now: 0, peak: 0 }
    const toBuffer = sharp.prototype.toBuffer
    const spy = jest.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: Sharp, ...args: unknown[]) {
      live.now += 1
      live.peak = Math.max(live.peak, live.now)
      return (toBuffer.apply(this, args as Parameters<typeof toBuffer>) as unknown as Promise<Buffer>).finally(
        () => (live.now -= 1),
      )
    } as typeof toBuffer)
    try {
      // A list page's first view: 24 covers at once, three times the uploads' line, all rendered.
      const burst = Array.from({ length: BURST }, (_, i) =>
        get(`http://localhost/storage/t/photo.png?imageView2/2/w/${300 + i}/format/png`),
      )
      expect((await Promise.all(burst)).map((r) => r.status)).toEqual(Array(BURST).fill(200))
    } finally {
      spy.mockRestore()
    }
    expect(transforms).toHaveBeenCalledTimes(BURST)
    expect(live.peak).toBeGreaterThanOrEqual(1)
    expect(live.peak).toBeLessThanOrEqual(imagePool.workers)
  })

  it('answers 503 in Chinese with Retry-After when the decoding queue is full, and renders nothing', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const holders = Array.from({ length: imagePool.workers + VARIANT_QUEUE }, () =>
      imagePool.run(() => gate, VARIANT_QUEUE),
    )
    const url = 'http://localhost/storage/t/logo.png?imageView2/2/w/77/format/png'
    let res: Response
    try {
      res = await get(url)
    } finally {
      release()
      await Promise.all(holders)
    }
    expect(res.status).toBe(503)
    expect(await res.text()).toBe('图片处理繁忙，请稍后再试')
    expect(res.headers.get('retry-after')).toBe('5')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(fs.readdirSync((getStorage() as LocalDiskStorage).cacheFolder('t/logo.png'))).not.toContain('77x54-fit.png')
    // Once the burst has passed, the same request renders.
    expect(await picture(await get(url))).toEqual({ format: 'png', width: 77, height: 54 })
  })

  it('negotiates WebP from Accept when no format is named, and says so with Vary: Accept', async () => {
    const modern = await get('http://localhost/storage/t/logo.png?imageView2/1/w/303/h/160', CHROME_ACCEPT)
    expect(modern.headers.get('content-type')).toBe('image/webp')
    expect(modern.headers.get('vary')).toBe('Accept')
    expect(modern.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await picture(modern)).toEqual({ format: 'webp', width: 303, height: 160 })

    const old = await get('http://localhost/storage/t/logo.png?imageView2/1/w/303/h/160', 'image/png,image/*;q=0.8')
    expect(old.headers.get('content-type')).toBe('image/png')
    expect(old.headers.get('vary')).toBe('Accept')
    expect(await picture(old)).toEqual({ format: 'png', width: 303, height: 160 })

    const refused = await get('http://localhost/storage/t/logo.png?imageView2/1/w/303/h/160', 'image/webp;q=0,*/*')
    expect(refused.headers.get('content-type')).toBe('image/png')

    const named = await get('http://localhost/storage/t/logo.png?imageView2/1/w/303/h/160/format/webp')
    expect(named.headers.get('content-type')).toBe('image/webp')
    expect(named.headers.get('vary')).toBeNull()
    const jpeg = await get('http://localhost/storage/t/logo.png?imageView2/1/w/303/h/160/format/jpg', CHROME_ACCEPT)
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect(jpeg.headers.get('vary')).toBeNull()

    const original = await get('http://localhost/storage/t/logo.png', CHROME_ACCEPT)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(original.headers.get('vary')).toBeNull()
  })

  it('answers 503 in plain text, not 400, when a transform runs out of time', async () => {
    transforms.mockRejectedValueOnce(new Error('timeout: 37% complete'))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    const res = await get('http://localhost/storage/t/logo.png?imageView2/2/w/123/format/png')
    spy.mockRestore()
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
