// The resumable lesson-video upload with STORAGE_PROVIDER=s3 (a fake bucket, tests/fake-s3.mjs): the unfinished
// upload lives in the bucket under `.tus/` — a first half smaller than a part waits there as an incomplete part — so
// any instance could take the next chunk; the last chunk makes the MP4 the lesson's video in the bucket's console
// folder and leaves no `.tus/` object and no open multipart upload behind. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, asc, eq } from 'drizzle-orm'
import { HEAD, PATCH, POST } from '@/app/admin/api/uploads/lesson-video/[[...id]]/route'
import { courses, lessons, videoTranscodes } from '@/lib/db/schema'
import { freshIp } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { startFakeS3, type FakeS3 } from '@/tests/fake-s3.mjs'

const HAS_FFMPEG = spawnSync('ffprobe', ['-version']).status === 0 && spawnSync('ffmpeg', ['-version']).status === 0
const withFfmpeg = HAS_FFMPEG ? describe : describe.skip

const ENDPOINT = '/admin/api/uploads/lesson-video'
let db: SeededTestDatabase
let bucket: FakeS3
let work: string
let demoId: number
const saved = { ...process.env }

async function send(handler: (r: Request) => Promise<Response>, method: string, at: string, init: object) {
  const { headers, body } = init as { headers: Record<string, string>; body?: Uint8Array }
  const res = await handler(
    new Request(`http://demo.localhost${at}`, {
      method,
      headers: {
        host: 'demo.localhost',
        origin: 'http://demo.localhost',
        'x-forwarded-for': freshIp(),
        'tus-resumable': '1.0.0',
        ...headers,
      },
      body: body && new Uint8Array(body),
    }),
  )
  return { status: res.status, headers: res.headers, text: await res.text() }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-tus-s3-'))
  process.env.TMPDIR = work
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  bucket = await startFakeS3()
  Object.assign(process.env, {
    STORAGE_PROVIDER: 's3',
    S3_ENDPOINT: bucket.endpoint,
    S3_BUCKET: 'qihang',
    S3_ACCESS_KEY_ID: 'AKTEST',
    S3_SECRET_ACCESS_KEY: 'secret',
  })
}, 180_000)
afterAll(async () => {
  process.env = saved
  await bucket.close()
  await db.cleanup()
  fs.rmSync(work, { recursive: true, force: true })
})

withFfmpeg('a resumable upload into the bucket', () => {
  it('keeps the unfinished upload in the bucket, resumes from HEAD, and leaves only the lesson’s MP4', async () => {
    const film = path.join(work, 'good.mp4')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=duration=2', '-shortest', '-movflags', '+faststart', film],
    ])
    const mp4 = fs.readFileSync(film)
    const [course] = await db.db.select().from(courses).where(eq(courses.tenantId, demoId)).orderBy(asc(courses.id))
    const [lesson] = await db.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.tenantId, demoId), eq(lessons.courseId, course.id)))
      .limit(1)
    const cookie = await consoleCookie(db.db, demoId)
    const metadata = `lessonId ${Buffer.from(String(lesson.id)).toString('base64')},filename ${Buffer.from('a.mp4').toString('base64')}`

    const created = await send(POST, 'POST', ENDPOINT, {
      headers: { cookie, 'upload-length': String(mp4.length), 'upload-metadata': metadata },
    })
    expect(created.status).toBe(201)
    const at = created.headers.get('location')!
    const id = at.split('/').pop()!
    const chunk = (offset: number, bytes: Buffer) =>
      send(PATCH, 'PATCH', at, {
        headers: { cookie, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: bytes,
      })
    const half = Math.floor(mp4.length / 2)
    expect((await chunk(0, mp4.subarray(0, half))).status).toBe(204)
    // In the bucket, not in this process: the upload's info and the first half, waiting as an incomplete part.
    expect([...bucket.objects.keys()].filter((k) => k.startsWith('.tus/')).sort()).toEqual([
      `.tus/${id}.info`,
      `.tus/${id}.part`,
    ])
    const head = await send(HEAD, 'HEAD', at, { headers: { cookie } })
    expect(head.headers.get('upload-offset')).toBe(String(half))

    const last = await chunk(half, mp4.subarray(half))
    expect(last.status).toBe(200)
    expect(JSON.parse(last.text).result).toMatchObject({ lessonId: lesson.id, durationSeconds: 2 })
    const [row] = await db.db.select().from(lessons).where(eq(lessons.id, lesson.id))
    expect(row.videoUrl).toMatch(/^tenants\/demo\/console\/videos\//)
    expect(Buffer.compare(bucket.objects.get(row.videoUrl)!.body, mp4)).toBe(0)
    const [transcode] = await db.db.select().from(videoTranscodes).where(eq(videoTranscodes.sourceKey, row.videoUrl))
    expect(transcode.state).toBe('queued')
    expect([...bucket.objects.keys()].filter((k) => k.startsWith('.tus/'))).toEqual([])
    expect(bucket.multipart.size).toBe(0)
    expect(fs.readdirSync(work).filter((f) => f.startsWith('tus-'))).toEqual([])
  })
})
