// Transcodes nobody is running: a job whose instance died mid-way (its row stopped reporting), uploads that waited for
// ffmpeg, and seeded clips never transcoded. Each gets a fresh job; the old one, should it still run somewhere, is
// fenced off by its next report (lib/db/queries/video-transcodes.ts), so a transcode is finished exactly once.
import { randomUUID } from 'node:crypto'
import { getDb } from '@/lib/db/client'
import { getTenantById } from '@/lib/db/queries/platform'
import { listTenantIds } from '@/lib/db/queries/tenants'
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
  for (const tenantId of await listTenantIds(db)) {
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
    if (!seed) continue
    const slug = (await getTenantById(db, { id: tenantId }))?.slug
    if (!slug) continue
    for (const sourceKey of await listUntranscodedSources(db, { tenantId, prefix: `${slug}/media/` })) {
      // Two instances starting together: the unique source key lets one of them make the row and send the job.
      const row = await createTranscode(db, { tenantId, sourceKey, lessonId: null })
      if (row) await sendTranscode(row)
      if (row) seeded++
    }
  }
  return { requeued, seeded }
}

export const transcodeSweepJob: JobDefinition = {
  name: 'video-transcode-sweep',
  cron: '* * * * *',
  run: () => sweepTranscodes(),
  retryLimit: 0,
  expireInSeconds: 5 * 60,
}
