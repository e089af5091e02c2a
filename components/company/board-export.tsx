'use client'
// 导出学习记录: a date range (the last 30 days at first) and the board's group filter, downloaded as an xlsx by a plain
// link — the session cookie goes with it and the browser saves the file under the name the server gives.
import { useId, useState } from 'react'
import { apiPath } from '@/lib/client/api'

const DAY_MS = 86_400_000
/** The server's cap on one export (CompanyLearningReport/Export). */
const MAX_DAYS = 366

/** A 'YYYY-MM-DD' day moved by whole days (calendar arithmetic, no time zone involved). */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

function rangeError(from: string, to: string): string | null {
  if (!from || !to) return '请选择开始日期和结束日期'
  if (from > to) return '结束日期不能早于开始日期'
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_DAYS) return `一次最多导出${MAX_DAYS}天的记录`
  return null
}

const FIELD = 'h-10 w-full min-w-0 rounded-md border border-gray-300 px-3 text-base outline-none focus:border-primary'

export function BoardExport({
  today,
  groupId,
  groupName,
  onClose,
}: {
  /** The board's day (the tenant's zone): the range ends on it by default. */
  today: string
  groupId: number | undefined
  groupName: string
  onClose: () => void
}) {
  const [from, setFrom] = useState(() => shiftDay(today, -29))
  const [to, setTo] = useState(today)
  const id = useId()
  const error = rangeError(from, to)
  const query = new URLSearchParams({ from, to })
  if (groupId !== undefined) query.set('groupId', String(groupId))
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-gray-200 p-4"
      data-testid="board-export"
    >
      <h3 id={`${id}-title`} className="text-sm font-medium text-gray-900">
        导出学习记录
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm text-gray-700">
          开始日期
          <input
            type="date"
            value={from}
            max={today}
            onChange={(e) => setFrom(e.target.value)}
            className={`mt-1 ${FIELD}`}
          />
        </label>
        <label className="block text-sm text-gray-700">
          结束日期
          <input
            type="date"
            value={to}
            max={today}
            onChange={(e) => setTo(e.target.value)}
            className={`mt-1 ${FIELD}`}
          />
        </label>
      </div>
      <p className="text-xs text-gray-500">
        范围：{groupName}。包含每段经认定的学习（员工、部门、课程、课时、起止时间、学时）与各学习任务的完成情况。
      </p>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {error ? (
          <span
            aria-disabled="true"
            className="inline-flex min-h-10 items-center rounded-md bg-gray-200 px-5 text-sm text-gray-500"
          >
            下载Excel
          </span>
        ) : (
          <a
            href={`${apiPath('CompanyLearningReport', 'Export')}?${query}`}
            download
            data-testid="board-export-link"
            className="inline-flex min-h-10 items-center rounded-md bg-primary px-5 text-sm text-primary-contrast hover:bg-primary-hover"
          >
            下载Excel
          </a>
        )}
        <button
          type="button"
          onClick={onClose}
          className="min-h-10 rounded-md border border-gray-300 px-5 text-sm text-gray-700 hover:border-primary hover:text-primary"
        >
          取消
        </button>
      </div>
    </section>
  )
}
