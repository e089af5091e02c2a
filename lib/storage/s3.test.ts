/** @jest-environment node */
// The S3 provider against a small in-process stand-in for an S3-compatible bucket (path-style PUT, GET, DELETE, the
// multi-object delete and ListObjectsV2): objects, types, variants and their cache, and what the SDK really sends.
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { startFakeS3, type FakeS3 } from '@/tests/fake-s3.mjs'
import { getStorage } from './index'
import { parseImageView } from './image-view'
import { S3Storage, s3SettingsFrom } from './s3'

let bucket: FakeS3
let objects: FakeS3['objects']
let seen: FakeS3['seen']
let endpoint = ''

beforeAll(async () => {
  bucket = await startFakeS3()
  ;({ objects, seen, endpoint } = bucket)
})
afterAll(() => bucket.close())
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
