'use client'
// 跑马灯 over the lesson video (issue 30): the viewer's masked phone and name, drifting from one random point of the box
// to the next, so a screen recording can neither crop it out nor blur one fixed spot. It slides the whole way (the
// slide lasts as long as the stay); with reduced motion it jumps instead. Inside the video box, so it is there in the
// box's fullscreen too; never in the way of the controls (no pointer events) nor read out (aria-hidden).
import { useEffect, useState } from 'react'

/** How long the mark takes to reach each new point. */
const STEP_MS = 7000

/** Any point of the box: x/y in percent, and the mark is shifted by as much of its own size so it stays whole inside. */
const somewhere = () => ({ x: Math.round(Math.random() * 100), y: Math.round(Math.random() * 100) })

export function VideoWatermark({ text }: { text: string | null }) {
  const [at, setAt] = useState({ x: 6, y: 10 })

  useEffect(() => {
    if (!text) return
    // The first move at once: where a lesson starts says nothing about where the mark will be.
    const first = setTimeout(() => setAt(somewhere()), 50)
    const timer = setInterval(() => setAt(somewhere()), STEP_MS)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [text])

  if (!text) return null
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden select-none">
      <span
        data-testid="video-watermark"
        className="absolute max-w-full truncate text-xs whitespace-nowrap text-white/50 transition-[left,top,translate] duration-[7000ms] ease-linear text-shadow-black/70 text-shadow-sm motion-reduce:transition-none sm:text-sm"
        style={{ left: `${at.x}%`, top: `${at.y}%`, translate: `-${at.x}% -${at.y}%` }}
      >
        {text}
      </span>
    </div>
  )
}
