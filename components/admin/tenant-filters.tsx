'use client'
// 机构管理's filters: a keyword (子域名或名称) sent with 查询, the state applied as it changes, 重置.
import { TENANT_STATES, type TenantStateName } from '@/lib/contract/schemas/admin-tenant'
import { FilterBar } from './filter-bar'
import type { ListParams } from './list-params'

export type TenantFilterKey = 'keyword' | 'state'
export const TENANT_FILTERS: readonly TenantFilterKey[] = ['keyword', 'state']

export const TENANT_STATE_LABELS: Record<TenantStateName, string> = { open: '运营中', closed: '已关闭' }

export function TenantFilters({ list }: { list: ListParams<TenantFilterKey> }) {
  return (
    <FilterBar
      list={list}
      what="机构"
      keyword={{ label: '关键词', placeholder: '机构名称或子域名', maxLength: 60 }}
      selects={[
        {
          key: 'state',
          label: '状态',
          all: '全部状态',
          options: TENANT_STATES.map((s) => ({ value: s, label: TENANT_STATE_LABELS[s] })),
        },
      ]}
    />
  )
}
