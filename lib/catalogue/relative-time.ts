// A post's age as forums say it under a day (刚刚, N分钟前, N小时前) — no imports, since the discussion pages count it
// in the browser (components/discussion/reader-time.tsx); older posts show their date (post-time.ts).

/** The relative text for a post `iso` seen at `nowMs`, or null when it is a day old or more (or not a date). */
export function relativePostTime(iso: string, nowMs: number): string | null {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return null
  // Whole minutes and hours, counted as date-fns's differenceIn* do.
  const minutes = Math.trunc((nowMs - at) / 60_000)
  if (minutes < 1) return '刚刚'
  if (minutes < 60) return `${minutes}分钟前`
  const hours = Math.trunc(minutes / 60)
  return hours < 24 ? `${hours}小时前` : null
}
