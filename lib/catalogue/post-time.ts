// When a discussion post was written, as Chinese forums say it: 刚刚, N分钟前, N小时前, then the date and time in the
// tenant's zone (lib/contract/dates.ts).
import { DEFAULT_TIME_ZONE, formatChineseDateTime, formatDateTime, zonedParts } from '@/lib/contract/dates'
import { relativePostTime } from './relative-time'

/** Counted from `now`: in the browser the reader's minute, on the server the moment the page is drawn (post-time.tsx). */
export function formatPostTime(iso: string, now: Date = new Date(), zone: string = DEFAULT_TIME_ZONE): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  const relative = relativePostTime(iso, now.getTime())
  if (relative) return relative
  const sameYear = zonedParts(at, zone)?.year === zonedParts(now, zone)?.year
  return formatChineseDateTime(at, !sameYear, zone)
}

/** The full date and time, for the tooltip and <time> label. */
export function formatPostDateTime(iso: string, zone: string = DEFAULT_TIME_ZONE): string {
  return formatDateTime(iso, zone)
}
