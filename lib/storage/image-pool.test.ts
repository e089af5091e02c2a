/** @jest-environment node */
// The decoding pool's promise: never more than N jobs at once, a bounded line behind them in arrival order, and an
// immediate refusal past it — counted with the pool's own jobs, no clock involved.
import { ImageBusyError, IMAGE_WORKERS, JobPool } from './image-pool'

function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}
const settle = () => new Promise((resolve) => setImmediate(resolve))

it('runs at most N jobs at once, starts the waiting ones in arrival order, and refuses past the queue', async () => {
  const pool = new JobPool(2, 3)
  const live = { now: 0, peak: 0 }
  const started: number[] = []
  const gates = Array.from({ length: 5 }, gate)
  const jobs = gates.map((g, i) =>
    pool.run(async () => {
      started.push(i)
      live.now += 1
      live.peak = Math.max(live.peak, live.now)
      await g.opened
      live.now -= 1
      return i
    }),
  )
  await settle()
  expect([pool.running, pool.queued, started]).toEqual([2, 3, [0, 1]])
  // Two running and three waiting: the sixth is refused at once, without running.
  await expect(pool.run(async () => 'never')).rejects.toBeInstanceOf(ImageBusyError)
  await expect(pool.run(async () => 'never')).rejects.toThrow('图片处理繁忙，请稍后再试')
  gates[1].open()
  await settle()
  expect(started).toEqual([0, 1, 2])
  for (const g of gates) g.open()
  expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4])
  expect(started).toEqual([0, 1, 2, 3, 4])
  expect(live.peak).toBe(2)
  expect([pool.running, pool.queued]).toEqual([0, 0])
})

it('frees the worker of a job that fails', async () => {
  const pool = new JobPool(1, 0)
  await expect(pool.run(async () => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture')
  expect(await pool.run(async () => 'next')).toBe('next')
  expect(pool.running).toBe(0)
})

it('keeps at least one worker, and half the cores by default', () => {
  expect(IMAGE_WORKERS).toBeGreaterThanOrEqual(1)
  expect(() => new JobPool(0, 1)).toThrow()
})
