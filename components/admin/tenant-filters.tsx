'use client'
// 机构管理's filters: a keyword (子域名或名称) sent with 查询, the state applied as it changes, 重置.
import { useId } from 'react'
import { TENANT_STATES, type TenantStateName } from '@/lib/contract/schemas/admin-tenant'
import type { ListParams } from './list-params'
import { BUTTON, CONTROL } from './styles'

export type TenantFilterKey = 'keyword' | 'state'
export const TENANT_FILTERS: readonly TenantFilterKey[] = ['keyword', 'state']

export const TENANT_STATE_LABELS: Record<TenantStateName, string> = { open: '运营中', closed: '已关闭' }

export function TenantFilters({ list }: { list: ListParams<TenantFilterKey> }) {
  const uid = useId()
  const { values, apply } = list
  return (
    <form
      role="search"
      aria-label="筛选机构"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        apply({ keyword: String(new FormData(e.currentTarget).get('keyword') ?? '').trim() })
      }}
    >
      <div className="w-64 max-w-full">
        <label htmlFor={`${uid}-keyword`} className={CONTROL.label}>
          关键词
        </label>
        <input
          key={values.keyword}
          id={`${uid}-keyword`}
          name="keyword"
          type="search"
          maxLength={60}
          defaultValue={values.keyword}
          placeholder="机构名称或子域名"
          className={CONTROL.input}
        />
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
          {TENANT_STATES.map((state) => (
            <option key={state} value={state}>
              {TENANT_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={BUTTON.primary}>
        查询
      </button>
      <button type="button" className={BUTTON.secondary} onClick={() => apply({ keyword: '', state: '' })}>
        重置
      </button>
    </form>
  )
}
