'use client'
// A chart's place on a data page (issue 32): a titled figure of fixed height, so nothing moves when the chart's chunk
// arrives, the drawing hidden from screen readers and the same numbers beside it as a table they read instead.
import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { PANEL } from '../styles'

const CHART_HEIGHT = 260

/** What shows while recharts loads: the chart's box, empty. */
function Placeholder() {
  return <div className="h-full w-full animate-pulse rounded bg-gray-50" />
}

// The drawn charts load on the client only, after the page: recharts never reaches a public page or the server.
export const ActivityChart = dynamic(() => import('./charts-drawn').then((m) => m.ActivityChart), {
  ssr: false,
  loading: Placeholder,
})
export const HoursChart = dynamic(() => import('./charts-drawn').then((m) => m.HoursChart), {
  ssr: false,
  loading: Placeholder,
})
export const DropOffChart = dynamic(() => import('./charts-drawn').then((m) => m.DropOffChart), {
  ssr: false,
  loading: Placeholder,
})

export function ChartFrame({
  title,
  chart,
  table,
  testId,
}: {
  title: string
  chart: ReactNode
  /** The chart's numbers for screen readers (visually hidden). */
  table: ReactNode
  testId?: string
}) {
  return (
    <figure className={PANEL} data-testid={testId}>
      <figcaption className="text-sm font-medium text-gray-900">{title}</figcaption>
      {/* Clipped (clip, not hidden: a hidden overflow is a scroll container, which Chromium may focus inside aria-hidden)
          until recharts measures a narrower window, so its last width never widens the page. */}
      <div aria-hidden="true" className="mt-3 overflow-clip" style={{ height: CHART_HEIGHT }}>
        {chart}
      </div>
      <div className="sr-only">{table}</div>
    </figure>
  )
}
