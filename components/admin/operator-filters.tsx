'use client'
// 操作员管理's filters: a keyword (登录名、姓名或手机号) sent with 查询, role and state applied as they change, 重置.
import { OPERATOR_ROLES, ROLE_LABELS } from '@/lib/contract/operator-roles'
import { FilterBar } from './filter-bar'
import type { ListParams } from './list-params'

export type OperatorFilterKey = 'keyword' | 'role' | 'state'
export const OPERATOR_FILTERS: readonly OperatorFilterKey[] = ['keyword', 'role', 'state']

export const STATE_LABELS = { active: '启用', disabled: '已停用' } as const

export function OperatorFilters({ list }: { list: ListParams<OperatorFilterKey> }) {
  return (
    <FilterBar
      list={list}
      what="操作员"
      keyword={{ label: '关键词', placeholder: '登录名、姓名或手机号', maxLength: 30 }}
      selects={[
        {
          key: 'role',
          label: '角色',
          all: '全部角色',
          width: 'w-36',
          options: OPERATOR_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
        },
        {
          key: 'state',
          label: '状态',
          all: '全部状态',
          options: (['active', 'disabled'] as const).map((s) => ({ value: s, label: STATE_LABELS[s] })),
        },
      ]}
    />
  )
}
