'use client'
// 讲师: the course's lecturers in the order the course page lists them — add from the tenant's lecturers, move, remove.
import { useId } from 'react'
import type { AdminCourseOptions } from '@/lib/contract/schemas/admin-course'
import { BUTTON, CONTROL } from './styles'

export function CourseLecturerPicker({
  value,
  lecturers,
  readOnly,
  error,
  onChange,
}: {
  value: number[]
  lecturers: AdminCourseOptions['lecturers']
  readOnly: boolean
  error?: string
  onChange: (ids: number[]) => void
}) {
  const uid = useId()
  const byId = new Map(lecturers.map((l) => [l.id, l]))
  const rest = lecturers.filter((l) => !value.includes(l.id))
  const move = (i: number, by: -1 | 1) => {
    const next = [...value]
    ;[next[i], next[i + by]] = [next[i + by], next[i]]
    onChange(next)
  }
  return (
    <fieldset aria-describedby={`${uid}-msg`}>
      <legend className={CONTROL.label}>讲师（按课程页显示顺序）</legend>
      <ol className="mb-2 space-y-1" data-testid="course-lecturers">
        {value.map((id, i) => (
          <li key={id} className="flex items-center gap-2 rounded border border-gray-200 bg-white px-2 py-1 text-sm">
            <span className="w-5 text-gray-400">{i + 1}</span>
            <span className="flex-1">
              {byId.get(id)?.name ?? `讲师 ${id}`}
              {byId.get(id)?.title ? <span className="ml-2 text-xs text-gray-500">{byId.get(id)?.title}</span> : null}
            </span>
            {readOnly ? null : (
              <>
                <button
                  type="button"
                  className={BUTTON.link}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`上移${byId.get(id)?.name ?? ''}`}
                >
                  上移
                </button>
                <button
                  type="button"
                  className={BUTTON.link}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`下移${byId.get(id)?.name ?? ''}`}
                >
                  下移
                </button>
                <button
                  type="button"
                  className={BUTTON.linkDanger}
                  onClick={() => onChange(value.filter((v) => v !== id))}
                  aria-label={`移除${byId.get(id)?.name ?? ''}`}
                >
                  移除
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <select
          aria-label="添加讲师"
          className={`${CONTROL.select} max-w-xs`}
          value=""
          onChange={(e) => e.target.value && onChange([...value, Number(e.target.value)])}
          disabled={rest.length === 0}
        >
          <option value="">
            {rest.length ? '添加讲师…' : lecturers.length ? '已添加全部讲师' : '暂无讲师，请先在「讲师管理」中添加'}
          </option>
          {rest.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {l.title ? `（${l.title}）` : ''}
            </option>
          ))}
        </select>
      )}
      <p id={`${uid}-msg`} role={error ? 'alert' : undefined} className={error ? CONTROL.error : CONTROL.hint}>
        {error ?? '可不选；最多10位'}
      </p>
    </fieldset>
  )
}
