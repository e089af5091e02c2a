// A worker killed mid-transcode (SIGKILL: the machine gone, no cleanup of any kind) and a restart: the job is taken up
// again and finishes, and nothing half-made was ever played (PGlite in a folder, or PostgreSQL with TEST_DATABASE_URL).
// The worker is a real second process (tests/transcode-worker.ts) on the same database and storage.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { installDbHandle, openDatabase, type DbHandle } from '@/lib/db/client'
import { lessons, videoTranscodes } from '@/lib/db/schema'
import { getJobQueue, openedJobQueue } from '@/lib/jobs'
import { getStorage } from '@/lib/storage'
import { createSeededTestDatabase, usingPostgres, type TestDatabase } from '@/tests/db'
import { copySnapshotStorage, seededSnapshot } from '@/tests/seed-snapshot'
import { createTranscode, sendTranscode, transcodeJob } from './video-transcode'
import { sweepTranscodes } from './video-transcode-sweep'

const HAS_FFMPEG = spawnSync('ffmpeg', ['-version']).status === 0
const withFfmpeg = HAS_FFMPEG ? describe : describe.skip

let work: string
let handle: DbHandle
let pg: TestDatabase | null = null
let target: string
let child: ChildProcess | null = null

async function openTarget() {
  handle = pg ?? (await openDatabase({ dataDir: target }))
  installDbHandle(handle)
}

/** The parent lets go of a PGlite folder (one process at a time); PostgreSQL is shared as it is. */
async function release() {
  await (await openedJobQueue())?.stop(1_000)
  ;(globalThis as { __jobQueue?: unknown }).__jobQueue = undefined
  if (!pg) await handle.close()
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-restart-test-'))
  process.env.STORAGE_DIR = path.join(work, 'storage')
  if (usingPostgres) {
    pg = await createSeededTestDatabase()
    const { rows } = (await pg.raw('select current_database() as name')) as { rows: { name: string }[] }
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.pathname = `/${rows[0].name}`
    target = url.toString()
  } else {
    const snapshot = await seededSnapshot()
    copySnapshotStorage(snapshot)
    target = path.join(work, 'pglite')
    fs.cpSync(snapshot.pgliteDir!, target, { recursive: true })
  }
  await openTarget()
}, 180_000)

afterAll(async () => {
  child?.kill('SIGKILL')
  await release()
  await pg?.cleanup()
  fs.rmSync(work, { recursive: true, force: true })
})

const rowOf = async (id: number) =>
  (await handle.db.select().from(videoTranscodes).where(eq(videoTranscodes.id, id)))[0]

withFfmpeg('a transcode outlives its worker', () => {
  it('killed mid-way and restarted, the job completes once, in a new folder; meanwhile the lesson played its MP4', async () => {
    // 30 s at 960×540: long enough to be killed while ffmpeg runs, short enough to be made again after the restart.
    const clip = path.join(work, 'long.mp4')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=duration=30:size=960x540:rate=15'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', '+faststart', clip],
    ])
    const [lesson] = await handle.db.select().from(lessons).limit(1)
    const sourceKey = `tenants/demo/console/videos/${lesson.id}-restart.mp4`
    await getStorage().putObject(sourceKey, fs.readFileSync(clip), 'video/mp4')
    await handle.db.update(lessons).set({ videoUrl: sourceKey }).where(eq(lessons.id, lesson.id))
    const row = (await createTranscode(handle.db, { tenantId: lesson.tenantId, sourceKey, lessonId: lesson.id }))!
    await sendTranscode(row)
    await release()

    // The worker process takes the job; once ffmpeg has run a while, the process is killed outright.
    child = spawn(process.execPath, ['--import', 'tsx', 'tests/transcode-worker.ts', target], {
      env: { ...process.env, TRANSCODE_SEEDED: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout!.on('data', (d) => (out += d))
    child.stderr!.on('data', (d) => (out += d))
    const deadline = Date.now() + 60_000
    while (!out.includes(`[jobs] start video-transcode ${row.jobId}`)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the worker did not take the job:\n${out}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    await new Promise((r) => setTimeout(r, 1_500))
    const exited = new Promise((r) => child!.once('exit', r))
    child.kill('SIGKILL')
    await exited
    child = null

    await openTarget()
    const lost = await rowOf(row.id)
    expect(['probing', 'transcoding']).toContain(lost.state)
    expect(lost.hlsPrefix).toBe('')
    expect((await handle.db.select().from(lessons).where(eq(lessons.id, lesson.id)))[0].videoUrl).toBe(sourceKey)

    // The restart: its workers run, and the sweep (here without waiting out the 30 s of silence) takes the job up.
    await (await getJobQueue()).work([transcodeJob])
    const swept = await sweepTranscodes({ now: new Date(Date.now() + 60_000) })
    expect(swept.requeued).toBe(1)
    const until = Date.now() + 120_000
    let done = await rowOf(row.id)
    while (done.state !== 'ready') {
      if (Date.now() > until || done.state === 'failed')
        throw new Error(`after the restart: ${done.state} ${done.error}`)
      await new Promise((r) => setTimeout(r, 250))
      done = await rowOf(row.id)
    }
    expect(done.jobId).not.toBe(row.jobId)
    expect(done.renditions.map((r) => r.name)).toEqual(['360p', '540p'])
    const [after] = await handle.db.select().from(lessons).where(eq(lessons.id, lesson.id))
    expect(after.videoUrl).toBe(`${done.hlsPrefix}master.m3u8`)
    expect(await getStorage().readObject(after.videoUrl)).not.toBeNull()
  }, 300_000)
})
