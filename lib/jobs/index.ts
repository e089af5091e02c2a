// The process's one job queue, opened on the process's database handle when first needed.
import { getDbHandle } from '@/lib/db/client'
import { getEnv } from '@/lib/env'
import { openJobQueue, type JobQueue } from './queue'

export type { JobDefinition, JobQueue } from './queue'

// Route handlers and pages are bundled apart; globalThis keeps one queue (and one pg-boss) per process.
const holder = globalThis as unknown as { __jobQueue?: Promise<JobQueue> }

/** The queue; an instance with JOB_WORKERS=0 only sends jobs and leaves supervising and schedules to the others. */
export function getJobQueue(): Promise<JobQueue> {
  holder.__jobQueue ??= getDbHandle()
    .then((handle) => openJobQueue(handle, { supervise: getEnv().jobWorkers }))
    .catch((error: Error) => {
      holder.__jobQueue = undefined
      throw error
    })
  return holder.__jobQueue
}

/** The queue if this process opened one (shutdown stops it; nothing is opened just to be stopped). */
export function openedJobQueue(): Promise<JobQueue> | undefined {
  return holder.__jobQueue
}
