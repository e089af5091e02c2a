'use client'
// 操作员管理's filters: a keyword (登录名、姓名或手机号) sent with 查询, role and state applied as they change, 重置.
import { useId } from 'react'
import { OPERATOR_ROLES, ROLE_LABELS } from '@/lib/contract/operator-roles'
import type { ListParams } from './list-params'
import { BUTTON, CONTROL } from './styles'

export type OperatorFilterKey = 'keyword' | 'role' | 'state'
export const OPERATOR_FILTERS: readonly OperatorFilterKey[] = ['keyword', 'role', 'state']

export const STATE_LABELS = { active: '启用', disabled: '已停用' } as const

export function OperatorFilters({ list }: { list: ListParams<OperatorFilterKey> }) {
  const uid = useId()
  const { values, apply } = list
  return (
    <form
      role="search"
      aria-label="筛选操作员"
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
          placeholder="登录名、姓名或手机号"
          className={CONTROL.input}
        />
      </div>
      <div className="w-36">
        <label htmlFor={`${uid}-role`} className={CONTROL.label}>
          角色
        </label>
        <select
          id={`${uid}-role`}
          value={values.role}
          onChange={(e) => apply({ role: e.target.value })}
          className={CONTROL.select}
        >
          <option value="">全部角色</option>
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
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
          <option value="active">{STATE_LABELS.active}</option>
          <option value="disabled">{STATE_LABELS.disabled}</option>
        </select>
      </div>
      <button type="submit" className={BUTTON.primary}>
        查询
      </button>
      <button type="button" className={BUTTON.secondary} onClick={() => apply({ keyword: '', role: '', state: '' })}>
        重置
      </button>
    </form>
  )
}
