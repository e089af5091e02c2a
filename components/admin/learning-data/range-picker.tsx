'use client'
// The data page's date range (issue 32): two dates in the tenant's days, 查询, and 近7天 / 近30天 / 近90天; the range
// lives in the URL (`?from=&to=`), so a link or Back shows the same figures. A wrong range is said, never sent.
import { useId, useState } from 'react'
import { rangeError, recentRange } from '@/lib/contract/learning-data-rules'
import { BUTTON, CONTROL } from '../styles'

const QUICK = [7, 30, 90] as const

export function RangePicker({
  from,
  to,
  onApply,
  check = rangeError,
}: {
  from: string
  to: string
  onApply: (range: { from: string; to: string }) => void
  /** What is wrong with a range, or null: 学习数据's rule unless a screen has its own (对账: 92 days). */
  check?: (from: string, to: string) => string | null
}) {
  const uid = useId()
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      role="search"
      aria-label="选择日期范围"
      className="mb-5 flex flex-wrap items-end gap-3"
      data-testid="range-picker"
      onSubmit={(e) => {
        e.preventDefault()
        const data = new FormData(e.currentTarget)
        const range = { from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') }
        const problem = check(range.from, range.to)
        setError(problem)
        if (!problem) onApply(range)
      }}
    >
      <div className="w-44">
        <label htmlFor={`${uid}-from`} className={CONTROL.label}>
          开始日期
        </label>
        <input key={from} id={`${uid}-from`} name="from" type="date" defaultValue={from} className={CONTROL.input} />
      </div>
      <div className="w-44">
        <label htmlFor={`${uid}-to`} className={CONTROL.label}>
          结束日期
        </label>
        <input key={to} id={`${uid}-to`} name="to" type="date" defaultValue={to} className={CONTROL.input} />
      </div>
      <button type="submit" className={BUTTON.primary}>
        查询
      </button>
      <div className="flex gap-2" role="group" aria-label="快捷范围">
        {QUICK.map((days) => (
          <button
            key={days}
            type="button"
            className={BUTTON.secondary}
            onClick={() => {
              setError(null)
              onApply(recentRange(days))
            }}
          >
            近{days}天
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  )
}
