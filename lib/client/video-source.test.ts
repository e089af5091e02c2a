/** @jest-environment jsdom */
// MP4 plays by src; HLS goes through hls.js only where the browser cannot play it natively, and only there is there a
// 清晰度 to choose (issue 30).
import { isHlsSource } from './hls-source'
import { attachVideoSource } from './video-source'

const hls = {
  levels: [] as { height: number; bitrate: number }[],
  nextLevel: -1,
  on: jest.fn(),
  loadSource: jest.fn(),
  attachMedia: jest.fn(),
  destroy: jest.fn(),
  startLoad: jest.fn(),
  recoverMediaError: jest.fn(),
}
const Hls = Object.assign(
  jest.fn(() => hls),
  {
    isSupported: jest.fn(() => true),
    Events: {
      ERROR: 'hlsError',
      MANIFEST_PARSED: 'hlsManifestParsed',
      LEVELS_UPDATED: 'hlsLevelsUpdated',
      LEVEL_SWITCHED: 'hlsLevelSwitched',
    },
    ErrorTypes: { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' },
  },
)
jest.mock('hls.js', () => ({ __esModule: true, default: Hls }))

const video = (native: boolean) => {
  const v = document.createElement('video')
  v.canPlayType = (type: string) =>
    (native && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '') as CanPlayTypeResult
  return v
}

beforeEach(() => {
  jest.clearAllMocks()
  hls.levels = []
  hls.nextLevel = -1
})

/** The handler the helper gave hls.js for `event`. */
const handler = (event: string) => hls.on.mock.calls.find(([e]) => e === event)![1]

it('knows HLS by the path, whatever the query', () => {
  expect(isHlsSource('/storage/demo/media/clip-24s-hls/index.m3u8?t=1')).toBe(true)
  expect(isHlsSource('https://cdn.example.com/a.M3U8#x')).toBe(true)
  expect(isHlsSource('/storage/demo/media/clip-12s.mp4?x=.m3u8')).toBe(false)
})

it('sets src for MP4 and for HLS where the browser plays it natively, without loading hls.js', async () => {
  const v = video(false)
  const mp4 = await attachVideoSource(v, 'http://demo.localhost/storage/demo/media/clip-12s.mp4')
  expect(v.getAttribute('src')).toBe('http://demo.localhost/storage/demo/media/clip-12s.mp4')
  mp4.detach()
  expect(v.hasAttribute('src')).toBe(false)
  const native = video(true)
  const hlsNative = await attachVideoSource(native, '/a/index.m3u8')
  expect(native.getAttribute('src')).toBe('/a/index.m3u8')
  expect(Hls).not.toHaveBeenCalled()
  // The browser picks the rendition itself: no 清晰度 to offer.
  expect(mp4.quality).toBeUndefined()
  expect(hlsNative.quality).toBeUndefined()
})

it('plays HLS through hls.js elsewhere, recovers what it can and reports the rest', async () => {
  const v = video(false)
  const onFatalError = jest.fn()
  const attached = await attachVideoSource(v, '/a/index.m3u8', { onFatalError })
  expect(hls.loadSource).toHaveBeenCalledWith('/a/index.m3u8')
  expect(hls.attachMedia).toHaveBeenCalledWith(v)
  const onError = handler('hlsError')
  onError('hlsError', { fatal: false, type: 'networkError' })
  onError('hlsError', { fatal: true, type: 'networkError' })
  onError('hlsError', { fatal: true, type: 'mediaError' })
  expect(hls.startLoad).toHaveBeenCalledTimes(1)
  expect(hls.recoverMediaError).toHaveBeenCalledTimes(1)
  expect(onFatalError).not.toHaveBeenCalled()
  onError('hlsError', { fatal: true, type: 'otherError' })
  expect(onFatalError).toHaveBeenCalledWith('视频加载失败，请稍后再试')
  attached.detach()
  expect(hls.destroy).toHaveBeenCalled()
})

it('names the ladder by height, switches at the next segment and follows what hls.js plays', async () => {
  const { quality } = await attachVideoSource(video(false), '/a/index.m3u8')
  expect(quality!.get()).toEqual({ available: [], choice: 'auto', playing: null })
  hls.levels = [
    { height: 360, bitrate: 800_000 },
    { height: 540, bitrate: 1_400_000 },
    { height: 720, bitrate: 2_800_000 },
    { height: 1080, bitrate: 5_000_000 },
  ]
  handler('hlsManifestParsed')()
  handler('hlsLevelSwitched')('hlsLevelSwitched', { level: 1 })
  expect(quality!.get()).toEqual({ available: ['low', 'sd', 'hd'], choice: 'auto', playing: 'sd' })
  quality!.set('hd')
  expect(hls.nextLevel).toBe(3) // 高清 is the best of 720p and up
  quality!.set('auto')
  expect(hls.nextLevel).toBe(-1)
})

it('starts on the choice of the lesson before where this ladder has it, else on 自动', async () => {
  hls.levels = [
    { height: 360, bitrate: 800_000 },
    { height: 540, bitrate: 1_400_000 },
  ]
  const { quality } = await attachVideoSource(video(false), '/a/index.m3u8', { quality: 'low' })
  handler('hlsManifestParsed')()
  expect(hls.nextLevel).toBe(0)
  expect(quality!.get().choice).toBe('low')
  jest.clearAllMocks()
  hls.nextLevel = -1
  const other = await attachVideoSource(video(false), '/b/index.m3u8', { quality: 'hd' })
  handler('hlsManifestParsed')()
  expect(hls.nextLevel).toBe(-1)
  expect(other.quality!.get()).toEqual({ available: ['low', 'sd'], choice: 'auto', playing: null })
})

it('says so when the browser can play neither', async () => {
  Hls.isSupported.mockReturnValueOnce(false)
  const onFatalError = jest.fn()
  await attachVideoSource(video(false), '/a/index.m3u8', { onFatalError })
  expect(onFatalError).toHaveBeenCalledWith('当前浏览器不支持播放该视频')
})

it('uses hls.js, with 清晰度, on a desktop browser that also plays HLS itself; the native player on iOS and in WeChat', async () => {
  const desktop = video(true)
  Object.defineProperty(window, 'MediaSource', { value: function MediaSource() {}, configurable: true })
  const ua = jest.spyOn(navigator, 'userAgent', 'get')
  try {
    ua.mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    )
    const attached = await attachVideoSource(desktop, '/storage/x/master.m3u8?e=1')
    expect(hls.loadSource).toHaveBeenCalledWith('/storage/x/master.m3u8?e=1')
    expect(attached.quality).toBeDefined()
    expect(desktop.getAttribute('src')).toBeNull()
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49',
    ]) {
      ua.mockReturnValue(agent)
      const phone = video(true)
      const native = await attachVideoSource(phone, '/storage/x/master.m3u8?e=1')
      expect(phone.getAttribute('src')).toBe('/storage/x/master.m3u8?e=1')
      expect(native.quality).toBeUndefined()
    }
  } finally {
    ua.mockRestore()
    delete (window as { MediaSource?: unknown }).MediaSource
  }
})
