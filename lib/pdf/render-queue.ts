// One PDF drawn at a time per process (issue 23 L8). pdfkit lays out and subsets the font on the main thread, and a
// document's pages stay buffered until it is numbered, so parallel exports would only interleave — each slower, memory
// the sum of all — on a 2-core server that also serves pages. Exports wait their turn in a short line; past it they
// are refused at once (the per-account and per-address limits in lib/auth/limits.ts bound who can fill it).
import 'server-only'

/** Exports that may wait while one is drawn; the next one is told to try again (the service answers 429). */
export const MAX_WAITING = 8

export class RenderQueueFull extends Error {
  constructor() {
    super('PDF render queue full')
    this.name = 'RenderQueueFull'
  }
}

interface Queue {
  busy: boolean
  waiting: Array<() => void>
}
// On globalThis: Next may bundle this module into more than one route, and the line is the process's.
const holder = globalThis as typeof globalThis & { __pdfRenderQueue?: Queue }
const queue: Queue = (holder.__pdfRenderQueue ??= { busy: false, waiting: [] })

/** Runs `work` when no other render runs; throws RenderQueueFull when MAX_WAITING are already waiting. */
export async function renderOneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (queue.busy) {
    if (queue.waiting.length >= MAX_WAITING) throw new RenderQueueFull()
    // The finishing render hands its turn over directly, so `busy` never drops between two renders.
    await new Promise<void>((resolve) => queue.waiting.push(resolve))
  }
  queue.busy = true
  try {
    return await work()
  } finally {
    const next = queue.waiting.shift()
    if (next) next()
    else queue.busy = false
  }
}
