'use client'
// The learning page's player: the video with the 跑马灯 watermark and the page's overlays over it, and the bar under it
// (倍速; 清晰度 where hls.js plays; 全屏 on the desktop). 全屏 takes the whole player, not the <video> alone, so the
// watermark and the bar go with it: the video's own fullscreen button is hidden where the box can go fullscreen
// instead (Chromium honours controlsList; Firefox keeps its button, and iOS can only show the bare video fullscreen).
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import { isHlsSource } from '@/lib/client/hls-source'
import type { QualityChoice, VideoQuality } from '@/lib/client/hls-quality'
import { toast } from '@/lib/client/toast-bus'
import { VideoWatermark } from './video-watermark'

const SpeedMenu = lazy(() => import('./speed-menu'))
const QualityMenu = lazy(() => import('./quality-menu'))

export interface VideoBoxProps {
  variant: 'desktop' | 'mobile'
  videoRef: RefObject<HTMLVideoElement | null>
  /** The lesson's address, null while none can play. */
  src: string | null
  poster: string
  /** The viewer's masked phone and name when the tenant marks its videos, else null. */
  watermark: string | null
  /** What covers the video (locked, taken over, the end of a lesson), null while it plays. */
  overlay: ReactNode
}

const onFullscreenChange = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener)
  return () => document.removeEventListener('fullscreenchange', listener)
}
const noSubscription = () => () => {}

/** Attaches HLS through hls.js (loaded on demand); the quality to choose from while it plays, else null. */
function useVideoSource(videoRef: RefObject<HTMLVideoElement | null>, src: string | null): VideoQuality | null {
  const [quality, setQuality] = useState<VideoQuality | null>(null)
  // The learner's 清晰度 holds from lesson to lesson, as 倍速 does.
  const preferred = useRef<QualityChoice>('auto')
  const hls = !!src && isHlsSource(src)

  useEffect(() => {
    const video = videoRef.current
    if (!video || !src || !hls) return
    let detach: (() => void) | null = null
    let live = true
    import('@/lib/client/video-source')
      .then(({ attachVideoSource }) =>
        attachVideoSource(video, src, { onFatalError: (m) => toast.error(m), quality: preferred.current }),
      )
      .then((attached) => {
        if (!live) return attached.detach()
        detach = attached.detach
        setQuality(attached.quality ?? null)
      })
      .catch(() => toast.error('视频加载失败，请稍后再试'))
    return () => {
      live = false
      detach?.()
      setQuality(null)
    }
  }, [videoRef, src, hls])

  useEffect(
    () =>
      quality?.subscribe(() => {
        preferred.current = quality.get().choice
      }),
    [quality],
  )
  return quality
}

export function VideoBox({ variant, videoRef, src, poster, watermark, overlay }: VideoBoxProps) {
  const playerRef = useRef<HTMLDivElement>(null)
  const quality = useVideoSource(videoRef, src)
  const hls = !!src && isHlsSource(src)
  // The box's own fullscreen, on the desktop: phones keep the video's (it turns the picture to landscape).
  const canFullscreen = useSyncExternalStore(
    noSubscription,
    () => variant === 'desktop' && !!document.fullscreenEnabled,
    () => false,
  )
  const fullscreen = useSyncExternalStore(
    onFullscreenChange,
    () => !!document.fullscreenElement && document.fullscreenElement === playerRef.current,
    () => false,
  )

  function toggleFullscreen() {
    if (fullscreen) void document.exitFullscreen().catch(() => {})
    else void playerRef.current?.requestFullscreen().catch(() => toast.error('无法进入全屏'))
  }

  return (
    <div ref={playerRef} className="[&:fullscreen]:flex [&:fullscreen]:flex-col [&:fullscreen]:bg-black">
      <div className="relative aspect-video w-full bg-black [:fullscreen>&]:aspect-auto [:fullscreen>&]:min-h-0 [:fullscreen>&]:flex-1">
        <video
          ref={videoRef}
          data-testid="learn-video"
          className="size-full"
          controls
          controlsList={canFullscreen ? 'nofullscreen' : undefined}
          // A picture-in-picture window would show the lesson without its watermark.
          disablePictureInPicture={!!watermark}
          onDoubleClick={
            canFullscreen
              ? (e) => {
                  e.preventDefault()
                  toggleFullscreen()
                }
              : undefined
          }
          playsInline
          preload="metadata"
          poster={poster || undefined}
          webkit-playsinline="true"
          x5-playsinline="true"
          x5-video-player-type="h5-page"
          src={src && !hls ? src : undefined}
        />
        <VideoWatermark text={src ? watermark : null} />
        {overlay ? (
          <div
            data-testid="learn-overlay"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/75 p-4 text-center text-sm text-white"
          >
            {overlay}
          </div>
        ) : null}
      </div>
      {/* The player's own bar (its height kept while empty): 倍速 and the rest once a lesson can play. */}
      <div className="flex h-9 items-center justify-end gap-4 bg-gray-950 px-3 text-xs text-gray-300">
        {quality ? (
          <Suspense fallback={null}>
            <QualityMenu quality={quality} />
          </Suspense>
        ) : null}
        {src ? (
          <Suspense fallback={null}>
            <SpeedMenu videoRef={videoRef} />
          </Suspense>
        ) : null}
        {src && canFullscreen ? (
          <button type="button" className="rounded px-1.5 py-0.5 hover:text-white" onClick={toggleFullscreen}>
            {fullscreen ? '退出全屏' : '全屏'}
          </button>
        ) : null}
      </div>
    </div>
  )
}
