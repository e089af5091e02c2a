// Issue 30 end to end on one database (PGlite, or PostgreSQL with TEST_DATABASE_URL): an operator's 30 s upload becomes
// a job in the queue, the job an encrypted HLS ladder of only the renditions at or below the source; the lesson then
// plays the ladder, whose segments are useless without the key, and the key URL answers the enrolled learner it was
// made for and nobody else. A damaged upload fails with a reason, and 重试 is offered.
import { createDecipheriv } from 'node:crypto'
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, asc, eq, like } from 'drizzle-orm'
import { GET as storageGet } from '@/app/storage/[...path]/route'
import { dispatch } from '@/lib/api/dispatch'
import { enrolments, individuals, lessons, storedObjects, videoTranscodes } from '@/lib/db/schema'
import { getJobQueue } from '@/lib/jobs'
import { getStorage } from '@/lib/storage'
import { mediaSignature } from '@/lib/storage/media-url'
import { call, requestFor, targetOf } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { userToken } from '@/tests/sign-in'
import { transcodeJob } from './video-transcode'

const HAS_FFMPEG = spawnSync('ffprobe', ['-version']).status === 0 && spawnSync('ffmpeg', ['-version']).status === 0
const withFfmpeg = HAS_FFMPEG ? describe : describe.skip
if (!HAS_FFMPEG) console.warn('video-transcode: ffmpeg not installed (apt-get install ffmpeg): tests skipped')

let db: SeededTestDatabase
let demoId: number
let work: string
const LEARNER = '13800000001'

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-transcode-test-'))
  process.env.STORAGE_DIR = path.join(work, 'storage')
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  // This process is the worker: the upload's job is sent to the queue and taken here, as an app instance takes it.
  await (await getJobQueue()).work([transcodeJob])
}, 180_000)
afterAll(async () => {
  await db.cleanup()
  fs.rmSync(work, { recursive: true, force: true })
})

async function upload(lessonId: number, bytes: Buffer) {
  return call(`/admin/api/services/app/AdminLessonVideo/Upload?lessonId=${lessonId}`, {
    raw: new Uint8Array(bytes),
    contentType: 'video/mp4',
    cookie: await consoleCookie(db.db, demoId),
    origin: 'http://demo.localhost',
  })
}

function clip(name: string, args: string[]): Buffer {
  const out = path.join(work, name)
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, '-movflags', '+faststart', out])
  return fs.readFileSync(out)
}

async function settled(lessonId: number, ms = 120_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const [row] = await db.db.select().from(videoTranscodes).where(eq(videoTranscodes.lessonId, lessonId))
    if (row && ['ready', 'failed'].includes(row.state)) return row
    if (Date.now() > deadline) throw new Error(`transcode still ${row?.state} ${row?.progress}%`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** A stored file through the storage route, as the player fetches it (the path relative to /storage/). */
async function stored(url: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await storageGet(
    new Request(`http://demo.localhost/storage/${url}`, { headers: { host: 'demo.localhost' } }),
  )
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers }
}

async function key(url: string) {
  const res = await dispatch(requestFor(url), targetOf(url))
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) }
}

/** A paid (not 试看) lesson of a published course, `n`-th by id, with the seeded learner enrolled in its course. */
async function paidEnrolledLesson(n: number) {
  const [learner] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, demoId), eq(individuals.phone, LEARNER)))
  const paid = await db.db
    .select()
    .from(lessons)
    .where(and(eq(lessons.tenantId, demoId), eq(lessons.isFreePreview, false)))
    .orderBy(asc(lessons.id))
  const lesson = paid[n]
  await db.db
    .insert(enrolments)
    .values({ tenantId: demoId, individualId: learner.id, courseId: lesson.courseId, source: 'free' })
    .onConflictDoNothing()
  return { lesson, learner }
}

const isTransportStream = (b: Buffer) => b.length >= 376 && b[0] === 0x47 && b[188] === 0x47

withFfmpeg('an upload becomes an encrypted HLS ladder', () => {
  it('30 s at 960×540: queued, transcoded in the queue, played as 360p and 540p only, the key for the enrolled learner alone', async () => {
    const { lesson, learner } = await paidEnrolledLesson(0)
    const source = clip('thirty.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=duration=30:size=960x540:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=duration=30', '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ])
    const started = Date.now()
    const res = await upload(lesson.id, source)
    expect(res.status).toBe(200)
    expect(res.body.result.transcode).toMatchObject({ state: 'queued' })
    const row = await settled(lesson.id)
    console.log(`30 s clip transcoded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    expect(row).toMatchObject({ state: 'ready', progress: 100, error: '' })
    expect(row.renditions.map((r) => r.name)).toEqual(['360p', '540p'])
    const [after] = await db.db.select().from(lessons).where(eq(lessons.id, lesson.id))
    expect(after.videoUrl).toBe(`${row.hlsPrefix}master.m3u8`)
    // The ladder counts toward the tenant's storage at its files' sizes; the MP4 it replaces is gone from the count.
    const counted = await db.db
      .select()
      .from(storedObjects)
      .where(and(eq(storedObjects.tenantId, demoId), like(storedObjects.key, `${row.hlsPrefix}%`)))
    expect(counted.length).toBeGreaterThan(4)
    for (const o of counted) expect([o.kind, (await getStorage().statObject(o.key))?.size]).toEqual(['hls', o.bytes])
    expect(await db.db.select().from(storedObjects).where(eq(storedObjects.key, row.sourceKey))).toEqual([])
    // Every console role sees it in the outline (a 只读 operator too).
    const listed = await call(
      `/admin/api/services/app/AdminLessonVideo/GetCourseTranscodes?courseId=${lesson.courseId}`,
      {
        cookie: await consoleCookie(db.db, demoId, 'viewer'),
      },
    )
    expect(listed.body.result).toContainEqual({
      ...{ id: row.id, lessonId: lesson.id, state: 'ready', progress: 100, error: '', renditions: ['360p', '540p'] },
    })

    // The learner's lesson address: the master playlist, signed for this learner and lesson.
    const bearer = await userToken(LEARNER)
    const state = await call(`/api/services/app/CourseLearn/GetLearnState?courseId=${lesson.courseId}`, { bearer })
    // The 跑马灯 over the player names whose account this is (demo keeps the switch on).
    expect(state.body.result.watermark).toMatch(/^138\*{4}0001 \S+/)
    const playing = state.body.result.lessons.find((l: { id: number }) => l.id === lesson.id)
    expect(playing.videoUrl).toMatch(new RegExp(`master\\.m3u8\\?e=\\d+&v=u${learner.id}-${lesson.id}&s=`))
    const master = await stored(playing.videoUrl)
    expect(master.status).toBe(200)
    expect(master.headers.get('cache-control')).toBe('private, no-store')
    const variants = master.bytes
      .toString()
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
    expect(variants.map((v) => v.split('?')[0])).toEqual(['360p/index.m3u8', '540p/index.m3u8'])

    const folder = playing.videoUrl.slice(0, playing.videoUrl.lastIndexOf('/') + 1)
    const variant = (await stored(folder + variants[0])).bytes.toString()
    const keyLine = variant.split('\n').find((l) => l.startsWith('#EXT-X-KEY'))!
    expect(keyLine).toContain('METHOD=AES-128')
    const keyUrl = /URI="([^"]+)"/.exec(keyLine)![1]
    const iv = Buffer.from(/IV=0x([0-9a-fA-F]{32})/.exec(keyLine)![1], 'hex')
    const firstSegment = variant.split('\n').find((l) => l && !l.startsWith('#'))!
    const segment = await stored(`${folder}360p/${firstSegment}`)
    expect(segment.status).toBe(200)
    // Fetched raw, a segment is not a playable stream…
    expect(isTransportStream(segment.bytes)).toBe(false)

    // …the key URL answers the learner it names (no cookie: native players send none) and opens the segment…
    const granted = await key(keyUrl)
    expect(granted.status).toBe(200)
    expect(granted.bytes.toString('hex')).toBe(row.aesKey)
    const decipher = createDecipheriv('aes-128-cbc', granted.bytes, iv)
    expect(isTransportStream(Buffer.concat([decipher.update(segment.bytes), decipher.final()]))).toBe(true)

    // …and nobody else: the binding changed to a visitor, or a visitor's own signed URL for this paid lesson.
    const visitor = `v0-${lesson.id}`
    expect((await key(keyUrl.replace(/v=u\d+-\d+/, `v=${visitor}`))).status).toBe(403)
    const query = new URL(keyUrl, 'http://demo.localhost').searchParams
    const e = query.get('e')!
    const forged = new URLSearchParams({
      p: query.get('p')!,
      v: visitor,
      e,
      s: mediaSignature('demo', `${query.get('p')}qh-hls-key`, Number(e), visitor),
    })
    const refused = await key(`/api/services/app/LessonVideo/GetHlsKey?${forged}`)
    expect(refused.status).toBe(403)
    expect(JSON.parse(refused.bytes.toString()).error.message).toBe('无权播放该视频')
  }, 180_000)

  it('a damaged upload fails with the reason, keeps playing nothing new, and can be retried', async () => {
    const { lesson } = await paidEnrolledLesson(5)
    const [before] = await db.db.select().from(lessons).where(eq(lessons.id, lesson.id))
    const good = clip('short.mp4', ['-f', 'lavfi', '-i', 'testsrc2=duration=6:size=320x180:rate=10', '-c:v', 'libx264'])
    // The moov box first (faststart), then a third of the frames: ffprobe reads it, ffmpeg runs out of data.
    const damaged = good.subarray(0, Math.floor(good.length / 3))
    const res = await upload(lesson.id, damaged)
    if (res.status === 400) {
      // ffprobe already saw it: refused at the upload, with the reason.
      expect(res.body.error.message).toMatch(/损坏|无法/)
      return
    }
    expect(res.status).toBe(200)
    const row = await settled(lesson.id)
    expect(row.state).toBe('failed')
    expect(row.error).toMatch(/损坏|无法/)
    const [after] = await db.db.select().from(lessons).where(eq(lessons.id, lesson.id))
    expect(after.videoUrl).not.toBe(before.videoUrl)
    expect(after.videoUrl.endsWith('.mp4')).toBe(true)
  }, 120_000)
})
