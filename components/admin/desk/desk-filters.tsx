'use client'
// 咨询工作台's filters (issue 32), in the URL like every console list: 服务 (其他需求 is 0), 处理人 (我的 / 未分配),
// a keyword on the contact's name, phone, company or the request number (sent with 查询), and the days submitted.
import { useId } from 'react'
import { DESK_ASSIGNEE, type DeskOptions } from '@/lib/contract/schemas/admin-consultation'
import { OTHER_SERVICE } from '@/lib/contract/consultation-rules'
import type { ListParams } from '../list-params'
import { BUTTON, CONTROL } from '../styles'

export const DESK_FILTERS = ['status', 'serviceId', 'assignee', 'keyword', 'from', 'to'] as const
export type DeskFilterKey = (typeof DESK_FILTERS)[number]

export function DeskFilters({ list, options }: { list: ListParams<DeskFilterKey>; options?: DeskOptions }) {
  const uid = useId()
  const { values, apply } = list
  const select = (key: 'serviceId' | 'assignee', label: string, all: string, choices: [string, string][]) => (
    <div className="w-40">
      <label htmlFor={`${uid}-${key}`} className={CONTROL.label}>
        {label}
      </label>
      <select
        id={`${uid}-${key}`}
        value={values[key]}
        onChange={(e) => apply({ [key]: e.target.value })}
        className={CONTROL.select}
      >
        <option value="">{all}</option>
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
  const date = (key: 'from' | 'to', label: string) => (
    <div className="w-40">
      <label htmlFor={`${uid}-${key}`} className={CONTROL.label}>
        {label}
      </label>
      <input
        id={`${uid}-${key}`}
        type="date"
        value={values[key]}
        min={key === 'to' ? values.from || undefined : undefined}
        max={key === 'from' ? values.to || undefined : undefined}
        onChange={(e) => apply({ [key]: e.target.value })}
        className={CONTROL.input}
      />
    </div>
  )
  return (
    <form
      role="search"
      aria-label="筛选咨询"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        apply({ keyword: String(new FormData(e.currentTarget).get('keyword') ?? '').trim() })
      }}
    >
      <div className="w-60 max-w-full">
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
          placeholder="联系人、电话、公司或咨询编号"
          className={CONTROL.input}
        />
      </div>
      {select('serviceId', '服务', '全部服务', [
        ...(options?.services ?? []).map((s): [string, string] => [String(s.id), s.name]),
        ['0', OTHER_SERVICE],
      ])}
      {select('assignee', '处理人', '全部处理人', Object.entries(DESK_ASSIGNEE))}
      {date('from', '提交日期起')}
      {date('to', '提交日期止')}
      <button type="submit" className={BUTTON.primary}>
        查询
      </button>
      <button
        type="button"
        className={BUTTON.secondary}
        onClick={() => apply({ serviceId: '', assignee: '', keyword: '', from: '', to: '' })}
      >
        重置
      </button>
    </form>
  )
}
