// A request body into a temporary file, chunk by chunk with backpressure, counted against a limit: a lesson video of
// gigabytes passes through in a few buffers' worth of memory, and a body past the limit stops at the limit.
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export class ReceiveError extends Error {
  /** tooLarge: past maxBytes; badHead: the first bytes failed `head`; incomplete: the client went away mid-body. */
  constructor(readonly reason: 'tooLarge' | 'badHead' | 'incomplete') {
    super(`body refused: ${reason}`)
  }
}

export interface ReceivedFile {
  path: string
  bytes: number
  /** Removes the file and its folder; safe to call twice. */
  dispose(): Promise<void>
}

export interface ReceiveOptions {
  maxBytes: number
  /** How many first bytes `head` judges. */
  headBytes?: number
  /** Judges the first bytes as soon as they arrive, so a wrong file is refused before the rest of it is read. */
  head?: (first: Uint8Array) => boolean
}

/** Streams `body` into a new temporary file; refuses (and removes it) as soon as a limit or the head check fails. */
export async function receiveToTempFile(
  body: ReadableStream<Uint8Array> | null,
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'upload-'))
  const file = path.join(dir, 'body')
  const dispose = () => rm(dir, { recursive: true, force: true })
  const headBytes = options.headBytes ?? 12
  let bytes = 0
  let head: Buffer | null = options.head ? Buffer.alloc(0) : null
  let refused: ReceiveError | null = null
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      if (bytes > options.maxBytes) return done((refused = new ReceiveError('tooLarge')))
      if (head && options.head) {
        head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)])
        if (head.length >= headBytes) {
          if (!options.head(head)) return done((refused = new ReceiveError('badHead')))
          head = null
        }
      }
      done(null, chunk)
    },
  })
  try {
    const source = body
      ? Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>)
      : Readable.from([])
    await pipeline(source, counter, createWriteStream(file, { flags: 'wx' }))
  } catch (e) {
    await dispose()
    throw refused ?? (e instanceof ReceiveError ? e : new ReceiveError('incomplete'))
  }
  // A body shorter than the head check (but not empty) cannot be the file it claims to be.
  if (head && bytes > 0 && options.head && !options.head(head)) {
    await dispose()
    throw new ReceiveError('badHead')
  }
  return { path: file, bytes, dispose }
}
