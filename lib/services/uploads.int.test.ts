// Common/UploadFile and GetSevenNiuToken through the real dispatcher on a fresh database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): what is stored for a good picture, and that every refused file gets its Chinese message and
// leaves nothing behind.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { and, eq } from 'drizzle-orm'
import { dispatch, type Target } from '@/lib/api/dispatch'
import { createSession } from '@/lib/auth/sessions'
import { consume } from '@/lib/auth/limits'
import { companies, individuals } from '@/lib/db/schema'
import { getStorage } from '@/lib/storage'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { freshIp } from '@/tests/api-client'
import { imagePool } from '@/lib/storage/image-pool'

let db: SeededTestDatabase
const STORAGE_DIR = path.join(os.tmpdir(), `qh-uploads-${process.pid}`)
const ids = { demo: 0, acme: 0 }
const tokens: Record<string, string> = {}
const users: Record<string, number> = {}

// A fresh client address per request unless one is named, so the per-address upload limit of one test stays its own.
type RequestOptions = { token?: string; host?: string; ip?: string; headers?: Record<string, string> }
function request(
  method: string,
  body: BodyInit | undefined,
  { token, host = 'demo.localhost', ip = freshIp(), headers = {} }: RequestOptions = {},
) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  return new Request(`http://${host}/api/Common/${method}`, {
    method: 'POST',
    headers: { host, 'x-forwarded-for': ip, ...auth, ...headers },
    body,
  })
}
async function send(req: Request, method = 'UploadFile') {
  const res = await dispatch(req, { prefix: 'Common', method } satisfies Target)
  return { status: res.status, body: await res.json() }
}
function form(file: Blob | string | null, name = 'photo.jpg', purpose?: string) {
  const data = new FormData()
  if (typeof file === 'string') data.set('file', file)
  else if (file !== null) data.set('file', file, name)
  if (purpose) data.set('purpose', purpose)
  return data
}
const upload = (
  file: Blob | string | null,
  opts: { token?: string; name?: string; purpose?: string; host?: string; ip?: string } = {},
) =>
  send(
    request('UploadFile', form(file, opts.name, opts.purpose ?? 'avatar'), {
      token: opts.token ?? tokens.wang,
      host: opts.host,
      ip: opts.ip,
    }),
  )

/** Every file under a folder of the storage, so "nothing stored" is checked on disk. */
function filesUnder(folder: string): string[] {
  const dir = path.join(STORAGE_DIR, folder)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
}
const wangFolder = () => `tenants/demo/uploads/u${users.wang}`

const blob = (bytes: Uint8Array | string, type = 'image/jpeg') =>
  new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type })
const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    [format]()
    .toBuffer()

async function individual(tenantId: number, phone: string) {
  const [u] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, phone)))
  return u
}

beforeAll(async () => {
  process.env.STORAGE_DIR = STORAGE_DIR
  db = await createSeededTestDatabase()
  const summary = db.seeded
  ids.demo = summary.tenants.find((x) => x.slug === 'demo')!.id
  ids.acme = summary.tenants.find((x) => x.slug === 'acme')!.id
  for (const [name, tenantId, phone] of [
    ['wang', ids.demo, '13800000001'],
    ['li', ids.demo, '13800000002'],
    ['acme', ids.acme, '13800000001'],
  ] as const) {
    const u = await individual(tenantId, phone)
    users[name] = u.id
    tokens[name] = (
      await createSession(db.db, { tenantId, kind: 'user', accountId: u.id, userAgent: 'uploads-test' })
    ).token
  }
  const [company] = await db.db.select().from(companies).where(eq(companies.tenantId, ids.demo))
  users.company = company.id
  tokens.company = (
    await createSession(db.db, {
      tenantId: ids.demo,
      kind: 'company',
      accountId: company.id,
      userAgent: 'uploads-test',
    })
  ).token
}, 120_000)
afterAll(async () => {
  await db.cleanup()
  fs.rmSync(STORAGE_DIR, { recursive: true, force: true })
})

describe('UploadFile', () => {
  it('stores a JPEG re-encoded, upright and without its metadata, under the caller’s own folder', async () => {
    // A camera picture: 64×48 stored sideways (EXIF orientation 6) with an author in its metadata.
    const camera = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2563eb' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'secret-author' } } })
      .toBuffer()
    const res = await upload(blob(camera), { name: '../../evil.html' })
    expect(res.status).toBe(200)
    const { key, url, width, height } = res.body.result
    expect(key).toMatch(new RegExp(`^tenants/demo/uploads/u${users.wang}/avatar-[a-z0-9]+\\.jpg$`))
    expect(url).toBe(`/storage/${key}`)
    expect([width, height]).toEqual([48, 64])
    const stored = await getStorage().readObject(key)
    expect(stored?.contentType).toBe('image/jpeg')
    const meta = await sharp(stored!.bytes).metadata()
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([48, 64, undefined, undefined])
    expect(stored!.bytes.includes(Buffer.from('secret-author'))).toBe(false)

    // The key is what ChangeUserHeadImg takes.
    const avatar = await dispatch(
      new Request('http://demo.localhost/api/services/app/FrontUser/ChangeUserHeadImg', {
        method: 'POST',
        headers: { host: 'demo.localhost', authorization: `Bearer ${tokens.wang}`, 'content-type': 'application/json' },
        body: JSON.stringify({ headImgUrl: key }),
      }),
      { prefix: 'app', service: 'FrontUser', method: 'ChangeUserHeadImg' },
    )
    expect((await avatar.json()).result).toEqual({ userLogo: key, isThirdHeadImg: false })
  })

  it('keeps PNG and WebP in their format and a GIF’s first frame as PNG; companies upload into their own folder', async () => {
    for (const [format, ext] of [
      ['png', 'png'],
      ['webp', 'webp'],
      ['gif', 'png'],
    ] as const) {
      const res = await upload(blob(await picture(format), `image/${format}`), {
        name: `x.${format}`,
        purpose: 'image',
      })
      expect(res.status).toBe(200)
      expect(res.body.result.key).toMatch(new RegExp(`/image-[a-z0-9]+\\.${ext}$`))
      const stored = await getStorage().readObject(res.body.result.key)
      expect((await sharp(stored!.bytes).metadata()).format).toBe(ext)
    }
    const company = await upload(blob(await picture('png'), 'image/png'), { token: tokens.company, purpose: 'logo' })
    expect(company.status).toBe(200)
    expect(company.body.result.key).toMatch(new RegExp(`^tenants/demo/uploads/c${users.company}/logo-`))
  })

  it('refuses every file that is not a small picture, with its message, and stores nothing', async () => {
    const before = filesUnder(wangFolder()).length
    const html = '<html><body><script>alert(1)</script></body></html>'
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
    // 50 megapixels of one colour: a few kilobytes as PNG, 150 MB once decoded.
    const huge = await sharp({ create: { width: 8000, height: 6250, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    const pngHeaderThenHtml = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(html)])
    const truncated = (await picture('jpeg', 400, 300)).subarray(0, 300)
    const cases: [string, Blob | string | null, string, number][] = [
      ['HTML renamed .jpg', blob(html), '仅支持 JPG、PNG、WebP、GIF 图片', 400],
      ['SVG', blob(svg, 'image/svg+xml'), '仅支持 JPG、PNG、WebP、GIF 图片', 400],
      ['PNG signature with an HTML body, named .jpg', blob(pngHeaderThenHtml), '图片已损坏或无法识别，请换一张', 400],
      ['truncated JPEG', blob(truncated), '图片已损坏或无法识别，请换一张', 400],
      ['50-megapixel PNG', blob(huge, 'image/png'), '头像或标志图片尺寸过大，请上传不超过1600万像素的图片', 400],
      ['zero bytes', blob(''), '文件为空，请重新选择', 400],
      ['no file', null, '请选择要上传的文件', 400],
      ['a text field named file', 'not a file', '请选择要上传的文件', 400],
      [
        '6 MB',
        blob(Buffer.concat([await picture('jpeg'), Buffer.alloc(6 * 1024 * 1024)])),
        '文件过大，请上传不超过5MB的图片',
        413,
      ],
    ]
    for (const [what, file, message, status] of cases) {
      const res = await upload(file)
      expect({ what, status: res.status, message: res.body.error?.message, success: res.body.success }).toEqual({
        what,
        status,
        message,
        success: false,
      })
    }
    expect(filesUnder(wangFolder()).length).toBe(before)
  })

  it('refuses a body over the limit by its Content-Length, before reading it', async () => {
    const res = await send(
      request('UploadFile', 'x', {
        token: tokens.wang,
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * 1024 * 1024) },
      }),
    )
    expect(res.status).toBe(413)
    expect(res.body.error.message).toBe('文件过大，请上传不超过5MB的图片')
  })

  it('refuses a JSON body, a visitor, a bad purpose, and a token on another tenant’s host', async () => {
    const json = await send(
      request('UploadFile', '{}', { token: tokens.wang, headers: { 'content-type': 'application/json' } }),
    )
    expect([json.status, json.body.error.message]).toEqual([400, '请以表单（multipart/form-data）方式上传文件'])
    const visitor = await send(request('UploadFile', form(blob(await picture('png'), 'image/png'))))
    expect(visitor.status).toBe(401)
    const purpose = await upload(blob(await picture('png')), { purpose: '../x' })
    expect([purpose.status, purpose.body.error.message]).toEqual([400, '上传用途不正确'])
    const elsewhere = await upload(blob(await picture('png')), { host: 'acme.localhost' })
    expect(elsewhere.status).toBe(401)
    expect(filesUnder('tenants/acme/uploads')).toEqual([])
  })

  it('limits one account to 10 uploads a minute, with the wait in words, and stores nothing past it', async () => {
    const png = await picture('png', 8, 8)
    const statuses: number[] = []
    let last
    for (let i = 0; i < 11; i++) {
      last = await upload(blob(png, 'image/png'), { token: tokens.li })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(last!.status).toBe(429)
    expect(last!.body.error.message).toMatch(/^上传过于频繁，请\d+秒后再试$/)
    expect(filesUnder(`tenants/demo/uploads/u${users.li}`)).toHaveLength(10)
  })
})

describe('UploadFile: bounded decoding cost (issue 23, M2)', () => {
  /** A signed-in individual of demo made for one test, so per-account counts of other tests do not mix in. */
  async function freshUser(phone: string) {
    const [u] = await db.db
      .insert(individuals)
      .values({ tenantId: ids.demo, phone, nickname: '上传' })
      .returning({ id: individuals.id })
    return (
      await createSession(db.db, { tenantId: ids.demo, kind: 'user', accountId: u.id, userAgent: 'uploads-test' })
    ).token
  }
  // 20 megapixels of one colour: a few kilobytes, refused by its header before a pixel is decoded.
  const twentyMp = () =>
    sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()

  it('refuses a 20-megapixel avatar or logo with its own message; other pictures keep a larger cap', async () => {
    const png = await twentyMp()
    const token = await freshUser('13700001000')
    for (const [purpose, who] of [
      ['avatar', token],
      ['logo', tokens.company],
    ]) {
      const res = await upload(blob(png, 'image/png'), { purpose, token: who })
      expect({ purpose, status: res.status, message: res.body.error?.message }).toEqual({
        purpose,
        status: 400,
        message: '头像或标志图片尺寸过大，请上传不超过1600万像素的图片',
      })
    }
    const thirty = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    const big = await upload(blob(thirty, 'image/png'), { purpose: 'image', token })
    expect([big.status, big.body.error?.message]).toEqual([400, '图片尺寸过大，请上传不超过2400万像素的图片'])
  })

  it('limits one address to 20 uploads a minute over all its accounts, with its own words', async () => {
    const ip = freshIp()
    const png = await picture('png', 8, 8)
    const accounts = [await freshUser('13700001001'), await freshUser('13700001002'), await freshUser('13700001003')]
    const statuses: number[] = []
    for (let i = 0; i < 20; i++)
      statuses.push((await upload(blob(png, 'image/png'), { token: accounts[i % 3], ip })).status)
    expect(statuses).toEqual(Array(20).fill(200))
    const over = await upload(blob(png, 'image/png'), { token: accounts[2], ip })
    expect([over.status, over.body.error.message]).toEqual([
      429,
      expect.stringMatching(/^当前网络上传过于频繁，请\d+秒后再试$/),
    ])
    // Another address goes on.
    expect((await upload(blob(png, 'image/png'), { token: accounts[2] })).status).toBe(200)
  })

  it('limits one tenant to 60 uploads a minute over all its accounts and addresses; other tenants go on', async () => {
    // 60 uploads of other acme accounts this minute, spent through the limiter itself.
    const spend = { rule: 'uploadTenantMinute' as const, key: String(ids.acme), message: (w: string) => w }
    for (let i = 0; i < 60; i++) await consume(db.db, [spend])
    const png = await picture('png', 8, 8)
    const res = await upload(blob(png, 'image/png'), { token: tokens.acme, host: 'acme.localhost' })
    expect([res.status, res.body.error.message]).toEqual([
      429,
      expect.stringMatching(/^本站上传人数较多，请\d+秒后再试$/),
    ])
    expect(res.body.success).toBe(false)
    expect(filesUnder('tenants/acme/uploads')).toEqual([])
    expect((await upload(blob(png, 'image/png'), { token: await freshUser('13700001004') })).status).toBe(200)
  })

  it('answers 503 with Retry-After when the decoding queue is full', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const holders = Array.from({ length: imagePool.workers + imagePool.maxQueue }, () => imagePool.run(() => gate))
    try {
      const token = await freshUser('13700001005')
      const res = await upload(blob(await picture('png', 8, 8), 'image/png'), { token })
      expect([res.status, res.body.error.code, res.body.error.message]).toEqual([503, 503, '图片处理繁忙，请稍后再试'])
      const raw = await dispatch(
        request('UploadFile', form(blob(await picture('png', 8, 8), 'image/png'), 'x.png', 'avatar'), { token }),
        { prefix: 'Common', method: 'UploadFile' },
      )
      expect(raw.headers.get('retry-after')).toBe('5')
    } finally {
      release()
      await Promise.all(holders)
    }
  })
})

describe('GetSevenNiuToken', () => {
  const call = (token?: string) =>
    send(
      request('GetSevenNiuToken', '{}', { token, headers: { 'content-type': 'application/json' } }),
      'GetSevenNiuToken',
    )

  it('without Qiniu keys answers no token and the UploadFile address, with the caller’s folder', async () => {
    const res = await call(tokens.wang)
    expect(res.body.result).toEqual({
      token: null,
      uploadUrl: '/api/Common/UploadFile',
      keyPrefix: `tenants/demo/uploads/u${users.wang}/`,
      deadline: null,
    })
    expect((await call()).status).toBe(401)
  })

  it('with Qiniu keys signs a put policy limited to the caller’s folder, 5 MB and pictures, for an hour', async () => {
    Object.assign(process.env, { QINIU_ACCESS_KEY: 'ak-test', QINIU_SECRET_KEY: 'sk-test', QINIU_BUCKET: 'qihang' })
    try {
      const res = await call(tokens.company)
      const { token, uploadUrl, keyPrefix, deadline } = res.body.result
      expect(uploadUrl).toBe('https://up.qiniup.com')
      expect(keyPrefix).toBe(`tenants/demo/uploads/c${users.company}/`)
      const [ak, , encodedPolicy] = token.split(':')
      expect(ak).toBe('ak-test')
      const policy = JSON.parse(Buffer.from(encodedPolicy.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString())
      expect(policy).toEqual({
        scope: `qihang:${keyPrefix}`,
        isPrefixalScope: 1,
        deadline,
        fsizeLimit: 5 * 1024 * 1024,
        mimeLimit: 'image/jpeg;image/png;image/webp;image/gif',
      })
      expect(deadline - Date.now() / 1000).toBeGreaterThan(3590)
    } finally {
      for (const k of ['QINIU_ACCESS_KEY', 'QINIU_SECRET_KEY', 'QINIU_BUCKET']) delete process.env[k]
    }
  })
})
