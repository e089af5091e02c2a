'use client'
// A console table's filter bar (role=search), the same on every list — 操作员, 机构, 课程, 讲师, 专题: a keyword sent
// with 查询, each select applied as it changes, 重置 clearing them all. The screens only say what to filter by.
import { useId } from 'react'
import type { ListParams } from './list-params'
import { BUTTON, CONTROL } from './styles'

interface FilterChoice {
  value: string
  label: string
}

/** Choices under a heading (<optgroup>), e.g. a 一级分类 with its 二级. */
interface FilterGroup {
  group: string
  options: readonly FilterChoice[]
}

interface FilterSelect<S extends string> {
  key: S
  label: string
  /** The first choice, which filters nothing (value ''): 全部角色, 全部状态… */
  all: string
  options: readonly (FilterChoice | FilterGroup)[]
  /** Its column's width (a Tailwind class). */
  width?: string
}

export interface FilterBarProps<S extends string> {
  list: ListParams<'keyword' | S>
  /** What is filtered, for the bar's accessible name: 筛选{what}. */
  what: string
  keyword: { label: string; placeholder: string; maxLength: number; width?: string }
  selects?: readonly FilterSelect<S>[]
}

export function FilterBar<S extends string>({ list, what, keyword, selects = [] }: FilterBarProps<S>) {
  const uid = useId()
  const { values, apply } = list
  const cleared = Object.fromEntries(['keyword', ...selects.map((s) => s.key)].map((k) => [k, ''])) as Partial<
    Record<'keyword' | S, string>
  >
  return (
    <form
      role="search"
      aria-label={`筛选${what}`}
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        apply({ keyword: String(new FormData(e.currentTarget).get('keyword') ?? '').trim() } as Partial<
          Record<'keyword' | S, string>
        >)
      }}
    >
      <div className={`${keyword.width ?? 'w-64'} max-w-full`}>
        <label htmlFor={`${uid}-keyword`} className={CONTROL.label}>
          {keyword.label}
        </label>
        <input
          key={values.keyword}
          id={`${uid}-keyword`}
          name="keyword"
          type="search"
          maxLength={keyword.maxLength}
          defaultValue={values.keyword}
          placeholder={keyword.placeholder}
          className={CONTROL.input}
        />
      </div>
      {selects.map((s) => (
        <div key={s.key} className={s.width ?? 'w-32'}>
          <label htmlFor={`${uid}-${s.key}`} className={CONTROL.label}>
            {s.label}
          </label>
          <select
            id={`${uid}-${s.key}`}
            value={values[s.key]}
            onChange={(e) => apply({ [s.key]: e.target.value } as Partial<Record<'keyword' | S, string>>)}
            className={CONTROL.select}
          >
            <option value="">{s.all}</option>
            {s.options.map((o) =>
              'group' in o ? (
                <optgroup key={o.group} label={o.group}>
                  {o.options.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </optgroup>
              ) : (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ),
            )}
          </select>
        </div>
      ))}
      <button type="submit" className={BUTTON.primary}>
        查询
      </button>
      <button type="button" className={BUTTON.secondary} onClick={() => apply(cleared)}>
        重置
      </button>
    </form>
  )
}
