// 学习数据 (issue 32): the date range's rules and the words the console's view and the server share, zod-free so the
// view's first load carries only these. Days are calendar days in the tenant's zone (Asia/Shanghai).
import { formatDate } from './dates'

const DAY_MS = 86_400_000
/** The longest range one dashboard or export covers: a year's records is real work for the database. */
export const MAX_RANGE_DAYS = 366
/** What the dashboard shows when no range is asked for: the last 30 days, today included. */
const DEFAULT_RANGE_DAYS = 30

export const RANGE_MSG = {
  missing: '请选择开始日期和结束日期',
  reversed: '结束日期不能早于开始日期',
  tooLong: `一次最多查看${MAX_RANGE_DAYS}天的数据`,
} as const

/** A 'YYYY-MM-DD' day moved by whole days (calendar arithmetic, no zone involved). */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1

/** The last `days` days up to today in the tenant's zone. */
export function recentRange(days = DEFAULT_RANGE_DAYS, now = new Date()) {
  const to = formatDate(now)
  return { from: shiftDay(to, -(days - 1)), to }
}

/** What is wrong with a range, or null. */
export function rangeError(from: string, to: string): string | null {
  if (!from || !to) return RANGE_MSG.missing
  if (from > to) return RANGE_MSG.reversed
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return RANGE_MSG.tooLong
  return null
}

/** Every day of a range in order: the charts draw a day without records as zero, not as a gap. */
export function eachDay(from: string, to: string): string[] {
  const n = Math.max(0, Math.min(daysBetween(from, to), MAX_RANGE_DAYS))
  return Array.from({ length: n }, (_, i) => shiftDay(from, i))
}

/** Top courses by distinct learners or by credited time. */
export const TOP_BY = ['learners', 'hours'] as const
export type TopBy = (typeof TOP_BY)[number]
export const TOP_BY_LABELS: Record<TopBy, string> = { learners: '按学员数', hours: '按学时' }

/** Seconds as hours with one decimal: 学时 the way the console shows it. */
export const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10

/** The three exports and their sheet names (the xlsx's one sheet each). */
export const EXPORT_KINDS = {
  ExportLearners: '学员',
  ExportEnrolments: '选课记录',
  ExportHours: '学时记录',
} as const
