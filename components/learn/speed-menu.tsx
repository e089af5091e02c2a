'use client'
// 倍速 under the player: 0.75× to 2×, the fastest the server credits (CourseLearn/Heartbeat counts at most twice the wall
// time, lib/services/learning-credit.ts). Its own chunk, loaded with the first lesson that can play, so the learning
// page's first load does not carry it. The choice holds from lesson to lesson (defaultPlaybackRate survives a new src).
import { useEffect, useId, useState, type RefObject } from 'react'

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const
/** Faster play is not credited: a rate set some other way (a browser's own menu, a script) is brought back to this. */
const FASTEST = SPEEDS[SPEEDS.length - 1]

/** 0.75×, 1.0×, 1.25×, 1.5×, 2.0× — as Chinese players label their speeds. */
const speedLabel = (rate: number) => `${Number.isInteger(rate) ? rate.toFixed(1) : rate}×`

export default function SpeedMenu({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const id = useId()
  const [rate, setRate] = useState(1)

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const follow = () => {
      if (video.playbackRate > FASTEST) video.playbackRate = FASTEST
      else setRate(video.playbackRate)
    }
    follow()
    video.addEventListener('ratechange', follow)
    return () => video.removeEventListener('ratechange', follow)
  }, [videoRef])

  function choose(value: number) {
    const video = videoRef.current
    if (!video) return
    video.defaultPlaybackRate = value
    video.playbackRate = value
  }

  // A slower rate set elsewhere (0.5×) is shown as it is rather than as a choice it is not.
  const options = (SPEEDS as readonly number[]).includes(rate) ? SPEEDS : [...SPEEDS, rate].sort((a, b) => a - b)
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id}>倍速</label>
      <select
        id={id}
        data-testid="learn-speed"
        value={String(rate)}
        onChange={(e) => choose(Number(e.target.value))}
        className="rounded border border-white/20 bg-gray-900 px-1.5 py-0.5 text-gray-100"
      >
        {options.map((r) => (
          <option key={r} value={String(r)}>
            {speedLabel(r)}
          </option>
        ))}
      </select>
    </span>
  )
}
