// Transcodes nobody is running: a job whose instance died mid-way (its row stopped reporting), uploads that waited for
// ffmpeg, and seeded clips never transcoded. Each gets a fresh job; the old one, should it still run somewhere, is
// fenced off by its next report (lib/db/queries/video-transcodes.ts), so a transcode is finished exactly once.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { getDb } from '@/lib/db/client'
import { listTenantKeys } from '@/lib/db/queries/tenants'
import { assignTranscodeJob, listStaleTranscodes, listUntranscodedSources } from '@/lib/db/queries/video-transcodes'
import { getEnv } from '@/lib/env'
import { getJobQueue, type JobDefinition } from '@/lib/jobs'
import { ffmpegAvailable } from '@/lib/media/transcode'
import { TRANSCODE_QUEUE, createTranscode, sendTranscode } from './video-transcode'

/** A running transcode reports every 2 s; one silent this long has lost its worker. */
const STALE_MS = 30_000
const LIVE_JOB_STATES = ['created', 'retry', 'active']

/** Requeues what no worker is running. `seed`: also queue the tenants' seeded clips that have no transcode yet. */
export async function sweepTranscodes({ seed = false, now = new Date() } = {}): Promise<{
  requeued: number
  seeded: number
}> {
  if (!(await ffmpegAvailable(getEnv().ffmpegPath))) return { requeued: 0, seeded: 0 }
  const db = await getDb()
  const queue = await getJobQueue()
  let requeued = 0
  let seeded = 0
  for (const { id: tenantId, slug } of await listTenantKeys(db)) {
    for (const row of await listStaleTranscodes(db, { tenantId, before: new Date(now.getTime() - STALE_MS) })) {
      // Queued behind a long transcode is not lost: its job is still in the queue.
      if (row.state === 'queued' && row.jobId) {
        const job = await queue.job(TRANSCODE_QUEUE, row.jobId)
        if (job && LIVE_JOB_STATES.includes(job.state)) continue
      }
      if (row.jobId) await queue.boss.cancel(TRANSCODE_QUEUE, row.jobId).catch(() => undefined)
      const jobId = randomUUID()
      await assignTranscodeJob(db, { tenantId, id: row.id, jobId, state: 'queued' })
      await sendTranscode({ tenantId, id: row.id, jobId, state: 'queued' })
      requeued++
    }
    if (!seed || !getEnv().transcodeSeeded) continue
    for (const sourceKey of await listUntranscodedSources(db, { tenantId, prefix: `${slug}/media/` })) {
      // Two instances starting together: the unique source key lets one of them make the row and send the job.
      const row = await createTranscode(db, { tenantId, sourceKey, lessonId: null })
      if (row) await sendTranscode(row)
      if (row) seeded++
    }
  }
  return { requeued, seeded }
}

/** A transcode's temporary folders (the source's copy, the ladder, the key file) outlive a process killed mid-way. */
const WORK_DIRS = /^(qh-transcode-|hls-key-)/
const WORK_DIR_MAX_AGE_MS = 6 * 3600_000

/** At start: folders of transcodes older than any job may run (another instance on this machine may own newer ones). */
export async function removeStaleWorkDirs(now = Date.now()): Promise<number> {
  let removed = 0
  for (const name of await fs.readdir(os.tmpdir()).catch(() => [] as string[])) {
    if (!WORK_DIRS.test(name)) continue
    const full = path.join(os.tmpdir(), name)
    const stat = await fs.stat(full).catch(() => null)
    if (!stat?.isDirectory() || now - stat.mtimeMs < WORK_DIR_MAX_AGE_MS) continue
    await fs.rm(full, { recursive: true, force: true })
    removed++
  }
  return removed
}

export const transcodeSweepJob: JobDefinition = {
  name: 'video-transcode-sweep',
  cron: '* * * * *',
  run: () => sweepTranscodes(),
  retryLimit: 0,
  expireInSeconds: 5 * 60,
}
