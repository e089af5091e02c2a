/** @jest-environment jsdom */
// MP4 plays by src; HLS goes through hls.js only where the browser cannot play it natively.
import { isHlsSource } from './hls-source'
import { attachVideoSource } from './video-source'

const hls = {
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
    Events: { ERROR: 'hlsError' },
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

beforeEach(() => jest.clearAllMocks())

it('knows HLS by the path, whatever the query', () => {
  expect(isHlsSource('/storage/demo/media/clip-24s-hls/index.m3u8?t=1')).toBe(true)
  expect(isHlsSource('https://cdn.example.com/a.M3U8#x')).toBe(true)
  expect(isHlsSource('/storage/demo/media/clip-12s.mp4?x=.m3u8')).toBe(false)
})

it('sets src for MP4 and for HLS where the browser plays it natively, without loading hls.js', async () => {
  const v = video(false)
  const cleanup = await attachVideoSource(v, 'http://demo.localhost/storage/demo/media/clip-12s.mp4')
  expect(v.getAttribute('src')).toBe('http://demo.localhost/storage/demo/media/clip-12s.mp4')
  cleanup()
  expect(v.hasAttribute('src')).toBe(false)
  const native = video(true)
  await attachVideoSource(native, '/a/index.m3u8')
  expect(native.getAttribute('src')).toBe('/a/index.m3u8')
  expect(Hls).not.toHaveBeenCalled()
})

it('plays HLS through hls.js elsewhere, recovers what it can and reports the rest', async () => {
  const v = video(false)
  const onFatalError = jest.fn()
  const cleanup = await attachVideoSource(v, '/a/index.m3u8', { onFatalError })
  expect(hls.loadSource).toHaveBeenCalledWith('/a/index.m3u8')
  expect(hls.attachMedia).toHaveBeenCalledWith(v)
  const onError = hls.on.mock.calls[0][1]
  onError('hlsError', { fatal: false, type: 'networkError' })
  onError('hlsError', { fatal: true, type: 'networkError' })
  onError('hlsError', { fatal: true, type: 'mediaError' })
  expect(hls.startLoad).toHaveBeenCalledTimes(1)
  expect(hls.recoverMediaError).toHaveBeenCalledTimes(1)
  expect(onFatalError).not.toHaveBeenCalled()
  onError('hlsError', { fatal: true, type: 'otherError' })
  expect(onFatalError).toHaveBeenCalledWith('视频加载失败，请稍后再试')
  cleanup()
  expect(hls.destroy).toHaveBeenCalled()
})

it('says so when the browser can play neither', async () => {
  Hls.isSupported.mockReturnValueOnce(false)
  const onFatalError = jest.fn()
  await attachVideoSource(video(false), '/a/index.m3u8', { onFatalError })
  expect(onFatalError).toHaveBeenCalledWith('当前浏览器不支持播放该视频')
})
