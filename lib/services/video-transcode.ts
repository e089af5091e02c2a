// Lesson videos become encrypted HLS ladders in the job queue (issue 30). A source MP4 (an operator's upload, or a seeded
// clip) gets a row in video_transcodes and a job; the job downloads the source, runs ffmpeg (lib/media/transcode.ts)
// into a temporary folder, stores the ladder under a fresh folder and only then, in one transaction, points every
// lesson playing the source at the ladder — so a half-made or half-stored ladder is never played, and a retry never
// overwrites what players are reading. Every report names the job: a newer job for the row fences an older one off.
import { randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { getDb, type Db } from '@/lib/db/client'
import { getTenantById } from '@/lib/db/queries/platform'
import {
  completeTranscode,
  getTranscode,
  insertTranscode,
  reportTranscode,
  type Transcode,
} from '@/lib/db/queries/video-transcodes'
import { getEnv } from '@/lib/env'
import { getJobQueue, type JobDefinition } from '@/lib/jobs'
import { TranscodeError, ffmpegAvailable, transcodeToHls } from '@/lib/media/transcode'
import { getStorage } from '@/lib/storage'
import { HLS_KEY_MARKER } from '@/lib/storage/media-url'
import { consoleUploadPrefix } from '@/lib/storage/upload-keys'
import { removeVideoFiles } from './lesson-files'
import { putTenantStream } from './stored-objects'
import { removeLadder } from './video-ladder'

export const TRANSCODE_QUEUE = 'video-transcode'

type JobData = { tenantId: number; id: number }

/** How often a running job reports (its heartbeat): the sweep takes a job silent for minutes as lost. */
const REPORT_EVERY_MS = 2_000
const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
}

/**
 * A transcode row for a stored source, in the caller's transaction: 排队中 with the id of the job that will run it, or
 * 等待转码 where this machine has no ffmpeg. Null when the source has one already. Send the job after the commit.
 */
export async function createTranscode(
  db: Db,
  { tenantId, sourceKey, lessonId }: { tenantId: number; sourceKey: string; lessonId: number | null },
): Promise<Transcode | null> {
  const ready = await ffmpegAvailable(getEnv().ffmpegPath)
  return insertTranscode(db, {
    tenantId,
    sourceKey,
    lessonId,
    state: ready ? 'queued' : 'waiting',
    jobId: ready ? randomUUID() : '',
    aesKey: randomBytes(16).toString('hex'),
  })
}

/** Queues the row's job (its id is the row's `jobId`, so the job and the row name each other). */
export async function sendTranscode(row: Pick<Transcode, 'tenantId' | 'id' | 'jobId' | 'state'>): Promise<void> {
  if (row.state !== 'queued' || !row.jobId) return
  const queue = await getJobQueue()
  await queue.send(TRANSCODE_QUEUE, { tenantId: row.tenantId, id: row.id } satisfies JobData, { id: row.jobId })
}

/** The job: one row's source into a stored ladder. Answers what it did (pg-boss keeps it as the job's output). */
async function runTranscode({ tenantId, id }: JobData, jobId: string): Promise<object> {
  const db = await getDb()
  const env = getEnv()
  const row = await getTranscode(db, { tenantId, id })
  if (!row || row.jobId !== jobId) return { skipped: 'replaced' }
  const tenant = await getTenantById(db, { id: tenantId })
  if (!tenant) return { skipped: 'no tenant' }
  const report = (state: Transcode['state'], progress: number, error = '') =>
    reportTranscode(db, { tenantId, id, jobId, state, progress, error })
  if (!(await ffmpegAvailable(env.ffmpegPath))) {
    await report('waiting', 0)
    return { waiting: 'ffmpeg' }
  }
  await report('probing', 0)
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'qh-transcode-'))
  const abort = new AbortController()
  let fenced = false
  let last = 0
  // Throttled; a false answer means the row is someone else's now (or gone with its lesson): stop at once.
  const heartbeat = (state: Transcode['state'], progress: number) => {
    if (Date.now() - last < REPORT_EVERY_MS) return
    last = Date.now()
    void report(state, progress).then(
      (mine) => {
        if (mine) return
        fenced = true
        abort.abort()
      },
      () => {},
    )
  }
  try {
    const source = path.join(work, 'source')
    const opened = await getStorage().openObject(row.sourceKey)
    if (!opened) {
      await report('failed', 0, '源视频文件已不存在，请重新上传')
      return { failed: 'source missing' }
    }
    await pipeline(opened.body, createWriteStream(source))
    const outDir = path.join(work, 'out')
    await fs.mkdir(outDir)
    const result = await transcodeToHls({
      source,
      outDir,
      key: Buffer.from(row.aesKey, 'hex'),
      keyUri: HLS_KEY_MARKER,
      ffmpegPath: env.ffmpegPath,
      ffprobePath: env.ffprobePath,
      signal: abort.signal,
      onProgress: (percent, stage) => heartbeat(stage, Math.min(99, Math.round(percent))),
    })
    const prefix = `${consoleUploadPrefix(tenant.slug)}hls/${id}-${randomBytes(6).toString('hex')}/`
    for (const file of result.files) {
      if (fenced) break
      const full = path.join(outDir, file)
      const { size } = await fs.stat(full)
      const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
      await putTenantStream(
        db,
        { tenantId, key: prefix + file, kind: 'hls', contentType },
        createReadStream(full),
        size,
      )
      heartbeat('transcoding', 99)
    }
    const done = fenced
      ? null
      : await db.transaction((tx) =>
          completeTranscode(tx as unknown as Db, {
            tenantId,
            id,
            jobId,
            hlsPrefix: prefix,
            masterKey: prefix + result.master,
            renditions: result.renditions.map(({ name, width, height, bandwidth }) => ({
              name,
              width,
              height,
              bandwidth,
            })),
            durationSeconds: Math.round(result.durationSeconds),
          }),
        )
    if (!done) {
      await removeLadder(db, tenantId, prefix)
      return { skipped: 'replaced while transcoding' }
    }
    // What no lesson plays now: earlier ladders, replaced uploads, and this upload's own MP4 (the ladder plays it). A
    // seeded clip stays: the seed compares its bytes on every start.
    for (const ladder of done.ladders) await removeLadder(db, tenantId, ladder)
    const uploads = [...done.videos, ...(row.lessonId !== null ? [row.sourceKey] : [])]
    await removeVideoFiles(
      db,
      { tenantId, slug: tenant.slug },
      uploads.filter((k) => !k.startsWith(prefix)),
    )
    return { ready: prefix, renditions: result.renditions.map((r) => r.name), lessons: done.lessons }
  } catch (error) {
    if (error instanceof TranscodeError) {
      if (error.reason === 'aborted') return { stopped: fenced ? 'replaced' : 'aborted' }
      if (error.reason === 'unavailable') await report('waiting', 0)
      else await report('failed', 0, error.message)
      return { failed: error.reason }
    }
    console.error(`[jobs] transcode ${tenantId}/${id}: ${(error as Error).message}`)
    await report('failed', 0, '转码时出错，请点击重试').catch(() => undefined)
    return { failed: 'error' }
  } finally {
    abort.abort()
    await fs.rm(work, { recursive: true, force: true })
  }
}

export const transcodeJob: JobDefinition = {
  name: TRANSCODE_QUEUE,
  run: (data, job) => runTranscode(data as JobData, job.id),
  // Each transcode takes every core it is given: one at a time per instance unless TRANSCODE_CONCURRENCY says more.
  get concurrency() {
    return getEnv().transcodeConcurrency
  },
  // Failures are the row's (failed, with a retry button); a lost worker is found by the sweep, not by expiry.
  retryLimit: 0,
  expireInSeconds: 6 * 3600,
}
