// The pure half of the transcoder: which renditions a source gets, the ffmpeg command lines, the playlists' text and
// what a finished variant playlist says. No process, no file — so every choice here is unit-tested in milliseconds.
import path from 'node:path'
import { looksLikeMp4 } from './probe'

export interface Rung {
  name: string
  width: number
  height: number
  videoKbps: number
  audioKbps: number
}

/** The ladder's rungs by their short side. Bitrates are caps (the encoder runs at constant quality below them):
 *  lessons are mostly slides and a speaker, which stay far under the cap; a busy scene is held to it. */
const RUNGS = [
  { short: 360, videoKbps: 800, audioKbps: 64 },
  { short: 540, videoKbps: 1400, audioKbps: 96 },
  { short: 720, videoKbps: 2500, audioKbps: 128 },
  { short: 1080, videoKbps: 4500, audioKbps: 128 },
]

/** The largest source accepted: 4K UHD, either way up (a phone films 4K portrait as 2160×3840). */
export const MAX_LONG_SIDE = 3840
export const MAX_SHORT_SIDE = 2160

const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2)

/**
 * The renditions of a source (its size as displayed): every rung of 360p/540p/720p/1080p at or below its short side
 * (a portrait film's "720p" is 720 wide), the aspect ratio kept with even sides; a source smaller than 360p gets one
 * rendition at its own size. Never upscaled.
 */
export function ladderFor(source: { width: number; height: number }): Rung[] {
  const short = Math.min(source.width, source.height)
  const long = Math.max(source.width, source.height)
  const portrait = source.height > source.width
  const fit = (s: number) => {
    const l = Math.min(Math.max(2, Math.round((long * s) / short / 2) * 2), even(long))
    return portrait ? { width: s, height: l } : { width: l, height: s }
  }
  const rungs = RUNGS.filter((r) => r.short <= short)
  if (rungs.length === 0) {
    const width = even(source.width)
    const height = even(source.height)
    // Scaled from 360p's cap by the picture's area, with a floor that keeps a tiny clip readable.
    const videoKbps = Math.max(200, Math.round((RUNGS[0].videoKbps * width * height) / (640 * 360) / 50) * 50)
    return [{ name: `${Math.min(width, height)}p`, width, height, videoKbps, audioKbps: 64 }]
  }
  return rungs.map((r) => ({ name: `${r.short}p`, ...fit(r.short), videoKbps: r.videoKbps, audioKbps: r.audioKbps }))
}

/** H.264 levels (Annex A): [level_idc, max macroblocks per frame, max macroblocks per second]. */
const LEVELS: [number, number, number][] = [
  [30, 1620, 40500],
  [31, 3600, 108000],
  [32, 5120, 216000],
  [40, 8192, 245760],
  [42, 8704, 522240],
  [50, 22080, 589824],
  [51, 36864, 983040],
  [52, 36864, 2073600],
]

/** The lowest level a picture size and frame rate fit in (the encoder is told it, and CODECS names the same one). */
export function h264Level(width: number, height: number, fps: number): number {
  const perFrame = Math.ceil(width / 16) * Math.ceil(height / 16)
  const found = LEVELS.find(([, frame, rate]) => perFrame <= frame && perFrame * fps <= rate)
  return (found ?? LEVELS[LEVELS.length - 1])[0]
}

/** The RFC 6381 codec string of a Main-profile rendition (x264 writes Main as 4D40xx), with AAC-LC when it has sound. */
export function codecsFor(level: number, hasAudio: boolean): string {
  const video = `avc1.4D40${level.toString(16).toUpperCase().padStart(2, '0')}`
  return hasAudio ? `${video},mp4a.40.2` : video
}

/** Frame rates above this are capped (a 120 fps slow-motion phone clip would cost four times a 30 fps one). */
const MAX_FPS = 60

export interface LadderArgs {
  /** Absolute path of the source. */
  source: string
  ladder: Rung[]
  hasAudio: boolean
  /** The source's frame rate as probed. */
  fps: number
  /** Absolute path of the key info file (key URI, key file path, IV). */
  keyInfoFile: string
  threads: number
}

/** Output frame rate: the source's, capped. */
export const outputFps = (fps: number) => Math.min(fps, MAX_FPS)

/**
 * One ffmpeg for the whole ladder, run with the output folder as its working directory (so no path of ours is read as a
 * pattern): the picture is decoded once, scaled to the top rung, split and scaled down from there; each rung is its own
 * libx264 encode with its own AAC, muxed by one HLS muxer into `<name>/index.m3u8` and `<name>/seg-NNN.ts`.
 */
export function ladderArgs(a: LadderArgs): string[] {
  const { ladder, hasAudio } = a
  const top = ladder[ladder.length - 1]
  const capFps = a.fps > MAX_FPS + 0.5 ? `fps=${MAX_FPS},` : ''
  const head = `[0:v:0]${capFps}scale=${top.width}:${top.height},setsar=1,format=yuv420p`
  const graph =
    ladder.length === 1
      ? `${head}[v0]`
      : [
          `${head},split=${ladder.length}${ladder.map((_, i) => `[s${i}]`).join('')}`,
          ...ladder.map((r, i) => (r === top ? `[s${i}]null[v${i}]` : `[s${i}]scale=${r.width}:${r.height}[v${i}]`)),
        ].join(';')
  const fps = outputFps(a.fps)
  const perRung = ladder.flatMap((r, i) => [
    ...['-map', `[v${i}]`],
    ...(hasAudio ? ['-map', '0:a:0'] : []),
    ...[`-maxrate:v:${i}`, `${r.videoKbps}k`, `-bufsize:v:${i}`, `${r.videoKbps * 2}k`],
    ...[`-level:v:${i}`, levelText(h264Level(r.width, r.height, fps))],
    ...(hasAudio ? [`-b:a:${i}`, `${r.audioKbps}k`] : []),
  ])
  const streamMap = ladder.map((r, i) => (hasAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`))
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
    ...['-threads', String(a.threads), '-i', `file:${a.source}`],
    ...['-filter_complex_threads', '1', '-filter_complex', graph],
    ...perRung,
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-crf', '23', '-threads', String(a.threads)],
    // A keyframe every 2 s of output time whatever the frame rate, and none elsewhere: segments cut on them.
    ...['-sc_threshold', '0', '-force_key_frames', 'expr:gte(t,n_forced*2)'],
    ...(hasAudio ? ['-c:a', 'aac', '-ac', '2', '-ar', '48000'] : []),
    ...['-map_metadata', '-1', '-map_chapters', '-1', '-max_muxing_queue_size', '4096'],
    ...['-f', 'hls', '-hls_time', '6', '-hls_playlist_type', 'vod', '-hls_segment_type', 'mpegts'],
    ...['-hls_flags', 'independent_segments', '-hls_key_info_file', a.keyInfoFile],
    ...['-hls_segment_filename', '%v/seg-%03d.ts', '-var_stream_map', streamMap.join(' '), '-y', '%v/index.m3u8'],
  ]
}

const levelText = (level: number) => `${Math.floor(level / 10)}.${level % 10}`

/** The poster: one frame `atSeconds` in, at the top rendition's size but at most 1280 wide, as a JPEG in the cwd. */
export function posterArgs(
  source: string,
  top: { width: number; height: number },
  atSeconds: number,
  threads: number,
): string[] {
  const width = Math.min(top.width, 1280)
  const height = even((top.height * width) / top.width)
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-threads', String(threads)],
    ...['-ss', atSeconds.toFixed(3), '-i', `file:${source}`, '-map', '0:v:0', '-frames:v', '1'],
    ...['-vf', `scale=${width}:${height},setsar=1`, '-q:v', '3', '-update', '1', '-y', 'poster.jpg'],
  ]
}

/** hls_key_info_file: the URI players fetch the key from, where ffmpeg reads it, and the IV (one per transcode). */
export function keyInfoText(keyUri: string, keyFile: string, iv: Buffer): string {
  // One line each, and the URI is written inside URI="…": a line break or quote would break the playlist.
  if (/["\r\n]/.test(keyUri) || /[\r\n]/.test(keyFile))
    throw new Error('key URI or key path holds a quote or line break')
  return `${keyUri}\n${keyFile}\n${iv.toString('hex')}\n`
}

export interface VariantPlaylist {
  segments: { uri: string; seconds: number }[]
  ended: boolean
}

/** The segments of a media playlist ffmpeg wrote (EXTINF durations and URIs) and whether it is complete. */
export function parseVariantPlaylist(text: string): VariantPlaylist {
  const segments: VariantPlaylist['segments'] = []
  let pending: number | null = null
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8))
    else if (line && !line.startsWith('#') && pending !== null) {
      segments.push({ uri: line, seconds: pending })
      pending = null
    }
  }
  return { segments, ended: text.includes('#EXT-X-ENDLIST') }
}

/** Peak and average bits per second of a rendition from its segments' real sizes: what BANDWIDTH must promise. */
export function measureBandwidth(segments: { seconds: number; bytes: number }[]): { peak: number; average: number } {
  const seconds = segments.reduce((t, s) => t + s.seconds, 0)
  const bytes = segments.reduce((t, s) => t + s.bytes, 0)
  // A last sliver of a segment (a keyframe in 0.1 s) would claim a peak no viewer ever needs.
  const whole = segments.filter((s) => s.seconds >= 1)
  const peak = Math.max(0, ...(whole.length ? whole : segments).map((s) => (s.bytes * 8) / Math.max(s.seconds, 0.001)))
  return { peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / Math.max(seconds, 0.001)) }
}

export interface MasterEntry {
  width: number
  height: number
  bandwidth: number
  averageBandwidth: number
  codecs: string
  playlist: string
}

/** The master playlist, renditions from lowest to highest (players start on the first one listed). */
export function masterPlaylist(entries: MasterEntry[]): string {
  const sorted = [...entries].sort((a, b) => a.bandwidth - b.bandwidth || a.height - b.height)
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS']
  for (const e of sorted) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${e.bandwidth},AVERAGE-BANDWIDTH=${e.averageBandwidth},` +
        `RESOLUTION=${e.width}x${e.height},CODECS="${e.codecs}"`,
      e.playlist,
    )
  }
  return `${lines.join('\n')}\n`
}

/** A file ffprobe could not read that still starts like a film container (MP4/MOV, Matroska/WebM, AVI): damaged. */
export function looksLikeVideoContainer(head: Uint8Array): boolean {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength)
  if (looksLikeMp4(b)) return true
  if (b.length >= 8 && ['moov', 'mdat', 'wide', 'free', 'skip'].includes(b.toString('latin1', 4, 8))) return true
  if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3) return true
  return b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 11) === 'AVI'
}

/** Containers ffprobe opens as one still "video": a photo is not a lesson. */
export function isStillImage(formatName: string): boolean {
  return formatName.split(',').some((f) => f === 'image2' || f.endsWith('_pipe') || f === 'tty')
}

/** A path as written in the result: relative to the output folder, with forward slashes. */
export const posix = (p: string) => p.split(path.sep).join('/')
