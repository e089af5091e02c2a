// Gives a <video> its source: MP4 (and HLS where the browser's own player is the one to use: iOS, WeChat) by src;
// HLS elsewhere through hls.js, loaded on demand so no page carries it until a .m3u8 lesson actually plays. Only there
// can the page pick a rendition, so only there does the result carry a quality (清晰度): native players choose alone.
import { isHlsSource } from './hls-source'
import { createVideoQuality, type QualityChoice, type VideoQuality } from './hls-quality'

export interface AttachOptions {
  /** A fatal playback error hls.js could not recover from. */
  onFatalError?: (message: string) => void
  /** The rendition to start on where this lesson's ladder has it (the learner's choice on the lesson before). */
  quality?: QualityChoice
}

export interface AttachedSource {
  /** Detaches the source (and destroys hls.js when it was used). */
  detach: () => void
  /** The renditions to choose from: only where hls.js plays the lesson. */
  quality?: VideoQuality
}

/**
 * Where the browser's own HLS is the one to use: iPhone and iPad (also iPadOS, which calls itself a Mac with touch) and
 * WeChat's in-app browser, as the issue asks, and any browser without Media Source Extensions. Desktop Chrome now says
 * it plays HLS too (Chromium 156 answers 'maybe'), but only hls.js lets the learner pick 清晰度 there.
 */
function prefersNativeHls(video: HTMLVideoElement): boolean {
  if (video.canPlayType('application/vnd.apple.mpegurl') === '') return false
  const ua = navigator.userAgent
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
  return ios || /MicroMessenger/i.test(ua) || !('MediaSource' in window || 'ManagedMediaSource' in window)
}

/** Attaches `src` to `video`. */
export async function attachVideoSource(
  video: HTMLVideoElement,
  src: string,
  options: AttachOptions = {},
): Promise<AttachedSource> {
  if (!isHlsSource(src) || prefersNativeHls(video)) {
    video.src = src
    return {
      detach: () => {
        video.removeAttribute('src')
        video.load()
      },
    }
  }
  const { default: Hls } = await import('hls.js')
  if (!Hls.isSupported()) {
    options.onFatalError?.('当前浏览器不支持播放该视频')
    return { detach: () => {} }
  }
  const hls = new Hls({ enableWorker: true })
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return
    // Network and media errors are often transient: hls.js documents these two recoveries before giving up.
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad()
    else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError()
    else {
      options.onFatalError?.('视频加载失败，请稍后再试')
      hls.destroy()
    }
  })
  const quality = createVideoQuality(
    {
      levels: () => hls.levels,
      setNextLevel: (index) => {
        hls.nextLevel = index
      },
    },
    options.quality,
  )
  hls.on(Hls.Events.MANIFEST_PARSED, quality.levelsChanged)
  hls.on(Hls.Events.LEVELS_UPDATED, quality.levelsChanged)
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => quality.switched(data.level))
  hls.loadSource(src)
  hls.attachMedia(video)
  return { detach: () => hls.destroy(), quality: quality.quality }
}
