'use client'
// An HLS lesson's source (issue 30): attaches it through lib/client/video-source (hls.js where the page can pick a
// rendition, the browser's own player on iOS and in WeChat) and, where hls.js plays, shows 清晰度 in the player's bar.
// Its own chunk, rendered only for an HLS lesson: an MP4 lesson's page never loads it.
import { useEffect, useState, type RefObject } from 'react'
import type { QualityChoice, VideoQuality } from '@/lib/client/hls-quality'
import { toast } from '@/lib/client/toast-bus'
import QualityMenu from './quality-menu'

export default function HlsAttach({
  videoRef,
  src,
  preferred,
}: {
  videoRef: RefObject<HTMLVideoElement | null>
  src: string
  /** The learner's 清晰度, held by the player from lesson to lesson as 倍速 is. */
  preferred: { current: QualityChoice }
}) {
  const [quality, setQuality] = useState<VideoQuality | null>(null)

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
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
  }, [videoRef, src, preferred])

  useEffect(
    () =>
      quality?.subscribe(() => {
        preferred.current = quality.get().choice
      }),
    [quality, preferred],
  )
  return quality ? <QualityMenu quality={quality} /> : null
}
