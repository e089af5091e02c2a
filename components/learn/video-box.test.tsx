// The learning player's box (issue 30): 清晰度 where hls.js plays the lesson (自动 says what it plays, a rendition chosen
// is the level hls.js loads next), none where the browser plays HLS itself or the lesson is an MP4; 倍速 with HLS too;
// the watermark inside the box, and 全屏 on the desktop taking the box rather than the bare video.
import { act, createRef } from 'react'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VideoBox } from './video-box'

type Handler = (event: string, data?: unknown) => void
const mockHls = {
  levels: [] as { height: number; bitrate: number }[],
  nextLevel: -1,
  handlers: new Map<string, Handler>(),
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler)
  },
  loadSource: jest.fn(),
  attachMedia: jest.fn(),
  destroy: jest.fn(),
}
const mockHlsClass = Object.assign(
  jest.fn(() => mockHls),
  {
    isSupported: () => true,
    Events: {
      ERROR: 'hlsError',
      MANIFEST_PARSED: 'hlsManifestParsed',
      LEVELS_UPDATED: 'hlsLevelsUpdated',
      LEVEL_SWITCHED: 'hlsLevelSwitched',
    },
    ErrorTypes: {},
  },
)
jest.mock('hls.js', () => ({ __esModule: true, default: mockHlsClass }))

const HLS = '/storage/demo/media/clip-24s-hls/index.m3u8?e=1&s=x'
const MP4 = '/storage/demo/media/clip-12s.mp4?e=1&s=x'
const LADDER = [
  { height: 360, bitrate: 800_000 },
  { height: 540, bitrate: 1_400_000 },
  { height: 720, bitrate: 2_800_000 },
  { height: 1080, bitrate: 5_000_000 },
]

function renderBox(src: string | null, over: { variant?: 'desktop' | 'mobile'; watermark?: string | null } = {}) {
  const videoRef = createRef<HTMLVideoElement>()
  render(
    <VideoBox
      variant={over.variant ?? 'desktop'}
      videoRef={videoRef}
      src={src}
      poster=""
      watermark={over.watermark ?? null}
      overlay={null}
    />,
  )
  return screen.getByTestId('learn-video') as HTMLVideoElement
}

/** hls.js has read the master playlist and plays `level`. */
async function manifest(levels = LADDER, level = 1) {
  await waitFor(() => expect(mockHls.attachMedia).toHaveBeenCalled())
  act(() => {
    mockHls.levels = levels
    mockHls.handlers.get('hlsManifestParsed')!('hlsManifestParsed')
    mockHls.handlers.get('hlsLevelSwitched')!('hlsLevelSwitched', { level })
  })
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent)

beforeEach(() => {
  jest.clearAllMocks()
  mockHls.levels = []
  mockHls.nextLevel = -1
  mockHls.handlers.clear()
})

afterEach(() => jest.restoreAllMocks())

describe('清晰度', () => {
  it('offers 自动 and the renditions the ladder has; 自动 says what plays; 标清 chosen is the level loaded next', async () => {
    renderBox(HLS)
    await manifest()
    const menu = await screen.findByRole('combobox', { name: '清晰度' })
    expect(optionTexts(menu)).toEqual(['自动（标清）', '流畅', '标清', '高清'])
    expect(menu).toHaveDisplayValue('自动（标清）')

    await userEvent.selectOptions(menu, '标清')
    expect(mockHls.nextLevel).toBe(1)
    expect(menu).toHaveDisplayValue('标清')
    await userEvent.selectOptions(menu, '高清')
    expect(mockHls.nextLevel).toBe(3) // 1080p, the best of 720p and up
    await userEvent.selectOptions(menu, '自动')
    expect(mockHls.nextLevel).toBe(-1)
    act(() => mockHls.handlers.get('hlsLevelSwitched')!('hlsLevelSwitched', { level: 0 }))
    expect(menu).toHaveDisplayValue('自动（流畅）')
  })

  it('shows only the renditions a small source was cut into', async () => {
    renderBox(HLS)
    await manifest(LADDER.slice(0, 2), 0)
    expect(optionTexts(await screen.findByRole('combobox', { name: '清晰度' }))).toEqual([
      '自动（流畅）',
      '流畅',
      '标清',
    ])
  })

  it('keeps 倍速 working on an HLS lesson', async () => {
    const video = renderBox(HLS)
    await manifest()
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '倍速' }), '1.5×')
    expect(video.playbackRate).toBe(1.5)
  })

  it('is not offered for an MP4 lesson nor where the browser plays HLS itself', async () => {
    renderBox(MP4)
    await screen.findByRole('combobox', { name: '倍速' })
    expect(screen.queryByRole('combobox', { name: '清晰度' })).toBeNull()

    cleanup()
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe')
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {}) // jsdom has none
    const video = renderBox(HLS)
    await waitFor(() => expect(video.getAttribute('src')).toBe(HLS))
    await screen.findByRole('combobox', { name: '倍速' })
    expect(mockHlsClass).not.toHaveBeenCalled()
    expect(screen.queryByRole('combobox', { name: '清晰度' })).toBeNull()
  })
})

describe('the watermark', () => {
  it('lies over the video inside the box, hidden from screen readers and from the pointer', async () => {
    const video = renderBox(MP4, { watermark: '138****0001 王小明' })
    // Its code loads on demand (off the learning page's first load).
    const mark = await screen.findByTestId('video-watermark')
    expect(mark).toHaveTextContent('138****0001 王小明')
    expect(mark.closest('[aria-hidden="true"]')).toHaveClass('pointer-events-none')
    expect(mark.closest('.relative')).toBe(video.parentElement)
    // A picture-in-picture window would carry the lesson without it.
    expect(video).toHaveAttribute('disablepictureinpicture')
  })

  it('is not there for a tenant that turned it off, nor before a lesson can play', () => {
    renderBox(MP4, { watermark: null })
    expect(screen.queryByTestId('video-watermark')).toBeNull()
    cleanup()
    renderBox(null, { watermark: '138****0001 王小明' })
    expect(screen.queryByTestId('video-watermark')).toBeNull()
  })
})

describe('全屏', () => {
  it('on the desktop takes the box with its watermark, not the bare video, whose own button is hidden', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true })
    const requested: Element[] = []
    HTMLElement.prototype.requestFullscreen = function (this: HTMLElement) {
      requested.push(this)
      return Promise.resolve()
    }
    try {
      const video = renderBox(MP4, { watermark: '138****0001 王小明' })
      expect(video.getAttribute('controlslist')).toBe('nofullscreen')
      await userEvent.click(screen.getByRole('button', { name: '全屏' }))
      expect(requested).toHaveLength(1)
      expect(requested[0]).toContainElement(video)
      expect(requested[0]).toContainElement(screen.getByTestId('video-watermark'))
    } finally {
      delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled
      delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen
    }
  })

  it('leaves the phone its own video fullscreen', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true })
    try {
      const video = renderBox(MP4, { variant: 'mobile' })
      expect(screen.queryByRole('button', { name: '全屏' })).toBeNull()
      expect(video.hasAttribute('controlslist')).toBe(false)
    } finally {
      delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled
    }
  })
})
