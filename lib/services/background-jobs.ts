// Every background job the app runs, and starting their workers in an app instance (instrumentation.ts).
import { getEnv } from '@/lib/env'
import { getJobQueue, type JobDefinition } from '@/lib/jobs'
import { purgeJob } from './maintenance'

const JOBS: readonly JobDefinition[] = [purgeJob]

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
  } catch (error) {
    console.error(`[jobs] could not start the workers: ${(error as Error).message}`)
  }
}
