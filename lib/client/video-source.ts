// Gives a <video> its source: MP4 (and HLS where the browser plays it natively, as Safari and WeChat on iOS do) by src;
// HLS elsewhere through hls.js, loaded on demand so no page carries it until a .m3u8 lesson actually plays.
import { isHlsSource } from './hls-source'

export interface AttachOptions {
  /** A fatal playback error hls.js could not recover from. */
  onFatalError?: (message: string) => void
}

/** Attaches `src` to `video`; resolves to a cleanup that detaches it (and destroys hls.js when it was used). */
export async function attachVideoSource(
  video: HTMLVideoElement,
  src: string,
  options: AttachOptions = {},
): Promise<() => void> {
  if (!isHlsSource(src) || video.canPlayType('application/vnd.apple.mpegurl') !== '') {
    video.src = src
    return () => {
      video.removeAttribute('src')
      video.load()
    }
  }
  const { default: Hls } = await import('hls.js')
  if (!Hls.isSupported()) {
    options.onFatalError?.('当前浏览器不支持播放该视频')
    return () => {}
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
  hls.loadSource(src)
  hls.attachMedia(video)
  return () => hls.destroy()
}
