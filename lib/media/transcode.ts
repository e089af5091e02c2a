// A lesson video into an encrypted HLS ladder, by spawning Debian's ffmpeg (no npm binaries): probe, one ffmpeg for every
// rendition, a poster, and a master playlist written here. Each segment is AES-128 encrypted with the caller's key, whose
// file lives outside the output folder only while ffmpeg runs. Every failure is a TranscodeError with a reason and a
// Chinese sentence for the operator, and leaves the output folder as it was; ffmpeg is killed on abort and on any error
// (run-ffmpeg.ts), never left running.
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { binaryAnswers, probeMedia } from './probe'
import { runFfmpeg } from './run-ffmpeg'
import {
  codecsFor,
  h264Level,
  isStillImage,
  keyInfoText,
  ladderArgs,
  ladderFor,
  looksLikeVideoContainer,
  MAX_LONG_SIDE,
  MAX_SHORT_SIDE,
  measureBandwidth,
  masterPlaylist,
  outputFps,
  parseVariantPlaylist,
  posix,
  posterArgs,
  type Rung,
} from './transcode-args'
import { fail } from './transcode-error'

export { TranscodeError, type TranscodeFailure } from './transcode-error'

/** One rung of the ladder as written (ladderFor, in transcode-args.ts, says which rungs a source gets). */
interface RenditionInfo {
  /** '360p' | '540p' | '720p' | '1080p' (or a small source's own size, e.g. '240p'). */
  name: string
  width: number
  height: number
  /** Peak bits per second over its segments, as the master playlist's BANDWIDTH says. */
  bandwidth: number
  /** '360p/index.m3u8' */
  playlist: string
}

export interface TranscodeResult {
  durationSeconds: number
  width: number
  height: number
  renditions: RenditionInfo[]
  master: 'master.m3u8'
  poster: 'poster.jpg'
  /** Every written file, relative to outDir, with forward slashes. */
  files: string[]
}

/** ffmpeg answers `-version`. */
export async function ffmpegAvailable(ffmpegPath: string): Promise<boolean> {
  return binaryAnswers(ffmpegPath)
}

export interface TranscodeInput {
  source: string
  outDir: string
  /** The lesson's AES-128 key: 16 bytes. */
  key: Buffer
  /** What the playlists' EXT-X-KEY URI says, exactly. */
  keyUri: string
  ffmpegPath: string
  ffprobePath: string
  signal?: AbortSignal
  /** Called at most every ~500 ms, never going back; 100 only once everything is written. Must not throw. */
  onProgress?: (percent: number, stage: 'probing' | 'transcoding') => void
  /** ffmpeg's threads for decoding and per encoder: 2 by default, which keeps both cores of a 2-core server busy —
   *  at low priority (nice 10), so requests still come first. */
  threads?: number
}

const PROGRESS_EVERY_MS = 500

export async function transcodeToHls(input: TranscodeInput): Promise<TranscodeResult> {
  const { signal, outDir } = input
  const threads = input.threads ?? 2
  if (input.key.length !== 16) throw new Error('an AES-128 key is 16 bytes')
  if (signal?.aborted) throw fail('aborted')
  const progress = progressReporter(input.onProgress)
  progress('probing', 0)
  const source = path.resolve(input.source)
  if ((await stat(source)).size === 0) throw fail('empty')
  if (!(await binaryAnswers(input.ffmpegPath))) throw fail('unavailable')
  const info = await probeMedia(source, input.ffprobePath, signal).catch((e: unknown) => {
    throw signal?.aborted ? fail('aborted') : e
  })
  if (signal?.aborted) throw fail('aborted')
  if (info === 'missing') throw fail('unavailable')
  if (info === 'unreadable') throw fail((await startsLikeVideo(source)) ? 'corrupt' : 'notVideo')
  if (!info.video) throw fail(info.hasAudio ? 'audioOnly' : 'notVideo')
  const { width, height } = info.video
  if (isStillImage(info.formatName) || width < 2 || height < 2) throw fail('notVideo')
  if (Math.max(width, height) > MAX_LONG_SIDE || Math.min(width, height) > MAX_SHORT_SIDE) throw fail('tooLarge')
  if (!(info.durationSeconds > 0)) throw fail('corrupt', 'no duration')
  const ladder = ladderFor(info.video)

  await mkdir(outDir, { recursive: true })
  const keyDir = await mkdtemp(path.join(os.tmpdir(), 'hls-key-'))
  try {
    // Fresh rendition folders: a retry after a crash must not list the earlier attempt's extra segments.
    for (const r of ladder) {
      await rm(path.join(outDir, r.name), { recursive: true, force: true })
      await mkdir(path.join(outDir, r.name))
    }
    const keyFile = path.join(keyDir, 'key')
    const keyInfoFile = path.join(keyDir, 'keyinfo')
    await writeFile(keyFile, input.key, { mode: 0o600 })
    await writeFile(keyInfoFile, keyInfoText(input.keyUri, keyFile, randomBytes(16)), { mode: 0o600 })
    const args = ladderArgs({ source, ladder, hasAudio: info.hasAudio, fps: info.video.fps, keyInfoFile, threads })
    const totalUs = info.durationSeconds * 1e6
    const run = await runFfmpeg(input.ffmpegPath, args, outDir, signal, {
      onStart: () => progress('transcoding', 0),
      onLine: (line) => {
        const m = /^out_time_us=(\d+)$/.exec(line)
        if (m) progress('transcoding', Math.min(99, Math.floor((Number(m[1]) / totalUs) * 100)))
      },
    })
    if (run.code !== 0) throw fail('corrupt', run.stderr)
    const renditions = await checkRenditions(outDir, ladder, info.videoSeconds, run.stderr)

    const top = ladder[ladder.length - 1]
    const at = info.durationSeconds * 0.1
    let poster = await runFfmpeg(input.ffmpegPath, posterArgs(source, top, at, threads), outDir, signal)
    if (!(await nonEmpty(path.join(outDir, 'poster.jpg'))))
      poster = await runFfmpeg(input.ffmpegPath, posterArgs(source, top, 0, threads), outDir, signal)
    if (!(await nonEmpty(path.join(outDir, 'poster.jpg')))) throw fail('corrupt', `poster: ${poster.stderr}`)

    const fps = outputFps(info.video.fps)
    const entries = renditions.map((r) => ({
      ...r,
      codecs: codecsFor(h264Level(r.width, r.height, fps), info.hasAudio),
    }))
    await writeFile(path.join(outDir, 'master.m3u8'), masterPlaylist(entries))
    const files = ['master.m3u8', 'poster.jpg', ...renditions.flatMap((r) => r.files)].sort()
    progress('transcoding', 100)
    return {
      durationSeconds: info.durationSeconds,
      width,
      height,
      renditions: renditions.map(({ name, width, height, bandwidth, playlist }) => ({
        name,
        width,
        height,
        bandwidth,
        playlist,
      })),
      master: 'master.m3u8',
      poster: 'poster.jpg',
      files,
    }
  } catch (e) {
    // A failed or cancelled transcode leaves the folder as it found it: no half ladder to be served by mistake.
    await Promise.all([
      ...ladder.map((r) => rm(path.join(outDir, r.name), { recursive: true, force: true })),
      rm(path.join(outDir, 'master.m3u8'), { force: true }),
      rm(path.join(outDir, 'poster.jpg'), { force: true }),
    ])
    throw e
  } finally {
    await rm(keyDir, { recursive: true, force: true })
  }
}

/** Each rendition's playlist is complete, has segments, and covers the film (a cut-short file decodes only its start). */
async function checkRenditions(outDir: string, ladder: Rung[], expectedSeconds: number, stderr: string) {
  return Promise.all(
    ladder.map(async (r) => {
      const playlist = `${r.name}/index.m3u8`
      const text = await readFile(path.join(outDir, playlist), 'utf8').catch(() => '')
      const { segments, ended } = parseVariantPlaylist(text)
      const seconds = segments.reduce((t, s) => t + s.seconds, 0)
      if (!ended || segments.length === 0) throw fail('corrupt', `${playlist} incomplete: ${stderr}`)
      if (seconds < expectedSeconds * 0.9 - 1) throw fail('corrupt', `${seconds}s of ${expectedSeconds}s: ${stderr}`)
      const sized = await Promise.all(
        segments.map(async (s) => ({ seconds: s.seconds, bytes: (await stat(path.join(outDir, r.name, s.uri))).size })),
      )
      const { peak, average } = measureBandwidth(sized)
      const written = (await readdir(path.join(outDir, r.name))).map((f) => posix(path.join(r.name, f)))
      return { ...r, playlist, bandwidth: peak, averageBandwidth: average, files: written }
    }),
  )
}

async function startsLikeVideo(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(16)
    const { bytesRead } = await handle.read(head, 0, 16, 0)
    return looksLikeVideoContainer(head.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}

const nonEmpty = (file: string) =>
  stat(file).then(
    (s) => s.size > 0,
    () => false,
  )

/** Wraps onProgress: never backwards, at most every PROGRESS_EVERY_MS within a stage, 100 always passes. */
function progressReporter(onProgress: TranscodeInput['onProgress']) {
  let last = -1
  let lastStage = ''
  let lastAt = 0
  return (stage: 'probing' | 'transcoding', percent: number) => {
    if (!onProgress) return
    const now = Date.now()
    const value = Math.max(percent, last, 0)
    const sameStage = stage === lastStage
    if (sameStage && (value === last || (now - lastAt < PROGRESS_EVERY_MS && value !== 100))) return
    last = value
    lastStage = stage
    lastAt = now
    onProgress(value, stage)
  }
}
