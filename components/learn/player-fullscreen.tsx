'use client'
// 全屏 on the desktop: the player's box — video and 跑马灯 together — not the bare video, whose own fullscreen button is
// hidden and whose double click toggles the box instead. Phones keep the video's (it turns the picture to landscape).
// Its own chunk: the learning page's first load carries none of it.
import { useEffect, useSyncExternalStore, type RefObject } from 'react'
import { toast } from '@/lib/client/toast-bus'

const onFullscreenChange = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener)
  return () => document.removeEventListener('fullscreenchange', listener)
}

export default function PlayerFullscreen({
  playerRef,
  videoRef,
}: {
  playerRef: RefObject<HTMLDivElement | null>
  videoRef: RefObject<HTMLVideoElement | null>
}) {
  const fullscreen = useSyncExternalStore(
    onFullscreenChange,
    () => !!document.fullscreenElement && document.fullscreenElement === playerRef.current,
    () => false,
  )
  useEffect(() => {
    const video = videoRef.current
    if (!video || !document.fullscreenEnabled) return
    const toggle = (e: Event) => {
      e.preventDefault()
      if (document.fullscreenElement === playerRef.current) void document.exitFullscreen().catch(() => {})
      else void playerRef.current?.requestFullscreen().catch(() => toast.error('无法进入全屏'))
    }
    video.setAttribute('controlslist', 'nofullscreen')
    video.addEventListener('dblclick', toggle)
    return () => {
      video.removeAttribute('controlslist')
      video.removeEventListener('dblclick', toggle)
    }
  }, [playerRef, videoRef])

  if (!document.fullscreenEnabled) return null
  return (
    <button
      type="button"
      className="rounded px-1.5 py-0.5 hover:text-white"
      onClick={() => {
        if (fullscreen) void document.exitFullscreen().catch(() => {})
        else void playerRef.current?.requestFullscreen().catch(() => toast.error('无法进入全屏'))
      }}
    >
      {fullscreen ? '退出全屏' : '全屏'}
    </button>
  )
}
