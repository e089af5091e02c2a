/** @jest-environment node */
// The S3 provider against a small in-process stand-in for an S3-compatible bucket (path-style PUT, GET, DELETE, the
// multi-object delete and ListObjectsV2): objects, types, variants and their cache, and what the SDK really sends.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { getStorage } from './index'
import { parseImageView } from './image-view'
import { S3Storage, s3SettingsFrom } from './s3'

const objects = new Map<string, { body: Buffer; type: string }>()
const seen: string[] = []
let server: http.Server
let endpoint = ''

function xml(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${body}`)
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake')
      const [, bucket, ...rest] = url.pathname.split('/')
      const key = decodeURIComponent(rest.join('/'))
      seen.push(`${req.method} ${bucket}${key ? ` ${key}` : ''}${url.search.includes('list-type=2') ? ' list' : ''}`)
      if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKTEST/'))
        return xml(res, 403, '<Error><Code>AccessDenied</Code></Error>')
      const body = Buffer.concat(chunks)
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) })
        return res.writeHead(200, { etag: '"x"' }).end()
      }
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? ''
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix))
        return xml(
          res,
          200,
          `<ListBucketResult><Name>${bucket}</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`).join('')}</ListBucketResult>`,
        )
      }
      if (req.method === 'HEAD') {
        const found = objects.get(key)
        if (!found) return res.writeHead(404).end()
        return res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length }).end()
      }
      if (req.method === 'GET') {
        const found = objects.get(key)
        if (!found) return xml(res, 404, '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>')
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''))
        if (range) {
          const part = found.body.subarray(Number(range[1]), Number(range[2]) + 1)
          const head = { 'content-type': found.type, 'content-length': part.length }
          return res
            .writeHead(206, { ...head, 'content-range': `bytes ${range[1]}-${range[2]}/${found.body.length}` })
            .end(part)
        }
        return res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length }).end(found.body)
      }
      if (req.method === 'POST' && url.search.includes('delete')) {
        for (const m of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(m[1])
        return xml(res, 200, '<DeleteResult></DeleteResult>')
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        return res.writeHead(204).end()
      }
      res.writeHead(405).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
// The SDK keeps its sockets alive: close them too, or the test worker lingers after the file.
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    }),
)
beforeEach(() => {
  objects.clear()
  seen.length = 0
})

const env = () => ({
  STORAGE_PROVIDER: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: 'qihang',
  S3_ACCESS_KEY_ID: 'AKTEST',
  S3_SECRET_ACCESS_KEY: 'secret',
})
const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#f97316' } })
    .jpeg()
    .toBuffer()

describe('S3Storage', () => {
  it('is what STORAGE_PROVIDER=s3 picks, and names every missing setting', () => {
    expect(getStorage(env()).name).toBe('s3')
    expect(() => getStorage({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b' })).toThrow(
      'STORAGE_PROVIDER=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    )
  })

  it('writes, reads and deletes objects path-style in the bucket, with their content type', async () => {
    const storage = getStorage(env())
    await storage.putObject('tenants/demo/uploads/u1/a.png', Buffer.from('png-bytes'), 'image/png')
    expect(seen).toContain('PUT qihang tenants/demo/uploads/u1/a.png')
    expect(objects.get('tenants/demo/uploads/u1/a.png')?.type).toBe('image/png')
    expect(await storage.readObject('tenants/demo/uploads/u1/a.png')).toEqual({
      bytes: Buffer.from('png-bytes'),
      contentType: 'image/png',
    })
    expect(await storage.readObject('tenants/demo/uploads/u1/none.png')).toBeNull()
    await storage.deleteObject('tenants/demo/uploads/u1/a.png')
    expect(objects.has('tenants/demo/uploads/u1/a.png')).toBe(false)
    await expect(storage.putObject('../etc/passwd', Buffer.from('x'))).rejects.toThrow('Invalid storage key')
  })

  it('serves an imageView2 variant, keeps it in the bucket, and drops it when the picture is replaced', async () => {
    const storage = new S3Storage(s3SettingsFrom(env()))
    const key = 'tenants/demo/uploads/u1/photo.jpg'
    await storage.putObject(key, await photo(), 'image/jpeg')
    const params = parseImageView('imageView2/1/w/100/h/100/q/100')!
    const first = await storage.readTransformed(key, params)
    expect(first?.contentType).toBe('image/jpeg')
    expect(await sharp(first!.bytes).metadata()).toMatchObject({ width: 100, height: 100 })
    const cached = [...objects.keys()].filter((k) => k.startsWith(`.cache/${key}@/`))
    expect(cached).toHaveLength(1)
    seen.length = 0
    expect((await storage.readTransformed(key, params))?.bytes.equals(first!.bytes)).toBe(true)
    expect(seen.filter((s) => s.startsWith('PUT'))).toEqual([])
    await storage.putObject(key, await photo(), 'image/jpeg')
    expect([...objects.keys()].filter((k) => k.startsWith('.cache/'))).toEqual([])
    expect(await storage.readTransformed('tenants/demo/uploads/u1/none.jpg', params)).toBeNull()
  })

  it('streams an object into one PUT with its length, never a buffer of the whole file', async () => {
    const storage = getStorage(env())
    const chunks = [Buffer.alloc(300_000, 1), Buffer.alloc(200_000, 2)]
    const key = 'tenants/demo/console/videos/1-abc.mp4'
    await storage.putObjectStream(key, Readable.from(chunks), { size: 500_000, contentType: 'video/mp4' })
    expect(seen).toContain(`PUT qihang ${key}`)
    expect(objects.get(key)).toEqual({ body: Buffer.concat(chunks), type: 'video/mp4' })
  })

  it('opens an object, or a range of it, as a stream with the whole size and type; missing is null', async () => {
    const storage = getStorage(env())
    const key = 'tenants/demo/console/videos/2-abc.mp4'
    await storage.putObject(key, Buffer.from('0123456789'), 'video/mp4')
    seen.length = 0
    expect(await storage.statObject(key)).toEqual({ size: 10, contentType: 'video/mp4' })
    const part = await storage.openObject(key, { start: 2, end: 5 })
    expect(part && { size: part.size, contentType: part.contentType }).toEqual({ size: 10, contentType: 'video/mp4' })
    expect(Buffer.concat(await part!.body.toArray()).toString()).toBe('2345')
    expect(seen.filter((s) => s.startsWith('GET'))).toEqual([`GET qihang ${key}`])
    expect(await storage.openObject('tenants/demo/none.mp4')).toBeNull()
  })

  it('fails loudly on refused credentials rather than answering "missing"', async () => {
    const storage = new S3Storage({ ...s3SettingsFrom(env()), accessKeyId: 'WRONG' })
    await expect(storage.readObject('tenants/demo/x.png')).rejects.toThrow()
  })
})
