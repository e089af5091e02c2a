// When a discussion post was written, as Chinese forums say it: 刚刚, N分钟前, N小时前, then the date and time in the
// tenant's zone (lib/contract/dates.ts).
import { differenceInHours, differenceInMinutes } from 'date-fns'
import { DEFAULT_TIME_ZONE, formatChineseDateTime, formatDateTime, zonedParts } from '@/lib/contract/dates'

/** Counted from `now`: in the browser the reader's minute, on the server the moment the page is drawn (post-time.tsx). */
export function formatPostTime(iso: string, now: Date = new Date(), zone: string = DEFAULT_TIME_ZONE): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  const minutes = differenceInMinutes(now, at)
  if (minutes < 1) return '刚刚'
  if (minutes < 60) return `${minutes}分钟前`
  const hours = differenceInHours(now, at)
  if (hours < 24) return `${hours}小时前`
  const sameYear = zonedParts(at, zone)?.year === zonedParts(now, zone)?.year
  return formatChineseDateTime(at, !sameYear, zone)
}

/** The full date and time, for the tooltip and <time> label. */
export function formatPostDateTime(iso: string, zone: string = DEFAULT_TIME_ZONE): string {
  return formatDateTime(iso, zone)
}
