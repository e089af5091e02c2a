'use client'
// 操作日志's filters, applied as they change: 操作员 and 操作类型 (the choices from AdminAudit/GetFilters, disabled
// operators included) and 日期起止 (days in the tenant's zone).
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { apiQuery } from '@/lib/query/api-queries'
import type { ListParams } from './list-params'
import { BUTTON, CONTROL } from './styles'

export type AuditFilterKey = 'operatorId' | 'kind' | 'from' | 'to'
export const AUDIT_FILTERS: readonly AuditFilterKey[] = ['operatorId', 'kind', 'from', 'to']

export function AuditFilters({ list }: { list: ListParams<AuditFilterKey> }) {
  const uid = useId()
  const filters = useQuery(apiQuery.AdminAudit.GetFilters())
  const operators = filters.data?.operators ?? []
  const { values, apply } = list
  return (
    <div role="search" aria-label="筛选操作日志" className="mb-4 flex flex-wrap items-end gap-3">
      <div className="w-44 xl:w-52">
        <label htmlFor={`${uid}-operator`} className={CONTROL.label}>
          操作员
        </label>
        <select
          id={`${uid}-operator`}
          value={values.operatorId}
          onChange={(e) => apply({ operatorId: e.target.value })}
          className={CONTROL.select}
        >
          <option value="">全部操作员</option>
          {values.operatorId && !operators.some((o) => String(o.id) === values.operatorId) ? (
            <option value={values.operatorId}>操作员 #{values.operatorId}</option>
          ) : null}
          {operators.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}（{o.loginName}）
            </option>
          ))}
        </select>
      </div>
      <div className="w-44 xl:w-52">
        <label htmlFor={`${uid}-kind`} className={CONTROL.label}>
          操作类型
        </label>
        <select
          id={`${uid}-kind`}
          value={values.kind}
          onChange={(e) => apply({ kind: e.target.value })}
          className={CONTROL.select}
        >
          <option value="">全部类型</option>
          {(filters.data?.kinds ?? []).map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      <div className="w-36 xl:w-40">
        <label htmlFor={`${uid}-from`} className={CONTROL.label}>
          开始日期
        </label>
        <input
          id={`${uid}-from`}
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => apply({ from: e.target.value })}
          className={CONTROL.input}
        />
      </div>
      <div className="w-36 xl:w-40">
        <label htmlFor={`${uid}-to`} className={CONTROL.label}>
          结束日期
        </label>
        <input
          id={`${uid}-to`}
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => apply({ to: e.target.value })}
          className={CONTROL.input}
        />
      </div>
      <button
        type="button"
        className={BUTTON.secondary}
        onClick={() => apply({ operatorId: '', kind: '', from: '', to: '' })}
      >
        重置
      </button>
    </div>
  )
}
