/** @jest-environment node */
// The transcoder on real ffmpeg (issue 30), with clips made here by ffmpeg's lavfi sources: a 960×540 film with sound
// becomes an encrypted 360p + 540p ladder a player can decrypt with the key; what is not a film fails with its reason and
// a Chinese sentence and leaves nothing behind; cancelling kills ffmpeg.
import { execFileSync, spawnSync } from 'node:child_process'
import { createDecipheriv, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { TranscodeError, transcodeToHls, type TranscodeFailure } from './transcode'

const HAS_FFMPEG = spawnSync('ffprobe', ['-version']).status === 0 && spawnSync('ffmpeg', ['-version']).status === 0
// Skipped only where Debian's ffmpeg is absent (CI installs it: .ci/run).
const withFfmpeg = HAS_FFMPEG ? describe : describe.skip
if (!HAS_FFMPEG) console.warn('transcode: ffmpeg/ffprobe not installed (apt-get install ffmpeg): tests skipped')

const KEY = randomBytes(16)
const KEY_URI = 'https://demo.localhost/api/hls/key?lesson=7&token=abc.def'
let work: string
let clip: string

function ffmpeg(name: string, args: string[]) {
  const out = path.join(work, name)
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, out])
  return out
}
const options = (source: string, outDir: string) => ({
  source,
  outDir,
  key: KEY,
  keyUri: KEY_URI,
  ffmpegPath: 'ffmpeg',
  ffprobePath: 'ffprobe',
})
/** This test process's own children: only the transcoder's ffmpeg (behind setpriv, which becomes it) runs async. */
const ffmpegChildren = () =>
  spawnSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
const keyFolders = () => new Set(fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('hls-key-')))
const walk = (dir: string, base = ''): string[] =>
  fs
    .readdirSync(path.join(dir, base), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(dir, path.posix.join(base, e.name)) : [path.posix.join(base, e.name)]))
/** MPEG-TS: a 0x47 sync byte at the start of every 188-byte packet. */
const isTransportStream = (b: Buffer) => b.length >= 188 * 3 && [0, 188, 376, 564].every((i) => b[i] === 0x47)

const systemTmp = process.env.TMPDIR
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'transcode-test-'))
  // The key folders this file looks for are its own: another Jest worker transcoding at the same moment (the video
  // integration suites) makes its hls-key-* folder in the shared temporary folder, which failed this file once in a full run.
  process.env.TMPDIR = path.join(work, 'tmp')
  fs.mkdirSync(process.env.TMPDIR)
  if (!HAS_FFMPEG) return
  // 10 frames a second keeps every encode here cheap; the keyframe and segment rules do not depend on the rate.
  clip = ffmpeg('clip.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc2=size=960x540:rate=10:duration=12'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=12'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-movflags', '+faststart', '-shortest'],
  ])
})
afterAll(() => {
  if (systemTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = systemTmp
  fs.rmSync(work, { recursive: true, force: true })
})

withFfmpeg('transcodeToHls', () => {
  it('turns a 12 s 960×540 film with sound into an AES-128 encrypted 360p + 540p HLS ladder', async () => {
    const outDir = path.join(work, 'ladder')
    const keysBefore = keyFolders()
    const progress: [number, string][] = []
    const result = await transcodeToHls({ ...options(clip, outDir), onProgress: (p, s) => progress.push([p, s]) })

    expect(result.durationSeconds).toBeCloseTo(12, 0)
    expect([result.width, result.height]).toEqual([960, 540])
    expect(result.renditions.map((r) => [r.name, r.width, r.height, r.playlist])).toEqual([
      ['360p', 640, 360, '360p/index.m3u8'],
      ['540p', 960, 540, '540p/index.m3u8'],
    ])
    const master = fs.readFileSync(path.join(outDir, 'master.m3u8'), 'utf8')
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:(.*)\n(.*)\n/g)].map((m) => [m[1], m[2]])
    expect(variants.map(([, uri]) => uri)).toEqual(['360p/index.m3u8', '540p/index.m3u8'])
    expect(variants[0][0]).toMatch(/BANDWIDTH=\d+.*RESOLUTION=640x360,CODECS="avc1\.4D40[0-9A-F]{2},mp4a\.40\.2"/)
    expect(variants[1][0]).toContain('RESOLUTION=960x540')

    for (const [attributes, uri] of variants) {
      const playlist = fs.readFileSync(path.join(outDir, uri), 'utf8')
      const key = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/i.exec(playlist)
      expect(key?.[1]).toBe(KEY_URI)
      const durations = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]))
      expect(durations.reduce((a, b) => a + b)).toBeCloseTo(12, 0)
      for (const d of durations.slice(0, -1)) expect(Math.abs(d - 6)).toBeLessThan(0.5)
      expect(playlist).toContain('#EXT-X-ENDLIST')

      const segment = fs.readFileSync(path.join(outDir, path.dirname(uri), /^(seg-\d+\.ts)$/m.exec(playlist)![1]))
      expect(isTransportStream(segment)).toBe(false)
      const decipher = createDecipheriv('aes-128-cbc', KEY, Buffer.from(key![2], 'hex'))
      const plain = Buffer.concat([decipher.update(segment), decipher.final()])
      expect(isTransportStream(plain)).toBe(true)
      // The decrypted picture is the H.264 the master promised: its SPS starts with CODECS' profile and level bytes.
      const codecHex = /avc1\.([0-9A-F]{6})/.exec(attributes)![1]
      expect(plain.includes(Buffer.from(`67${codecHex}`, 'hex'))).toBe(true)
    }

    const poster = fs.readFileSync(path.join(outDir, 'poster.jpg'))
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(result.files).toEqual(walk(outDir).sort())
    expect(result.files).toEqual(expect.arrayContaining(['master.m3u8', 'poster.jpg', '360p/seg-000.ts']))
    expect(result.files.some((f) => fs.readFileSync(path.join(outDir, f)).equals(KEY))).toBe(false)
    expect([...keyFolders()].filter((f) => !keysBefore.has(f))).toEqual([])

    expect(progress[0]).toEqual([0, 'probing'])
    expect(progress.at(-1)).toEqual([100, 'transcoding'])
    expect(progress.filter(([p]) => p === 100)).toHaveLength(1)
    for (let i = 1; i < progress.length; i++) expect(progress[i][0]).toBeGreaterThanOrEqual(progress[i - 1][0])
  })

  const refusals: [string, TranscodeFailure, string, () => string][] = [
    ['an empty file', 'empty', '0 字节', () => write('empty.mp4', '')],
    [
      'a text file named .mp4',
      'notVideo',
      '文件不是可识别的视频',
      () => write('notes.mp4', '这不是视频。\n'.repeat(40)),
    ],
    [
      'a sound file',
      'audioOnly',
      '文件只有声音，没有视频画面',
      () => ffmpeg('sound.m4a', ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac']),
    ],
    [
      'the first 30 % of an MP4 with its index at the end',
      'corrupt',
      '视频文件已损坏或无法完整解码',
      () => truncate(ffmpeg('index-last.mp4', ['-i', clip, '-c', 'copy'])),
    ],
    [
      'the first 30 % of an MP4 with its index first (ffprobe reads it; decoding stops short)',
      'corrupt',
      '视频文件已损坏或无法完整解码',
      () => truncate(clip),
    ],
    [
      'an 8K film',
      'tooLarge',
      '视频分辨率超过 4K（3840×2160），请先压缩后再上传',
      () =>
        ffmpeg('8k.mp4', [
          ...['-f', 'lavfi', '-i', 'color=size=7680x4320:duration=0.1:rate=10'],
          ...['-frames:v', '1', '-c:v', 'libx264', '-preset', 'ultrafast'],
        ]),
    ],
  ]
  it.each(refusals)('refuses %s as %s with a Chinese sentence, leaving nothing', async (_, reason, message, make) => {
    const outDir = path.join(work, `refused-${reason}`)
    const error = await transcodeToHls(options(make(), outDir)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TranscodeError)
    expect(error).toMatchObject({ reason, message: expect.stringContaining(message) })
    expect(fs.existsSync(outDir) ? walk(outDir) : []).toEqual([])
    expect(ffmpegChildren()).toEqual([])
  })

  it('fails as unavailable, naming apt-get install ffmpeg, where ffmpeg or ffprobe is missing', async () => {
    const outDir = path.join(work, 'unavailable')
    for (const missing of [{ ffmpegPath: '/nonexistent/ffmpeg' }, { ffprobePath: '/nonexistent/ffprobe' }]) {
      const error = await transcodeToHls({ ...options(clip, outDir), ...missing }).catch((e: unknown) => e)
      expect(error).toMatchObject({ reason: 'unavailable', message: expect.stringContaining('apt-get install ffmpeg') })
    }
    expect(fs.existsSync(outDir)).toBe(false)
  })

  it('kills ffmpeg and fails as aborted when cancelled mid-transcode', async () => {
    // Five minutes of 1080p (a flat 12 s clip looped without re-encoding: a few MB, made in a blink): its four-rung
    // ladder takes a minute and more, far past this test's 15 s, so it passes only if cancelling kills ffmpeg.
    const flat = ffmpeg('flat.mp4', [
      ...[
        '-f',
        'lavfi',
        '-i',
        'color=c=gray:size=1920x1080:rate=10:duration=12',
        '-f',
        'lavfi',
        '-i',
        'sine=duration=12',
      ],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ])
    const long = ffmpeg('long.mp4', ['-stream_loop', '24', '-i', flat, '-c', 'copy'])
    const outDir = path.join(work, 'aborted')
    const controller = new AbortController()
    let running: string[] = []
    const seen: number[] = []
    const error = await transcodeToHls({
      ...options(long, outDir),
      signal: controller.signal,
      onProgress: (percent, stage) => {
        if (stage !== 'transcoding') return
        seen.push(percent)
        if (percent < 1 || controller.signal.aborted) return
        running = ffmpegChildren()
        controller.abort()
      },
    }).catch((e: unknown) => e)
    expect(running).toHaveLength(1)
    expect(seen.at(-1)).toBeLessThan(100)
    expect(error).toMatchObject({ reason: 'aborted', message: '转码已取消' })
    expect(ffmpegChildren()).toEqual([])
    expect(fs.existsSync(outDir) ? walk(outDir) : []).toEqual([])
  }, 15_000)
})

function write(name: string, content: string | Buffer) {
  const file = path.join(work, name)
  fs.writeFileSync(file, content)
  return file
}
function truncate(file: string) {
  const bytes = fs.readFileSync(file)
  return write(`cut-${path.basename(file)}`, bytes.subarray(0, Math.floor(bytes.length * 0.3)))
}
