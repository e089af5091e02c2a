// What an uploaded lesson video is, asked of ffprobe (Debian's ffmpeg package, spawned — no npm binaries): its length and
// whether it has a picture at all. Only the file's boxes are read, so a 2 GB file costs ffprobe milliseconds.
import { spawn, type ChildProcess } from 'node:child_process'

export type ProbeAnswer =
  | { ok: true; durationSeconds: number; width: number; height: number; codec: string }
  /** unavailable: no ffprobe on this server; corrupt: ffprobe cannot read it; noVideo: sound only; noDuration: 0 s. */
  | { ok: false; reason: 'unavailable' | 'corrupt' | 'noVideo' | 'noDuration' }

// Brands of the ISO family that are pictures, not films (HEIC/AVIF photos open in ffprobe as one-frame "videos").
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis'])

/** The first bytes are an ISO base media `ftyp` box of a film (MP4, M4V, QuickTime-compatible): what we call an MP4. */
export function looksLikeMp4(head: Uint8Array): boolean {
  if (head.length < 12) return false
  const box = Buffer.from(head.buffer, head.byteOffset, head.byteLength)
  const size = box.readUInt32BE(0)
  if (box.toString('latin1', 4, 8) !== 'ftyp' || (size !== 1 && size < 12)) return false
  return !IMAGE_BRANDS.has(box.toString('latin1', 8, 12).trim())
}

interface FfprobeJson {
  format?: { duration?: string; format_name?: string }
  streams?: {
    codec_type?: string
    codec_name?: string
    width?: number
    height?: number
    duration?: string
    sample_aspect_ratio?: string
    avg_frame_rate?: string
    r_frame_rate?: string
    tags?: { rotate?: string }
    side_data_list?: { rotation?: number }[]
    disposition?: { attached_pic?: number }
  }[]
}

const MAX_OUTPUT = 1024 * 1024
const TIMEOUT_MS = 60_000

/** spawn's own `timeout` would outlive a binary that is not there (ENOENT brings 'close' but no 'exit') by its full
 *  length, holding the process open; this timer ends with 'close', which always comes. */
function killAfter(child: ChildProcess, ms: number) {
  const timer = setTimeout(() => child.kill('SIGKILL'), ms)
  child.once('close', () => clearTimeout(timer))
}

function run(
  binary: string,
  file: string,
  signal?: AbortSignal,
): Promise<{ code: number | null; stdout: string } | 'missing'> {
  return new Promise((resolve, reject) => {
    const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'ignore'], signal, killSignal: 'SIGKILL' })
    killAfter(child, TIMEOUT_MS)
    const chunks: Buffer[] = []
    let size = 0
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_OUTPUT) chunks.push(chunk)
      else child.kill('SIGKILL')
    })
    child.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? resolve('missing') : reject(e)))
    // An aborted probe is killed (SIGKILL) by spawn's own signal handling and rejects with an AbortError.
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(chunks).toString('utf8') }))
  })
}

/** Probes `file` with `ffprobe -v error -print_format json -show_format -show_streams`. */
export async function probeVideo(file: string, ffprobe: string): Promise<ProbeAnswer> {
  const out = await run(ffprobe, file)
  if (out === 'missing') return { ok: false, reason: 'unavailable' }
  if (out.code !== 0) return { ok: false, reason: 'corrupt' }
  let info: FfprobeJson
  try {
    info = JSON.parse(out.stdout) as FfprobeJson
  } catch {
    return { ok: false, reason: 'corrupt' }
  }
  if (!info.format?.format_name?.split(',').includes('mp4')) return { ok: false, reason: 'corrupt' }
  // A cover picture inside a sound file is a "video" stream to ffprobe; it is not a film.
  const video = info.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic)
  if (!video) return { ok: false, reason: 'noVideo' }
  const duration = Number(info.format.duration ?? video.duration)
  if (!Number.isFinite(duration) || duration < 0.5) return { ok: false, reason: 'noDuration' }
  return {
    ok: true,
    durationSeconds: Math.round(duration),
    width: video.width ?? 0,
    height: video.height ?? 0,
    codec: video.codec_name ?? '',
  }
}

/** Any container ffprobe reads, as the transcoder needs it; sizes as displayed (rotation and pixel shape applied). */
export interface MediaInfo {
  formatName: string
  /** The container's length in seconds, unrounded; NaN when ffprobe does not know it. */
  durationSeconds: number
  /** The picture's own length where the container says it (an audio track may run longer); else durationSeconds. */
  videoSeconds: number
  video: { width: number; height: number; codec: string; fps: number } | null
  hasAudio: boolean
}

function ratio(text: string | undefined): number {
  const [a, b] = (text ?? '').split(/[:/]/).map(Number)
  return a > 0 && b > 0 ? a / b : NaN
}

/** Probes any file ffprobe can open: 'missing' without ffprobe, 'unreadable' when ffprobe cannot parse it. */
export async function probeMedia(
  file: string,
  ffprobe: string,
  signal?: AbortSignal,
): Promise<MediaInfo | 'missing' | 'unreadable'> {
  const out = await run(ffprobe, file, signal)
  if (out === 'missing') return 'missing'
  let info: FfprobeJson
  try {
    info = JSON.parse(out.stdout) as FfprobeJson
  } catch {
    return 'unreadable'
  }
  if (out.code !== 0 || !info.format?.format_name) return 'unreadable'
  const duration = Number(info.format.duration ?? NaN)
  const v = info.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic)
  let video: MediaInfo['video'] = null
  if (v) {
    // Phones store a portrait film as landscape pixels and a rotation; anamorphic files have non-square pixels.
    const rotation = Math.abs(
      Number(v.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? v.tags?.rotate ?? 0),
    )
    const sar = ratio(v.sample_aspect_ratio)
    const w = Math.round((v.width ?? 0) * (Number.isFinite(sar) ? sar : 1))
    const h = v.height ?? 0
    const fps = [ratio(v.avg_frame_rate), ratio(v.r_frame_rate)].find((f) => Number.isFinite(f) && f > 0 && f < 1000)
    const turned = rotation % 180 === 90
    video = { width: turned ? h : w, height: turned ? w : h, codec: v.codec_name ?? '', fps: fps ?? 30 }
  }
  const videoSeconds = Number(v?.duration ?? NaN)
  return {
    formatName: info.format.format_name,
    durationSeconds: duration,
    videoSeconds: Number.isFinite(videoSeconds) && videoSeconds > 0 ? videoSeconds : duration,
    video,
    hasAudio: !!info.streams?.some((s) => s.codec_type === 'audio'),
  }
}

const found = new Set<string>()

/** ffprobe answers `-version` (remembered once it did: installing it later needs no restart, removing it does). */
export async function ffprobeAvailable(ffprobe: string): Promise<boolean> {
  return binaryAnswers(ffprobe)
}

/** The binary (ffprobe, ffmpeg) answers `-version`; a yes is remembered, a no is asked again next time. */
export async function binaryAnswers(binary: string): Promise<boolean> {
  if (found.has(binary)) return true
  const ok = await new Promise<boolean>((resolve) => {
    const child = spawn(binary, ['-version'], { stdio: 'ignore' })
    killAfter(child, 10_000)
    child.on('error', () => resolve(false))
    child.on('close', (code) => resolve(code === 0))
  })
  if (ok) found.add(binary)
  return ok
}
