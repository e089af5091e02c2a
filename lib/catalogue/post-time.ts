// When a discussion post was written, as Chinese forums say it: 刚刚, N分钟前, N小时前, then the Beijing date and time.
import { differenceInHours, differenceInMinutes, format } from 'date-fns'
import { zhCN } from 'date-fns/locale/zh-CN'

/** China keeps UTC+8 all year, whatever zone the server runs in. */
const BEIJING_OFFSET_MINUTES = 8 * 60

/** A Date whose local fields read Beijing time, for date-fns' local-time formatting. */
function inBeijing(date: Date): Date {
  return new Date(date.getTime() + (BEIJING_OFFSET_MINUTES + date.getTimezoneOffset()) * 60_000)
}

/** Pages are rendered per request, so "now" is the reader's moment. */
export function formatPostTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  const minutes = differenceInMinutes(now, at)
  if (minutes < 1) return '刚刚'
  if (minutes < 60) return `${minutes}分钟前`
  const hours = differenceInHours(now, at)
  if (hours < 24) return `${hours}小时前`
  const local = inBeijing(at)
  const sameYear = local.getFullYear() === inBeijing(now).getFullYear()
  return format(local, sameYear ? 'M月d日 HH:mm' : 'yyyy年M月d日 HH:mm', { locale: zhCN })
}

/** The full Beijing time, for the tooltip and <time> label. */
export function formatPostDateTime(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? '' : format(inBeijing(at), 'yyyy-MM-dd HH:mm', { locale: zhCN })
}
