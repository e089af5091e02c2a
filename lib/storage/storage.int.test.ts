// Local-disk storage, imageView2 transforms with their disk cache, and the /storage route, on a temp folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { GET, HEAD } from '@/app/storage/[...path]/route'
import { getStorage, InvalidKeyError, publicBaseUrl } from '@/lib/storage'
import type { LocalDiskStorage } from '@/lib/storage/local-disk'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-int-'))
const saved = { dir: process.env.STORAGE_DIR, provider: process.env.STORAGE_PROVIDER }
process.env.STORAGE_DIR = dir
delete process.env.STORAGE_PROVIDER

const LOGO = 'tenants/t1/logo.png'
const VIEW = { mode: 1, w: 303, h: 160, q: 100 } as const

function png(width: number, height: number, color = '#336699'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer()
}

function get(url: string): Promise<Response> {
  const { pathname } = new URL(url)
  const segments = pathname.replace(/^\/storage\//, '').split('/').map(decodeURIComponent)
  return GET(new Request(url), { params: Promise.resolve({ path: segments }) })
}

beforeAll(async () => {
  await getStorage().putObject(LOGO, await png(1000, 700))
})

afterAll(() => {
  process.env.STORAGE_DIR = saved.dir
  if (saved.provider !== undefined) process.env.STORAGE_PROVIDER = saved.provider
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('local-disk storage', () => {
  it('stores under STORAGE_DIR and reads back bytes and type', async () => {
    const storage = getStorage()
    expect(fs.existsSync(path.join(dir, 'tenants/t1/logo.png'))).toBe(true)
    const object = await storage.readObject(LOGO)
    expect(object?.contentType).toBe('image/png')
    expect((await sharp(object!.bytes).metadata()).width).toBe(1000)
    expect(await storage.readObject('tenants/t1/none.png')).toBeNull()
  })

  it('keeps an explicit content type that the extension would not give', async () => {
    const storage = getStorage()
    await storage.putObject('uploads/blob', Buffer.from('hello'), 'text/plain; charset=utf-8')
    expect((await storage.readObject('uploads/blob'))?.contentType).toBe('text/plain; charset=utf-8')
    await storage.putObject('uploads/blob', Buffer.from('hello'))
    expect((await storage.readObject('uploads/blob'))?.contentType).toBe('application/octet-stream')
    await storage.deleteObject('uploads/blob')
    expect(await storage.readObject('uploads/blob')).toBeNull()
  })

  it('refuses keys that could leave the folder', async () => {
    const storage = getStorage()
    await expect(storage.putObject('../escape.png', Buffer.from('x'))).rejects.toThrow(InvalidKeyError)
    await expect(storage.readObject('/etc/passwd')).rejects.toThrow(InvalidKeyError)
    await expect(storage.readObject('.cache/x')).rejects.toThrow(InvalidKeyError)
  })

  it('transforms with mode 1 to exactly 303×160', async () => {
    const out = await getStorage().readTransformed(LOGO, VIEW)
    expect(out?.contentType).toBe('image/png')
    const meta = await sharp(out!.bytes).metadata()
    expect([meta.width, meta.height, meta.format]).toEqual([303, 160, 'png'])
    expect(await getStorage().readTransformed('tenants/t1/none.png', VIEW)).toBeNull()
  })

  it('reuses the disk cache, and a new upload invalidates it', async () => {
    const storage = getStorage() as LocalDiskStorage
    await storage.readTransformed(LOGO, VIEW)
    const cached = path.join(storage.cacheFolder(LOGO), '303x160-crop.png')
    expect(cached.startsWith(path.join(dir, '.cache'))).toBe(true)
    expect(fs.existsSync(cached)).toBe(true)
    // A marker in the cache file proves the next read comes from disk, not from sharp.
    const marker = await png(7, 7, '#ff0000')
    fs.writeFileSync(cached, marker)
    expect(Buffer.compare((await storage.readTransformed(LOGO, VIEW))!.bytes, marker)).toBe(0)
    await storage.putObject(LOGO, await png(1000, 700))
    expect(fs.existsSync(cached)).toBe(false)
    const fresh = await storage.readTransformed(LOGO, VIEW)
    expect((await sharp(fresh!.bytes).metadata()).width).toBe(303)
  })

  it('converts formats on request', async () => {
    const out = await getStorage().readTransformed(LOGO, { mode: 2, w: 100, format: 'webp', q: 80 })
    expect(out?.contentType).toBe('image/webp')
    const meta = await sharp(out!.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 100, 70])
  })
})

describe('provider selection', () => {
  it('fails clearly on an unknown provider and builds the public base URL', () => {
    expect(() => getStorage({ STORAGE_PROVIDER: 'qiniu' })).toThrow('STORAGE_PROVIDER: supported values are local')
    expect(publicBaseUrl({})).toBe('/storage/')
    expect(publicBaseUrl({ STORAGE_PUBLIC_URL: 'https://cdn.example.com' })).toBe('https://cdn.example.com/')
  })
})

describe('GET /storage/[...path]', () => {
  it('serves the original with its type and a long cache', async () => {
    const res = await get(`http://localhost/storage/${LOGO}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1000)
  })

  it('answers byte ranges with 206 so a <video> can seek, and 416 past the end', async () => {
    const clip = fs.readFileSync(path.join(process.cwd(), 'lib/seed/media/clip-12s.mp4'))
    await getStorage().putObject('demo/media/clip-12s.mp4', clip)
    const url = 'http://localhost/storage/demo/media/clip-12s.mp4'
    const ranged = (range: string) =>
      GET(new Request(url, { headers: { range } }), { params: Promise.resolve({ path: ['demo', 'media', 'clip-12s.mp4'] }) })
    const full = await get(url)
    expect(full.status).toBe(200)
    expect(full.headers.get('accept-ranges')).toBe('bytes')
    expect(full.headers.get('content-type')).toBe('video/mp4')
    const part = await ranged('bytes=0-99')
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${clip.length}`)
    expect(part.headers.get('content-length')).toBe('100')
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(0, 100))).toBe(true)
    const tail = await ranged('bytes=-10')
    expect(tail.headers.get('content-range')).toBe(`bytes ${clip.length - 10}-${clip.length - 1}/${clip.length}`)
    const past = await ranged(`bytes=${clip.length}-`)
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${clip.length}`)
    const head = await HEAD(new Request(url, { method: 'HEAD' }), { params: Promise.resolve({ path: ['demo', 'media', 'clip-12s.mp4'] }) })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(clip.length))
  })

  it('serves the imageView2 thumbnail from the raw query string', async () => {
    const res = await get(`http://localhost/storage/${LOGO}?imageView2/1/w/303/h/160/q/100`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([303, 160])
  })

  it('answers 404 in plain Chinese for missing or malformed keys', async () => {
    for (const url of [
      'http://localhost/storage/tenants/t1/none.png',
      'http://localhost/storage/tenants/t1/none.png?imageView2/1/w/10',
      'http://localhost/storage/.cache/anything',
      'http://localhost/storage/tenants/%2E%2E/%2E%2E/etc/passwd',
    ]) {
      const res = await get(url)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await res.text()).toBe('文件不存在')
    }
    for (const segments of [['tenants', '..', '..', 'etc', 'passwd'], ['a\\b'], []]) {
      const res = await GET(new Request('http://localhost/storage/x'), { params: Promise.resolve({ path: segments }) })
      expect(res.status).toBe(404)
    }
  })

  it('answers 400, never 500, for bad parameters or undecodable images', async () => {
    expect((await get(`http://localhost/storage/${LOGO}?imageView2/9/w/10`)).status).toBe(400)
    expect((await get(`http://localhost/storage/${LOGO}?imageView2/1/w/abc`)).status).toBe(400)
    await getStorage().putObject('tenants/t1/broken.png', Buffer.from('not an image'))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    expect((await get('http://localhost/storage/tenants/t1/broken.png?imageView2/1/w/10')).status).toBe(400)
    spy.mockRestore()
  })
})
