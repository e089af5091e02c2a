// Calendar days of company-assigned learning, zod-free for the browser and the server alike: assignments start and end
// on days in the tenant's zone (Asia/Shanghai), so "today", "还剩N天" and "已逾期N天" are counted there, never in UTC.
import { DEFAULT_TIME_ZONE, formatDate } from './dates'

/** Today as `YYYY-MM-DD` in the zone. */
export function todayInZone(now: Date = new Date(), zone: string = DEFAULT_TIME_ZONE): string {
  return formatDate(now, zone)
}

const dayMs = 86_400_000
const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** Whole days from `from` to `to` (both `YYYY-MM-DD`): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / dayMs)
}

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(utcOf(day) + n * dayMs).toISOString().slice(0, 10)
}

/** What a learner's course card says of its due date: done, days left, due today, or overdue (red). */
export function dueText(daysLeft: number, completed: boolean): { text: string; overdue: boolean } {
  if (completed) return { text: '已完成', overdue: false }
  if (daysLeft > 0) return { text: `还剩${daysLeft}天`, overdue: false }
  if (daysLeft === 0) return { text: '今天截止', overdue: false }
  return { text: `已逾期${-daysLeft}天`, overdue: true }
}

/**
 * Credited time as a company reads it in 学习看板: 36秒, 25分钟, 1.5小时 — hours with one decimal from six minutes on,
 * so a short course's 36 s never reads as 0.0 hours.
 */
export function creditedTimeText(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)}秒`
  if (seconds < 360) return `${Math.floor(seconds / 60)}分钟`
  return `${(seconds / 3600).toFixed(1)}小时`
}
