// The resumable lesson-video upload (tus, issue 30) through its route's own handlers, with the protocol's real requests
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): an MP4 sent in two PATCHes with a fresh HEAD between them becomes the
// lesson's video as AdminLessonVideo/Upload would make it, and its transcode is queued; another tenant's host, a
// reading role, a stranger and an oversized file are refused in Chinese; nothing stays behind in the tus folder.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { DELETE, HEAD, OPTIONS, PATCH, POST } from '@/app/admin/api/uploads/lesson-video/[[...id]]/route'
import { videoTooLarge } from '@/lib/contract/schemas/admin-course-outline'
import { auditLog, lessons, videoTranscodes } from '@/lib/db/schema'
import { getEnv } from '@/lib/env'
import { getStorage } from '@/lib/storage'
import { freshIp } from '@/tests/api-client'
import { consoleCookie as operatorCookieOf, freshLesson as makeLesson } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

const HAS_FFMPEG = spawnSync('ffprobe', ['-version']).status === 0 && spawnSync('ffmpeg', ['-version']).status === 0
// Skipped only where Debian's ffmpeg is absent (CI installs it: .ci/run).
const withFfmpeg = HAS_FFMPEG ? describe : describe.skip
if (!HAS_FFMPEG) console.warn('tus-lesson-video: ffmpeg/ffprobe not installed (apt-get install ffmpeg): tests skipped')

const ENDPOINT = '/admin/api/uploads/lesson-video'
let db: SeededTestDatabase
let work: string
let mp4: Buffer

const tenantId = (slug: string) => db.seeded.tenants.find((t) => t.slug === slug)!.id
const consoleCookie = (slug: string, loginName: string) => operatorCookieOf(db.db, tenantId(slug), loginName)
const b64 = (s: string) => Buffer.from(s).toString('base64')

interface TusInit {
  host?: string
  cookie?: string | null
  headers?: Record<string, string>
  body?: Uint8Array
}
/** A tus request as tus-js-client sends it from the console: same origin, the console's cookie, Tus-Resumable. */
async function tus(
  handler: (r: Request) => Promise<Response>,
  method: string,
  at: string,
  { host = 'demo.localhost', cookie, headers = {}, body }: TusInit,
) {
  const request = new Request(`http://${host}${at}`, {
    method,
    headers: {
      host,
      origin: `http://${host}`,
      'x-forwarded-for': freshIp(),
      'tus-resumable': '1.0.0',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body && new Uint8Array(body),
  })
  const res = await handler(request)
  return { status: res.status, headers: res.headers, text: await res.text() }
}
const create = (lessonId: number, length: number, init: TusInit = {}) =>
  tus(POST, 'POST', ENDPOINT, {
    ...init,
    headers: {
      'upload-length': String(length),
      'upload-metadata': `lessonId ${b64(String(lessonId))},filename ${b64('第一课.mp4')}`,
      ...init.headers,
    },
  })
const patch = (at: string, offset: number, bytes: Uint8Array, init: TusInit = {}) =>
  tus(PATCH, 'PATCH', at, {
    ...init,
    body: bytes,
    headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  })

const freshLesson = (title: string) => makeLesson(db.db, tenantId('demo'), title)
/** The tus folder beside STORAGE_DIR: partial uploads and their info files. */
const tusFiles = () => {
  const dir = path.join(work, 'tus')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-tus-'))
  process.env.STORAGE_DIR = path.join(work, 'storage')
  process.env.TMPDIR = path.join(work, 'tmp')
  fs.mkdirSync(process.env.TMPDIR)
  db = await createSeededTestDatabase()
  if (HAS_FFMPEG) {
    const out = path.join(work, 'good.mp4')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=160x120:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=duration=3', '-shortest', '-movflags', '+faststart', out],
    ])
    mp4 = fs.readFileSync(out)
  }
}, 180_000)
afterAll(async () => {
  await db.cleanup()
  fs.rmSync(work, { recursive: true, force: true })
})

withFfmpeg('a resumable upload', () => {
  it('continues from the offset a new HEAD reports, and the last chunk makes the MP4 the lesson’s video', async () => {
    const lesson = await freshLesson('断点续传')
    const admin = await consoleCookie('demo', 'admin')
    const created = await create(lesson.id, mp4.length, { cookie: admin })
    expect(created.status).toBe(201)
    const at = created.headers.get('location')!
    expect(at).toMatch(new RegExp(`^${ENDPOINT}/${tenantId('demo')}-[0-9a-f]{32}$`))

    const half = Math.floor(mp4.length / 2)
    const first = await patch(at, 0, mp4.subarray(0, half), { cookie: admin })
    expect(first.status).toBe(204)
    expect(first.headers.get('upload-offset')).toBe(String(half))

    // As after a dropped connection: the client asks where to go on.
    const head = await tus(HEAD, 'HEAD', at, { cookie: admin })
    expect(head.status).toBe(200)
    expect(head.headers.get('upload-offset')).toBe(String(half))
    expect(head.headers.get('upload-length')).toBe(String(mp4.length))
    expect(head.headers.get('cache-control')).toBe('no-store')
    // A chunk sent for a stale offset is refused without touching the upload.
    expect((await patch(at, 0, mp4.subarray(0, 10), { cookie: admin })).status).toBe(409)

    const rest = await patch(at, half, mp4.subarray(half), { cookie: admin })
    expect(rest.status).toBe(200)
    const envelope = JSON.parse(rest.text)
    expect(envelope).toMatchObject({
      success: true,
      result: {
        lessonId: lesson.id,
        durationSeconds: 3,
        width: 160,
        height: 120,
        transcode: { lessonId: lesson.id, state: 'queued', progress: 0 },
      },
    })
    const [row] = await db.db.select().from(lessons).where(eq(lessons.id, lesson.id))
    expect(row.videoUrl).toMatch(new RegExp(`^tenants/demo/console/videos/${lesson.id}-[0-9a-f]{16}\\.mp4$`))
    expect(row.durationSeconds).toBe(3)
    const stored = await getStorage().readObject(row.videoUrl)
    expect(stored && Buffer.compare(stored.bytes, mp4)).toBe(0)
    const transcodes = await db.db.select().from(videoTranscodes).where(eq(videoTranscodes.lessonId, lesson.id))
    expect(transcodes).toEqual([expect.objectContaining({ sourceKey: row.videoUrl, state: 'queued' })])
    const logged = await db.db.select().from(auditLog).where(eq(auditLog.target, '课时「断点续传」视频'))
    expect(logged).toEqual([
      expect.objectContaining({ kind: 'AdminLessonVideo/Upload', actor: '周敏（admin）', after: expect.anything() }),
    ])
    // The finished upload is gone from the tus folder and from the protocol.
    expect(tusFiles()).toEqual([])
    expect((await tus(HEAD, 'HEAD', at, { cookie: admin })).status).toBe(404)
  })

  it('answers another tenant’s host 404, a reading role 403 and a stranger 401, in Chinese', async () => {
    const lesson = await freshLesson('拒绝续传')
    const admin = await consoleCookie('demo', 'admin')
    const at = (await create(lesson.id, mp4.length, { cookie: admin })).headers.get('location')!

    const elsewhere = await tus(HEAD, 'HEAD', at, {
      host: 'acme.localhost',
      cookie: await consoleCookie('acme', 'admin'),
    })
    expect(elsewhere).toMatchObject({ status: 404, text: '上传记录不存在或已过期，请重新选择文件上传' })
    const foreignChunk = await patch(at, 0, mp4.subarray(0, 100), {
      host: 'acme.localhost',
      cookie: await consoleCookie('acme', 'admin'),
    })
    expect(foreignChunk.status).toBe(404)

    const viewer = await consoleCookie('demo', 'viewer')
    expect(await patch(at, 0, mp4.subarray(0, 100), { cookie: viewer })).toMatchObject({
      status: 403,
      text: '当前角色无权进行此操作',
    })
    expect((await create(lesson.id, mp4.length, { cookie: viewer })).status).toBe(403)
    expect(await tus(HEAD, 'HEAD', at, {})).toMatchObject({ status: 401, text: '登录已失效，请重新登录' })
    expect((await create(lesson.id, mp4.length, {})).status).toBe(401)
    // A write from another site's page, even with the console's cookie.
    const crossSite = await tus(PATCH, 'PATCH', at, {
      cookie: admin,
      headers: {
        origin: 'http://evil.example',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: mp4.subarray(0, 100),
    })
    expect(crossSite.status).toBe(403)
    // None of them moved the upload.
    expect((await tus(HEAD, 'HEAD', at, { cookie: admin })).headers.get('upload-offset')).toBe('0')

    // Given up: the bytes and the info go.
    expect((await tus(DELETE, 'DELETE', at, { cookie: admin })).status).toBe(204)
    expect((await tus(HEAD, 'HEAD', at, { cookie: admin })).status).toBe(404)
    expect(tusFiles()).toEqual([])
  })

  it('refuses a file past LESSON_VIDEO_MAX_MB from its declared length, and a lesson of another tenant', async () => {
    const admin = await consoleCookie('demo', 'admin')
    const lesson = await freshLesson('超大文件')
    const max = getEnv().lessonVideoMaxBytes
    expect(await create(lesson.id, max + 1, { cookie: admin })).toMatchObject({ status: 413, text: videoTooLarge(max) })
    const [foreign] = await db.db
      .select()
      .from(lessons)
      .where(eq(lessons.tenantId, tenantId('acme')))
      .limit(1)
    expect(await create(foreign.id, mp4.length, { cookie: admin })).toMatchObject({ status: 404, text: '课时不存在' })
    expect(tusFiles()).toEqual([])
  })

  it('refuses a complete file that is not a film, and keeps nothing of it', async () => {
    const admin = await consoleCookie('demo', 'admin')
    const lesson = await freshLesson('不是视频')
    const noise = new Uint8Array(4096).fill(7)
    const at = (await create(lesson.id, noise.length, { cookie: admin })).headers.get('location')!
    const last = await patch(at, 0, noise, { cookie: admin })
    expect(last).toMatchObject({ status: 400, text: '该文件不是 MP4 视频，请上传 MP4 格式的视频文件' })
    const [row] = await db.db.select().from(lessons).where(eq(lessons.id, lesson.id))
    expect(row.videoUrl).toBe('')
    expect(tusFiles()).toEqual([])
  })

  it('answers OPTIONS with the protocol’s version and extensions', async () => {
    const res = await tus(OPTIONS, 'OPTIONS', ENDPOINT, {})
    expect(res.status).toBe(204)
    expect(res.headers.get('tus-version')).toContain('1.0.0')
    expect(res.headers.get('tus-extension')).toContain('termination')
  })
})
