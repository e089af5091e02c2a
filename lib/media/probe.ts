// What an uploaded lesson video is, asked of ffprobe (Debian's ffmpeg package, spawned — no npm binaries): its length and
// whether it has a picture at all. Only the file's boxes are read, so a 2 GB file costs ffprobe milliseconds.
import { spawn } from 'node:child_process'

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
    disposition?: { attached_pic?: number }
  }[]
}

const MAX_OUTPUT = 1024 * 1024
const TIMEOUT_MS = 60_000

function run(binary: string, file: string): Promise<{ code: number | null; stdout: string } | 'missing'> {
  return new Promise((resolve, reject) => {
    const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'ignore'], timeout: TIMEOUT_MS })
    const chunks: Buffer[] = []
    let size = 0
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_OUTPUT) chunks.push(chunk)
      else child.kill('SIGKILL')
    })
    child.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? resolve('missing') : reject(e)))
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

const found = new Set<string>()

/** ffprobe answers `-version` (remembered once it did: installing it later needs no restart, removing it does). */
export async function ffprobeAvailable(ffprobe: string): Promise<boolean> {
  if (found.has(ffprobe)) return true
  const ok = await new Promise<boolean>((resolve) => {
    const child = spawn(ffprobe, ['-version'], { stdio: 'ignore', timeout: 10_000 })
    child.on('error', () => resolve(false))
    child.on('close', (code) => resolve(code === 0))
  })
  if (ok) found.add(ffprobe)
  return ok
}
