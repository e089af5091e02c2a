/** @jest-environment node */
// The job queue as two app instances see it on one database: each job runs once, failures keep their reason, a stop
// lets the job in hand finish. On PostgreSQL the two queues have their own pools, as two processes would.
import { openDatabase, type DbHandle } from '@/lib/db/client'
import { createTestDatabase, usingPostgres, type TestDatabase } from '@/tests/db'
import { openJobQueue, type JobDefinition, type JobQueue } from './queue'

let database: TestDatabase
let second: DbHandle
const queues: JobQueue[] = []
/** Two instances' queues on the one database, opened once (each pg-boss start checks its schema). */
let a: JobQueue
let b: JobQueue

beforeAll(async () => {
  // Each run logs a start and an end (and a failure its reason); here they are noise.
  jest.spyOn(console, 'log').mockImplementation(() => {})
  jest.spyOn(console, 'error').mockImplementation(() => {})
  database = await createTestDatabase()
  // PGlite is one connection in one process: both queues share it, and pg-boss's row locks still decide between them.
  second = usingPostgres ? await openDatabase({ url: await urlOf(database) }) : database
  a = await open(database)
  b = await open(second)
}, 60_000)

afterAll(async () => {
  for (const queue of queues) await queue.stop(1_000)
  if (second !== database) await second.close()
  await database.cleanup()
})

async function urlOf(handle: DbHandle): Promise<string> {
  const { rows } = (await handle.raw('select current_database() as name')) as { rows: { name: string }[] }
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${rows[0].name}`
  return url.toString()
}

async function open(handle: DbHandle): Promise<JobQueue> {
  const queue = await openJobQueue(handle, { supervise: false })
  queues.push(queue)
  return queue
}

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 20_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

test('twelve jobs sent to two instances run once each, and each job says which instance ran it', async () => {
  const runs: string[] = []
  const job = (who: string): JobDefinition<{ n: number }> => ({
    name: 'test-once',
    pollSeconds: 0.5,
    concurrency: 2,
    run: async ({ n }) => {
      runs.push(`${n}`)
      await new Promise((r) => setTimeout(r, 20))
      return { who }
    },
  })
  const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => a.send('test-once', { n })))
  await Promise.all([a.work([job('a') as JobDefinition]), b.work([job('b') as JobDefinition])])
  await until(() => runs.length >= 12, 'twelve runs')
  await new Promise((r) => setTimeout(r, 1_200)) // a second run would come within a poll
  expect(runs.sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 12 }, (_, n) => `${n}`))
  for (const id of ids) {
    await until(async () => (await a.job('test-once', id!))?.state === 'completed', `job ${id} completed`)
    const done = await a.job('test-once', id!)
    expect(done?.output).toMatchObject({ who: expect.stringMatching(/^[ab]$/), instance: expect.any(String) })
  }
}, 60_000)

test('a job that throws is retried up to its limit and then failed with its reason', async () => {
  let tries = 0
  const queue = b
  await queue.work([
    {
      name: 'test-fails',
      pollSeconds: 0.5,
      retryLimit: 1,
      run: async () => {
        tries++
        throw new Error('源文件不是视频')
      },
    },
  ])
  await queue.boss.updateQueue('test-fails', { name: 'test-fails', retryLimit: 1, retryDelay: 0, retryBackoff: false })
  const id = (await queue.send('test-fails', {}))!
  await until(async () => (await queue.job('test-fails', id))?.state === 'failed', 'the job failed')
  expect(tries).toBe(2)
  expect((await queue.job('test-fails', id))?.output).toMatchObject({ message: '源文件不是视频' })
}, 60_000)

test('stop lets the job in hand finish and takes no new one', async () => {
  const started: number[] = []
  const finished: number[] = []
  const queue = a
  await queue.work([
    {
      name: 'test-stop',
      pollSeconds: 0.5,
      run: async (data) => {
        const { n } = data as { n: number }
        started.push(n)
        await new Promise((r) => setTimeout(r, 700))
        finished.push(n)
      },
    },
  ])
  const first = (await queue.send('test-stop', { n: 1 }))!
  await until(() => started.length === 1, 'the first job started')
  const later = (await queue.send('test-stop', { n: 2 }))!
  await queue.stop(5_000)
  expect(finished).toEqual([1])
  expect((await queue.job('test-stop', first))?.state).toBe('completed')
  // The second waits in the database for another instance (or this one's next start).
  expect((await b.job('test-stop', later))?.state).toBe('created')
}, 60_000)
