// Every sharp decode/encode in this process (upload re-encoding, imageView2 variants) runs through one bounded pool:
// at most `workers` jobs at once, a short queue behind them, and a refusal past that — so a burst of large pictures
// costs a bounded share of the CPU instead of all of it, and the pages keep answering (issue 23, M2).
import os from 'node:os'
import sharp from 'sharp'

/** What a refused job tells the user: the server is busy with pictures, not broken. */
const IMAGE_BUSY_MESSAGE = '图片处理繁忙，请稍后再试'
/** Seconds a refused client is asked to wait before trying again. */
export const IMAGE_BUSY_RETRY_SECONDS = 5

export class ImageBusyError extends Error {
  constructor() {
    super(IMAGE_BUSY_MESSAGE)
    this.name = 'ImageBusyError'
  }
}

export function isImageBusy(error: unknown): error is ImageBusyError {
  return error instanceof ImageBusyError
}

/** A counting semaphore with a bounded queue: jobs start in arrival order, never more than `workers` at once. */
export class JobPool {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly workers: number,
    readonly maxQueue: number,
  ) {
    if (!(workers >= 1) || !(maxQueue >= 0))
      throw new Error('JobPool needs at least one worker and a queue of 0 or more')
  }

  /** Jobs running now. */
  get running(): number {
    return this.active
  }

  /** Jobs waiting for a worker. */
  get queued(): number {
    return this.waiting.length
  }

  /**
   * Runs `job` when a worker is free; throws ImageBusyError at once when more than `maxQueue` (the pool's, unless the
   * job's kind allows another) already wait.
   */
  async run<T>(job: () => Promise<T>, maxQueue = this.maxQueue): Promise<T> {
    if (this.active < this.workers) this.active++
    else if (this.waiting.length >= maxQueue) throw new ImageBusyError()
    // The finishing job hands its slot straight to the first in line, so `active` never passes `workers`.
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await job()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}

// Half the cores (1 on the 2-core production machine): the other half stays for pages and the API. Each job runs
// on one libvips thread, so N jobs use about N cores; libvips would otherwise spread one job over every core.
const CORES = os.availableParallelism()
export const IMAGE_WORKERS = Math.max(1, Math.floor(CORES / 2))
// Behind the workers: a 5 MB upload waits with its bytes in memory, so the line is short (≈ 8 × 5 MB at most).
const IMAGE_QUEUE = 8
/**
 * A variant waits with its stored original in memory (re-encoded at upload: a seeded cover is ~17 KB, a large uploaded
 * picture a few MB), and one page asks for many at once: a course list's first view after a deploy wants ~20 covers.
 * With the uploads' line of 8, a single visitor got 503s and broken covers (seen in the browser suite on a fresh
 * server), so variants queue three times as deep; the worst case stays bounded (24 originals).
 */
export const VARIANT_QUEUE = 24

sharp.concurrency(1)

// One pool per process, kept on globalThis so every module copy (Next bundles routes separately) shares it.
const holder = globalThis as unknown as { __imagePool?: JobPool }
export const imagePool: JobPool = (holder.__imagePool ??= new JobPool(IMAGE_WORKERS, IMAGE_QUEUE))

/** Runs one sharp decode/encode in the process's pool: an upload's, or (`variant`) an imageView2 variant's. */
export function runImageJob<T>(job: () => Promise<T>, kind: 'upload' | 'variant' = 'upload'): Promise<T> {
  return imagePool.run(job, kind === 'variant' ? VARIANT_QUEUE : imagePool.maxQueue)
}
