// Local-disk storage, imageView2 transforms with their disk cache, and the /storage route, on a temp folder: public
// pictures, lesson media only at a signed URL (issue 23, L6), and a 4xx for every malformed path (L3).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { GET, HEAD } from '@/app/storage/[...path]/route'
import { getStorage, InvalidKeyError, publicBaseUrl } from '@/lib/storage'
import { mediaUrl } from '@/lib/storage/media-url'
import type { LocalDiskStorage } from '@/lib/storage/local-disk'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-int-'))
const saved = { dir: process.env.STORAGE_DIR, provider: process.env.STORAGE_PROVIDER }
process.env.STORAGE_DIR = dir
delete process.env.STORAGE_PROVIDER

const LOGO = 'tenants/t1/logo.png'
const VIEW = { mode: 1, w: 303, h: 160, q: 100 } as const

function png(width: number, height: number, color = '#336699'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer()
}

function get(url: string, init?: RequestInit): Promise<Response> {
  return GET(new Request(url, init))
}

const visitor = { viewer: { kind: 'visitor' as const } }
/** The address the learning API would hand out for `key` on `tenant`'s host, as the browser would request it. */
const signed = (tenant: string, key: string, now?: number) =>
  `http://${tenant}.localhost/storage/${mediaUrl(tenant, key, { ...visitor, now })}`

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
    const url = signed('demo', 'demo/media/clip-12s.mp4')
    const ranged = (range: string) => get(url, { headers: { range } })
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
    const head = await HEAD(new Request(url, { method: 'HEAD' }))
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
  })

  it('answers every malformed path with 400 or 404 in plain text, never 500 (the key is the raw path, never decoded)', async () => {
    await getStorage().putObject('demo/a.png', await png(4, 4))
    for (const target of [
      '/storage/%ZZ',
      '/storage/%C0%AF', // an overlong "/"
      '/storage/demo/%E0%80%AF', // the same in three bytes
      '/storage/demo/%ED%A0%80.png', // a lone surrogate
      '/storage/demo/%F0%9F%98', // a cut-off four-byte sequence
      '/storage/%',
      '/storage/demo/%2',
      '/storage/demo/%00a.png',
      '/storage/demo%2Fa.png',
      '/storage/demo/%61.png', // a harmless escape is no key either: keys never need one
      '/storage/demo/a.png%3FimageView2/1/w/10',
      '/storage/%2e%2e/%2e%2e/etc/passwd',
      '/storage/demo//a.png',
      '/storage/',
      '/storage',
    ]) {
      const res = await get(`http://demo.localhost${target}`)
      expect({ target, status: res.status }).toEqual({ target, status: 404 })
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await res.text()).toBe('文件不存在')
    }
    expect((await get('http://demo.localhost/storage/demo/a.png')).status).toBe(200)
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

describe('lesson media at signed URLs only', () => {
  const KEY = 'demo/media/clip-24s.mp4'
  const HLS = 'demo/media/clip-24s-hls/'
  let clip: Buffer

  beforeAll(async () => {
    clip = fs.readFileSync(path.join(process.cwd(), 'lib/seed/media/clip-24s.mp4'))
    await getStorage().putObject(KEY, clip)
    const source = path.join(process.cwd(), 'lib/seed/media/clip-24s-hls')
    for (const file of fs.readdirSync(source))
      await getStorage().putObject(HLS + file, fs.readFileSync(path.join(source, file)))
  })

  async function refused(url: string, init?: RequestInit) {
    const res = await get(url, init)
    const body = await res.text()
    return { status: res.status, body, cache: res.headers.get('cache-control') }
  }
  const FORBIDDEN = { status: 403, body: '无权访问该文件', cache: 'no-store' }

  it('refuses an unsigned media file with 403 and nothing of it, even a range or a missing file; pictures stay public', async () => {
    expect(await refused(`http://demo.localhost/storage/${KEY}`)).toEqual(FORBIDDEN)
    expect(await refused(`http://demo.localhost/storage/${KEY}`, { headers: { range: 'bytes=0-99' } })).toEqual(
      FORBIDDEN,
    )
    expect(await refused(`http://demo.localhost/storage/${HLS}index.m3u8`)).toEqual(FORBIDDEN)
    expect(await refused(`http://demo.localhost/storage/${HLS}segment-00.m4s`)).toEqual(FORBIDDEN)
    // Whether a media key exists is not told either.
    expect(await refused('http://demo.localhost/storage/demo/media/none.mp4')).toEqual(FORBIDDEN)
    expect((await get(`http://demo.localhost/storage/${LOGO}`)).status).toBe(200)
  })

  it('serves a signed URL with a private cache that ends with it, and seeks with 206 on it', async () => {
    const url = signed('demo', KEY)
    expect(url).toMatch(/\/storage\/demo\/media\/clip-24s\.mp4\?e=\d+&s=[\w-]{43}$/)
    const res = await get(url)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(clip)).toBe(true)
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1])
    // Valid 3 to 6 hours, and one URL for a whole 3-hour window, so a browser's cache keeps it.
    expect(maxAge).toBeGreaterThan(3 * 3600 - 5)
    expect(maxAge).toBeLessThanOrEqual(6 * 3600)
    expect(signed('demo', KEY)).toBe(url)
    const part = await get(url, { headers: { range: 'bytes=1000-1999' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${clip.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(1000, 2000))).toBe(true)
  })

  it('refuses an expired, tampered or other tenant’s signature alike', async () => {
    const now = Math.floor(Date.now() / 1000)
    expect(await refused(signed('demo', KEY, now - 7 * 3600))).toEqual(FORBIDDEN)
    // acme's learner's URL, replayed on demo's host; demo's, replayed on acme's.
    expect(await refused(signed('acme', KEY).replace('acme.localhost', 'demo.localhost'))).toEqual(FORBIDDEN)
    expect(await refused(signed('demo', KEY).replace('demo.localhost', 'acme.localhost'))).toEqual(FORBIDDEN)
    // Another file's signature, a later expiry, a flipped character, a signature far in the future.
    const other = signed('demo', 'demo/media/clip-12s.mp4')
    expect(await refused(other.replace('clip-12s', 'clip-24s'))).toEqual(FORBIDDEN)
    const url = new URL(signed('demo', KEY))
    const e = Number(url.searchParams.get('e'))
    const s = url.searchParams.get('s')!
    url.searchParams.set('e', String(e + 3 * 3600))
    expect(await refused(url.href)).toEqual(FORBIDDEN)
    url.searchParams.set('e', String(e))
    url.searchParams.set('s', (s[0] === 'A' ? 'B' : 'A') + s.slice(1))
    expect(await refused(url.href)).toEqual(FORBIDDEN)
    expect(await refused(signed('demo', KEY, now + 30 * 24 * 3600))).toEqual(FORBIDDEN)
  })

  it('serves a signed HLS playlist whose every segment is signed in turn, so a player can fetch them all', async () => {
    const url = signed('demo', `${HLS}index.m3u8`)
    const res = await get(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const playlist = await res.text()
    const e = new URL(url).searchParams.get('e')
    const uris = [...playlist.matchAll(/URI="([^"]+)"/g)]
      .map((m) => m[1])
      .concat(playlist.split('\n').filter((l) => l && !l.startsWith('#')))
    expect(uris).toHaveLength(7) // the init map and six segments
    for (const uri of uris) {
      expect(uri).toMatch(new RegExp(`^(init\\.mp4|segment-0\\d\\.m4s)\\?e=${e}&s=[\\w-]{43}$`))
      const segment = await get(new URL(uri, url).href, { headers: { range: 'bytes=0-9' } })
      expect(segment.status).toBe(206)
    }
    // A segment's signature opens that segment only.
    const first = new URL(uris[1], url)
    first.pathname = first.pathname.replace('segment-00', 'segment-01')
    expect(await refused(first.href)).toEqual(FORBIDDEN)
  })
})
