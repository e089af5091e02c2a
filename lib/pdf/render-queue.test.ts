/** @jest-environment node */
// One PDF drawn at a time, a short line behind it, and a refusal past the line (issue 23 L8) — told by promises the
// test settles itself, so no clock is involved.
import { MAX_WAITING, RenderQueueFull, renderOneAtATime } from './render-queue'

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

it('runs one render at a time in arrival order, and refuses the one after a full line', async () => {
  let running = 0
  let most = 0
  const order: number[] = []
  const gates = Array.from({ length: MAX_WAITING + 1 }, gate)
  const renders = gates.map((g, i) =>
    renderOneAtATime(async () => {
      running += 1
      most = Math.max(most, running)
      order.push(i)
      await g.opened
      running -= 1
      return i
    }),
  )
  // One drawing, MAX_WAITING waiting: the next is refused at once.
  await expect(renderOneAtATime(async () => 'late')).rejects.toBeInstanceOf(RenderQueueFull)
  for (const g of gates) g.open()
  expect(await Promise.all(renders)).toEqual(gates.map((_, i) => i))
  expect(order).toEqual(gates.map((_, i) => i))
  expect(most).toBe(1)
  // The line is empty again; a failing render frees its turn too.
  await expect(renderOneAtATime(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
  expect(await renderOneAtATime(async () => 'next')).toBe('next')
})
