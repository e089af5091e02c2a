'use client'
// 清晰度 under the player (issue 30), beside 倍速 and built the same way (a native select: keyboard, screen readers and
// phones work as they do everywhere). Only where hls.js plays the lesson: native HLS (Safari, iOS, WeChat) picks its own
// rendition and MP4 has one. 自动 is hls.js's choice by bandwidth and says what it plays, 自动（标清）; a rendition
// chosen switches at the next segment, playback going on. Its own chunk, loaded with the first HLS lesson.
import { useId, useSyncExternalStore } from 'react'
import { QUALITY_LABELS, type QualityChoice, type VideoQuality } from '@/lib/client/hls-quality'

export default function QualityMenu({ quality }: { quality: VideoQuality }) {
  const id = useId()
  const { available, choice, playing } = useSyncExternalStore(quality.subscribe, quality.get, quality.get)
  // Before the master playlist is read there is nothing to choose from.
  if (available.length === 0) return null
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id}>清晰度</label>
      <select
        id={id}
        data-testid="learn-quality"
        value={choice}
        onChange={(e) => quality.set(e.target.value as QualityChoice)}
        className="rounded border border-white/20 bg-gray-900 px-1.5 py-0.5 text-gray-100"
      >
        <option value="auto">{choice === 'auto' && playing ? `自动（${QUALITY_LABELS[playing]}）` : '自动'}</option>
        {available.map((key) => (
          <option key={key} value={key}>
            {QUALITY_LABELS[key]}
          </option>
        ))}
      </select>
    </span>
  )
}
