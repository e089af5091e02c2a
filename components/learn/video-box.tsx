'use client'
// The learning page's player: the video with the 跑马灯 watermark and the page's overlays over it, and the bar under it
// (倍速; 清晰度 where hls.js plays; 全屏 on the desktop). 全屏 takes the whole player, not the <video> alone, so the
// watermark and the bar go with it: the video's own fullscreen button is hidden where the box can go fullscreen
// instead (Chromium honours controlsList; Firefox keeps its button, and iOS can only show the bare video fullscreen).
import { lazy, Suspense, useRef, type ReactNode, type RefObject } from 'react'
import { isHlsSource } from '@/lib/client/hls-source'
import type { QualityChoice } from '@/lib/client/hls-quality'

const SpeedMenu = lazy(() => import('./speed-menu'))
const HlsAttach = lazy(() => import('./hls-attach'))
const PlayerFullscreen = lazy(() => import('./player-fullscreen'))
// Only signed-in learners of a tenant with the switch on get one: its code loads with the first, off the first load.
const VideoWatermark = lazy(() => import('./video-watermark').then((m) => ({ default: m.VideoWatermark })))

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

export function VideoBox({ variant, videoRef, src, poster, watermark, overlay }: VideoBoxProps) {
  const playerRef = useRef<HTMLDivElement>(null)
  // The learner's 清晰度 holds from lesson to lesson, as 倍速 does.
  const preferred = useRef<QualityChoice>('auto')
  const hls = !!src && isHlsSource(src)

  return (
    <div ref={playerRef} className="[&:fullscreen]:flex [&:fullscreen]:flex-col [&:fullscreen]:bg-black">
      <div className="relative aspect-video w-full bg-black [:fullscreen>&]:aspect-auto [:fullscreen>&]:min-h-0 [:fullscreen>&]:flex-1">
        <video
          ref={videoRef}
          data-testid="learn-video"
          className="size-full"
          controls
          // A picture-in-picture window would show the lesson without its watermark.
          disablePictureInPicture={!!watermark}
          playsInline
          preload="metadata"
          poster={poster || undefined}
          webkit-playsinline="true"
          x5-playsinline="true"
          x5-video-player-type="h5-page"
          src={src && !hls ? src : undefined}
        />
        {src && watermark ? (
          <Suspense fallback={null}>
            <VideoWatermark text={watermark} />
          </Suspense>
        ) : null}
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
        {src && hls ? (
          <Suspense fallback={null}>
            <HlsAttach videoRef={videoRef} src={src} preferred={preferred} />
          </Suspense>
        ) : null}
        {src ? (
          <Suspense fallback={null}>
            <SpeedMenu videoRef={videoRef} />
          </Suspense>
        ) : null}
        {/* The box's own fullscreen, on the desktop only. */}
        {src && variant === 'desktop' ? (
          <Suspense fallback={null}>
            <PlayerFullscreen playerRef={playerRef} videoRef={videoRef} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
