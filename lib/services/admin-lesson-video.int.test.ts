// AdminLessonVideo/Upload through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL): a real
// MP4 (made here with ffmpeg) becomes the lesson's video with its probed duration; what is not a film — another file,
// sound only, empty, damaged, too large — is refused with a Chinese message and leaves nothing behind.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { auditLog, lessons, videoTranscodes } from '@/lib/db/schema'
import { getStorage } from '@/lib/storage'
import { call } from '@/tests/api-client'
import { consoleCookie, freshLesson as makeLesson } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

const HAS_FFMPEG = spawnSync('ffprobe', ['-version']).status === 0 && spawnSync('ffmpeg', ['-version']).status === 0
// Skipped only where Debian's ffmpeg is absent (CI installs it: .ci/run); the refusal without it is tested below.
const withFfmpeg = HAS_FFMPEG ? describe : describe.skip
if (!HAS_FFMPEG)
  console.warn('admin-lesson-video: ffmpeg/ffprobe not installed (apt-get install ffmpeg): tests skipped')

let db: SeededTestDatabase
let demoId: number
let work: string
let storageDir: string
let tmpDir: string
const PATH = '/admin/api/services/app/AdminLessonVideo/Upload'

async function upload(lessonId: number, body: BodyInit, init: { as?: string; type?: string; headers?: object } = {}) {
  return call(`${PATH}?lessonId=${lessonId}`, {
    raw: body,
    contentType: init.type ?? 'video/mp4',
    cookie: await consoleCookie(db.db, demoId, init.as ?? 'admin'),
    origin: 'http://demo.localhost',
    headers: init.headers as Record<string, string>,
  })
}
function ffmpeg(name: string, args: string[]) {
  const out = path.join(work, name)
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, out])
  return fs.readFileSync(out)
}
const freshLesson = (title: string) => makeLesson(db.db, demoId, title)
const lessonRow = async (id: number) => (await db.db.select().from(lessons).where(eq(lessons.id, id)))[0]
/** Stored videos no lesson or transcode points at, and temporary uploads: what a refused upload must not leave. */
async function leftovers() {
  const folder = path.join(storageDir, 'tenants/demo/console/videos')
  const used = new Set([
    ...(await db.db.select().from(lessons)).map((l) => path.basename(l.videoUrl)),
    ...(await db.db.select().from(videoTranscodes)).map((t) => path.basename(t.sourceKey)),
  ])
  const stored = fs.existsSync(folder) ? fs.readdirSync(folder) : []
  return [...stored.filter((f) => !used.has(f)), ...fs.readdirSync(tmpDir)]
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-lesson-video-'))
  storageDir = path.join(work, 'storage')
  tmpDir = path.join(work, 'tmp')
  fs.mkdirSync(tmpDir)
  process.env.STORAGE_DIR = storageDir
  process.env.TMPDIR = tmpDir
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
}, 180_000)
afterAll(async () => {
  await db.cleanup()
  fs.rmSync(work, { recursive: true, force: true })
})

withFfmpeg('with ffprobe', () => {
  let mp4: Buffer
  beforeAll(() => {
    mp4 = ffmpeg('good.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=duration=3:size=160x120:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=duration=3', '-shortest', '-movflags', '+faststart'],
    ])
  })

  it('sets a good MP4 as the lesson’s video with its probed duration, logged, replacing the old one', async () => {
    const lesson = await freshLesson('上传测试')
    const res = await upload(lesson.id, new Uint8Array(mp4))
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({
      lessonId: lesson.id,
      durationSeconds: 3,
      width: 160,
      height: 120,
      // Queued for its HLS ladder (lib/services/video-transcode.ts); the MP4 plays meanwhile.
      transcode: {
        id: expect.any(Number),
        lessonId: lesson.id,
        state: 'queued',
        progress: 0,
        error: '',
        renditions: [],
      },
    })
    const row = await lessonRow(lesson.id)
    expect(row.videoUrl).toMatch(new RegExp(`^tenants/demo/console/videos/${lesson.id}-[0-9a-f]{16}\\.mp4$`))
    expect(row.durationSeconds).toBe(3)
    const stored = await getStorage().readObject(row.videoUrl)
    expect(stored && Buffer.compare(stored.bytes, mp4)).toBe(0)
    expect(stored?.contentType).toBe('video/mp4')
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminLessonVideo/Upload'))
    expect(audit).toMatchObject({
      actor: '周敏（admin）',
      target: '课时「上传测试」视频',
      before: { videoUrl: '', durationSeconds: 0 },
      after: { videoUrl: row.videoUrl, durationSeconds: 3, bytes: mp4.length, hls: 'queued' },
    })
    // A second upload replaces the first, whose file goes.
    const again = await upload(lesson.id, new Uint8Array(mp4))
    expect(again.status).toBe(200)
    expect(await getStorage().readObject(row.videoUrl)).toBeNull()
    expect((await lessonRow(lesson.id)).videoUrl).not.toBe(row.videoUrl)
    expect(await leftovers()).toEqual([])
  })

  it('refuses what is not a playable film with a Chinese message, and keeps nothing', async () => {
    const lesson = await freshLesson('拒绝测试')
    const audio = ffmpeg('sound.m4a', ['-f', 'lavfi', '-i', 'sine=duration=2', '-c:a', 'aac', '-f', 'mp4'])
    // An ftyp box that promises an MP4 followed by noise: ffprobe cannot read it.
    const corrupt = Buffer.concat([mp4.subarray(0, 32), Buffer.alloc(4096, 7)])
    const cases: [BodyInit, string][] = [
      [new TextEncoder().encode('这不是视频，只是一段文字而已。'), '该文件不是 MP4 视频，请上传 MP4 格式的视频文件'],
      [new Uint8Array(audio), '该文件没有视频画面（仅有音频），请上传 MP4 视频'],
      [new Uint8Array(0), '视频文件为空，请重新选择'],
      [new Uint8Array(corrupt), '视频文件已损坏或无法读取，请重新导出后上传'],
    ]
    for (const [body, message] of cases) {
      const res = await upload(lesson.id, body)
      expect([res.status, res.body.error.message]).toEqual([400, message])
    }
    // A client that goes away halfway (a closed tab): the part received is dropped.
    let parts = 0
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (parts++ === 0) controller.enqueue(new Uint8Array(mp4.subarray(0, 4096)))
        else controller.error(new Error('connection reset'))
      },
    })
    const cut = await upload(lesson.id, broken)
    expect([cut.status, cut.body.error.message]).toEqual([400, '视频上传中断，请重试'])
    // Fewer bytes than the Content-Length announced (a body cut short on its way) is not stored as the whole film.
    const short = await upload(lesson.id, new Uint8Array(mp4), {
      headers: { 'content-length': String(mp4.length + 1) },
    })
    expect([short.status, short.body.error.message]).toEqual([400, '视频上传中断，请重试'])
    const wrongType = await upload(lesson.id, new Uint8Array(mp4), { type: 'application/octet-stream' })
    expect([wrongType.status, wrongType.body.error.message]).toEqual([400, '请上传 MP4 格式的视频文件'])
    expect(await lessonRow(lesson.id)).toMatchObject({ videoUrl: '', durationSeconds: 0 })
    expect(await leftovers()).toEqual([])
  })

  it('refuses a body past LESSON_VIDEO_MAX_MB with 413 as it streams, and a declared 2 GB one before any byte', async () => {
    const lesson = await freshLesson('超限测试')
    process.env.LESSON_VIDEO_MAX_MB = '1'
    try {
      // No Content-Length (a stream): refused once the counted bytes pass 1 MB.
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = sent === 0 ? mp4 : new Uint8Array(256 * 1024)
          sent += chunk.length
          if (sent > 4 * 1024 * 1024) controller.close()
          else controller.enqueue(new Uint8Array(chunk))
        },
      })
      const res = await upload(lesson.id, body)
      expect([res.status, res.body.error.message]).toEqual([413, '视频文件不能超过 1 MB，请压缩后再上传'])
      expect(sent).toBeLessThan(2 * 1024 * 1024)
    } finally {
      delete process.env.LESSON_VIDEO_MAX_MB
    }
    // The default limit (2 GB): a declared 2 GB + 1 byte is refused from the header; the body is never read.
    let pulled = 0
    const never = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1
          controller.enqueue(new Uint8Array(64 * 1024))
        },
      },
      // Nothing is read ahead: a chunk is made only when someone reads.
      { highWaterMark: 0 },
    )
    const big = await upload(lesson.id, never, { headers: { 'content-length': String(2 * 1024 ** 3 + 1) } })
    expect([big.status, big.body.error.message]).toEqual([413, '视频文件不能超过 2 GB，请压缩后再上传'])
    expect(pulled).toBe(0)
    expect(await lessonRow(lesson.id)).toMatchObject({ videoUrl: '', durationSeconds: 0 })
    expect(await leftovers()).toEqual([])
  })
})

it('refuses 只读 and another tenant’s lesson; without ffmpeg it keeps the file as 等待转码 and the lesson as it was', async () => {
  const lesson = await freshLesson('权限测试')
  const mp4ish = new Uint8Array(Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f32', 'hex'))
  const viewer = await upload(lesson.id, mp4ish, { as: 'viewer' })
  expect([viewer.status, viewer.body.error.message]).toEqual([403, '当前角色无权进行此操作'])
  const acmeId = db.seeded.tenants.find((t) => t.slug === 'acme')!.id
  const [acmeLesson] = await db.db.select().from(lessons).where(eq(lessons.tenantId, acmeId)).limit(1)
  expect((await upload(acmeLesson.id, mp4ish)).status).toBe(404)
  expect((await lessonRow(acmeLesson.id)).videoUrl).toBe(acmeLesson.videoUrl)
  process.env.FFPROBE_PATH = path.join(work, 'no-such-ffprobe')
  process.env.FFMPEG_PATH = path.join(work, 'no-such-ffmpeg')
  try {
    const res = await upload(lesson.id, mp4ish)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ lessonId: lesson.id, durationSeconds: 0, transcode: { state: 'waiting' } })
    expect(await lessonRow(lesson.id)).toMatchObject({ videoUrl: '', durationSeconds: 0 })
    const [waiting] = await db.db.select().from(videoTranscodes).where(eq(videoTranscodes.lessonId, lesson.id))
    expect(waiting).toMatchObject({ state: 'waiting', jobId: '' })
    expect(await getStorage().statObject(waiting.sourceKey)).toMatchObject({ size: mp4ish.length })
  } finally {
    delete process.env.FFPROBE_PATH
    delete process.env.FFMPEG_PATH
  }
})
