// Dates and times as a tenant's people read them: in the tenant's time zone, the same text whether the server renders
// it or a browser anywhere in the world does. Instants travel as UTC ISO strings; cutting `2026-11-24T23:59:00Z` at
// 10 characters showed yesterday in Beijing from 00:00 to 08:00 (issue 27), so nothing shows a date any other way.

/**
 * The zone every tenant's dates are shown in. Tenant settings carry no zone (docs/spec.md §3) and every tenant is in
 * mainland China; the functions take the zone as a parameter, so a per-tenant setting would be one argument away.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

/** An instant's calendar fields in a zone. */
interface ZonedParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(zone, f)
  }
  return f
}

/** The fields of `at` (an ISO string or a Date) in `zone`, or null for something that is not a time. */
export function zonedParts(at: string | Date, zone: string = DEFAULT_TIME_ZONE): ZonedParts | null {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime()
  if (Number.isNaN(ms)) return null
  const parts: Record<string, number> = {}
  for (const p of formatterFor(zone).formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value)
  // Some engines still print midnight as 24 under h23; it is hour 0 of the same day.
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute }
}

const two = (n: number) => String(n).padStart(2, '0')

/** `2026-11-25`; '' for something that is not a time. */
export function formatDate(at: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(at, zone)
  return p ? `${p.year}-${two(p.month)}-${two(p.day)}` : ''
}

/** `2026-11-25 07:59`; '' for something that is not a time. */
export function formatDateTime(at: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(at, zone)
  return p ? `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}` : ''
}

/** `11月25日 07:59`, or `2025年11月25日 07:59` when asked for the year (Chinese sites drop the current one). */
export function formatChineseDateTime(at: string | Date, withYear: boolean, zone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(at, zone)
  if (!p) return ''
  return `${withYear ? `${p.year}年` : ''}${p.month}月${p.day}日 ${two(p.hour)}:${two(p.minute)}`
}

/** `20261125`: the day as digits, for numbers people read out. */
export function compactDate(at: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  return formatDate(at, zone).replace(/-/g, '')
}
