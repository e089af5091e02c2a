'use client'
// 课程管理's filters: a title keyword sent with 查询, category and state applied as they change, 重置.
import { useId } from 'react'
import { COURSE_STATES, type AdminCourseOptions } from '@/lib/contract/schemas/admin-course'
import type { ListParams } from './list-params'
import { BUTTON, CONTROL } from './styles'

export type CourseFilterKey = 'keyword' | 'courseTypeId' | 'state'
export const COURSE_FILTERS: readonly CourseFilterKey[] = ['keyword', 'courseTypeId', 'state']

export function CourseFilters({
  list,
  categories,
}: {
  list: ListParams<CourseFilterKey>
  categories: AdminCourseOptions['categories']
}) {
  const uid = useId()
  const { values, apply } = list
  return (
    <form
      role="search"
      aria-label="筛选课程"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        apply({ keyword: String(new FormData(e.currentTarget).get('keyword') ?? '').trim() })
      }}
    >
      <div className="w-64">
        <label htmlFor={`${uid}-keyword`} className={CONTROL.label}>
          关键词
        </label>
        <input
          key={values.keyword}
          id={`${uid}-keyword`}
          name="keyword"
          type="search"
          maxLength={30}
          defaultValue={values.keyword}
          placeholder="课程标题"
          className={CONTROL.input}
        />
      </div>
      <div className="w-44">
        <label htmlFor={`${uid}-type`} className={CONTROL.label}>
          分类
        </label>
        <select
          id={`${uid}-type`}
          value={values.courseTypeId}
          onChange={(e) => apply({ courseTypeId: e.target.value })}
          className={CONTROL.select}
        >
          <option value="">全部分类</option>
          {categories.map((top) => (
            <optgroup key={top.id} label={top.name}>
              <option value={top.id}>{top.name}（全部）</option>
              {top.children.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="w-32">
        <label htmlFor={`${uid}-state`} className={CONTROL.label}>
          状态
        </label>
        <select
          id={`${uid}-state`}
          value={values.state}
          onChange={(e) => apply({ state: e.target.value })}
          className={CONTROL.select}
        >
          <option value="">全部状态</option>
          {Object.entries(COURSE_STATES).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={BUTTON.primary}>
        查询
      </button>
      <button
        type="button"
        className={BUTTON.secondary}
        onClick={() => apply({ keyword: '', courseTypeId: '', state: '' })}
      >
        重置
      </button>
    </form>
  )
}
