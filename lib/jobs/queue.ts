// Background jobs: pg-boss on the app's own database — PostgreSQL, or the embedded PGlite on one machine — so a job is
// taken by exactly one worker however many instances run (FOR UPDATE SKIP LOCKED), outlives a restart (an interrupted
// job expires and is retried), and needs no server of its own. Cron schedules are stored once and fire once per tick.
import os from 'node:os'
import PgBoss from 'pg-boss'
import type { DbHandle, RawResult } from '@/lib/db/client'

/** What a job does, declared once: the queue, its schedule and its retry rules live beside the work. */
export interface JobDefinition<Data extends object = object> {
  name: string
  run(data: Data, job: { id: string }): Promise<object | void>
  /** Cron in the deployment's zone (Asia/Shanghai); every instance declares it, pg-boss sends one job per tick. */
  cron?: string
  /** Workers per instance (each polls and runs one job at a time). */
  concurrency?: number
  retryLimit?: number
  /** Seconds between a worker's looks at an empty queue (default 2; pg-boss's least is 0.5). */
  pollSeconds?: number
  /** A job not finished by then is taken as lost (its instance died) and retried. */
  expireInSeconds?: number
}

export interface JobQueue {
  /** Queues a job; null when a singleton key already holds one. */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>
  /** Runs the definitions' workers and schedules in this process. */
  work(definitions: readonly JobDefinition[]): Promise<void>
  job(name: string, id: string): Promise<PgBoss.JobWithMetadata<object> | null>
  /** Stops fetching, lets running jobs finish within `timeoutMs`, and leaves the database open. */
  stop(timeoutMs?: number): Promise<void>
  boss: PgBoss
}

/** This process, in logs and in each job's output: which instance ran a job. */
const INSTANCE = `${os.hostname()}:${process.pid}`

/** pg-boss's Db on our handle: its statements share the app's pool (or PGlite's one connection). */
function bossDb(handle: DbHandle): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const result = await handle.raw(text, values)
      // pg-boss reads rows of single statements only; for a batch node-postgres answers an array of results.
      return Array.isArray(result) ? (result.at(-1) ?? ({ rows: [] } as RawResult)) : result
    },
  }
}

export async function openJobQueue(handle: DbHandle, { supervise }: { supervise: boolean }): Promise<JobQueue> {
  const boss = new PgBoss({
    db: bossDb(handle),
    schema: 'pgboss',
    supervise,
    schedule: supervise,
    // Finished jobs stay readable a week (the console's job list), then go.
    deleteAfterDays: 7,
  })
  boss.on('error', (error) => console.error(`[jobs] ${error.message}`))
  await boss.start()
  // One creation per queue in this process, however many sends and workers ask at once; another instance creating the
  // same queue at the same moment can make ours fail (pg-boss's DDL under its locks: a deadlock, a duplicate), so a
  // failed attempt looks again a few times before it gives up.
  const ensuring = new Map<string, Promise<void>>()
  const createOrUpdate = async (definition: Pick<JobDefinition, 'name' | 'retryLimit' | 'expireInSeconds'>) => {
    const options = {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 2,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    }
    for (let attempt = 1; ; attempt++) {
      try {
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, options)
        else await boss.createQueue(definition.name, options)
        return
      } catch (error) {
        if (attempt >= 4) throw error
        await new Promise((r) => setTimeout(r, 100 * attempt))
      }
    }
  }
  const ensureQueue = (definition: Pick<JobDefinition, 'name' | 'retryLimit' | 'expireInSeconds'>) => {
    let pending = ensuring.get(definition.name)
    if (!pending) {
      pending = createOrUpdate(definition).catch((error: Error) => {
        ensuring.delete(definition.name)
        throw error
      })
      ensuring.set(definition.name, pending)
    }
    return pending
  }
  let stopping: Promise<void> | undefined
  const workers = new Map<string, string[]>()
  return {
    boss,
    async send(name, data, options) {
      await ensureQueue({ name })
      const id = await boss.send(name, data, options ?? {})
      // This instance's own idle worker looks at once instead of at its next poll (another instance's polls as usual).
      for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker)
      return id
    },
    async work(definitions) {
      for (const definition of definitions) {
        // The worker's own settings (retries, expiry) win over a send that made the queue with the defaults.
        await ensuring.get(definition.name)?.catch(() => undefined)
        const settled = createOrUpdate(definition)
        ensuring.set(definition.name, settled)
        await settled
        const handler = async ([job]: PgBoss.Job<object>[]) => {
          const started = Date.now()
          console.log(`[jobs] start ${definition.name} ${job.id} on ${INSTANCE}`)
          try {
            const output = await definition.run(job.data, { id: job.id })
            console.log(`[jobs] done ${definition.name} ${job.id} in ${Date.now() - started} ms`)
            return { instance: INSTANCE, ...(output ?? {}) }
          } catch (error) {
            console.error(`[jobs] failed ${definition.name} ${job.id}: ${(error as Error).message}`)
            throw error
          }
        }
        const ids = []
        for (let i = 0; i < (definition.concurrency ?? 1); i++)
          ids.push(await boss.work(definition.name, { pollingIntervalSeconds: definition.pollSeconds ?? 2 }, handler))
        workers.set(definition.name, ids)
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'Asia/Shanghai' })
        else await boss.unschedule(definition.name).catch(() => {})
      }
    },
    job: (name, id) => boss.getJobById<object>(name, id, { includeArchive: true }),
    stop(timeoutMs = 20_000) {
      // graceful: running jobs finish (up to the timeout); close: false, because the pool is the app's to close.
      stopping ??= boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs })
      return stopping
    },
  }
}
