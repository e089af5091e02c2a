// Every background job the app runs, and starting their workers in an app instance (instrumentation.ts).
import { getEnv } from '@/lib/env'
import { getJobQueue, type JobDefinition } from '@/lib/jobs'
import { ffmpegAvailable } from '@/lib/media/transcode'
import { reminderJob } from './assignment-reminders'
import { purgeJob } from './maintenance'
import { orderCloseJob } from './order-payment'
import { transcodeJob } from './video-transcode'
import { removeStaleWorkDirs, sweepTranscodes, transcodeSweepJob } from './video-transcode-sweep'

const JOBS: readonly JobDefinition[] = [purgeJob, transcodeJob, transcodeSweepJob, reminderJob, orderCloseJob]

/**
 * Starts this instance's workers unless JOB_WORKERS=0. A failure is logged and the site serves on: pages never wait
 * for the queue, and jobs wait in the database for a worker that can take them.
 */
export async function startBackgroundJobs(): Promise<void> {
  if (!getEnv().jobWorkers) return
  try {
    const queue = await getJobQueue()
    await queue.work(JOBS)
    console.log(`[jobs] worker ready: ${JOBS.map((j) => j.name).join(', ')}`)
    // Seeded clips become ladders in the background (the first start does not wait); what a dead worker left is resumed.
    await removeStaleWorkDirs()
    const swept = await sweepTranscodes({ seed: true })
    if (swept.seeded || swept.requeued)
      console.log(`[jobs] transcodes queued: ${swept.seeded} seeded clips, ${swept.requeued} resumed`)
  } catch (error) {
    console.error(`[jobs] could not start the workers: ${(error as Error).message}`)
  }
  const env = getEnv()
  if (!(await ffmpegAvailable(env.ffmpegPath)))
    console.warn(
      `[jobs] ffmpeg not found (${env.ffmpegPath}): lesson uploads wait as 等待转码 and seeded lessons play their ` +
        'original clips until you run apt-get install ffmpeg and restart',
    )
}
