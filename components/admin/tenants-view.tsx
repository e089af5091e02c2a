'use client'
// 机构管理 (the platform's console): every tenant with what it holds, paged and filtered on the server by the URL's
// `?page=&keyword=&state=`; a platform 管理员 creates a tenant (its administrator's initial password shown once) and
// closes or opens one — asked first, naming the tenant and what closing does — and sets its 存储配额. 只读 reads the table only.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { TENANT_STATES, type CreatedTenant, type TenantRow } from '@/lib/contract/schemas/admin-tenant'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction } from './admin-dialog'
import { ListFooter, ListState } from './list-parts'
import { PAGE_SIZE, useListParams } from './list-params'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON } from './styles'
import { TenantCreateDialog } from './tenant-create-dialog'
import { TenantCreatedDialog } from './tenant-created-dialog'
import { TenantQuotaDialog } from './tenant-quota-dialog'
import { TENANT_FILTERS, TenantFilters } from './tenant-filters'
import { tenantName, TenantsTable } from './tenants-table'

type Open =
  | { kind: 'create' }
  | { kind: 'state'; row: TenantRow }
  | { kind: 'quota'; row: TenantRow }
  | { kind: 'created'; created: CreatedTenant; name: string }

/** What the confirmation says before a tenant closes or opens: who is affected, and that its operators still sign in. */
function stateNote(row: TenantRow): string {
  return row.state === 'open'
    ? `关闭后「${row.name}」的所有页面将显示“403 无法访问”，学员和企业无法登录；机构的操作员仍可登录管理后台。`
    : `开启后「${row.name}」的网站恢复访问，学员和企业可以正常登录。`
}

export function TenantsView() {
  const self = useOperator()
  const canWrite = self.role === 'admin'
  const queryClient = useQueryClient()
  const list = useListParams(TENANT_FILTERS)
  const { keyword, state } = list.values
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    keyword: keyword || undefined,
    state: TENANT_STATES.find((known) => known === state),
  }
  const tenants = useQuery({ ...apiQuery.AdminTenant.GetList(input), placeholderData: keepPreviousData })
  const [open, setOpen] = useState<Open | null>(null)
  const close = () => setOpen(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminTenant', 'GetList') })

  async function setState(row: TenantRow) {
    const next = row.state === 'open' ? 'closed' : 'open'
    await api.post.AdminTenant.SetState({ id: row.id, state: next }, { inline: true })
    toast.success(next === 'closed' ? `已关闭「${tenantName(row)}」` : `已开启「${tenantName(row)}」`)
    close()
    void refresh()
  }

  const rows = tenants.data?.items ?? []
  const filtered = Boolean(keyword || state)
  return (
    <>
      <PageHeader
        title="机构管理"
        description="平台上的全部机构：内容与学员规模、存储空间、最近活跃，以及网站的开启与关闭"
        actions={
          canWrite ? (
            <button
              type="button"
              className={BUTTON.primary}
              onClick={() => setOpen({ kind: 'create' })}
              data-testid="create-tenant"
            >
              创建机构
            </button>
          ) : null
        }
      />
      <TenantFilters list={list} />
      {rows.length > 0 ? (
        <div aria-busy={tenants.isFetching} className={tenants.isPlaceholderData ? 'opacity-60' : undefined}>
          <TenantsTable
            rows={rows}
            canWrite={canWrite}
            onState={(row) => setOpen({ kind: 'state', row })}
            onQuota={(row) => setOpen({ kind: 'quota', row })}
          />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          {tenants.isPending || tenants.isError ? (
            <ListState loading={tenants.isPending} error={tenants.error} retry={() => void tenants.refetch()} />
          ) : (
            <EmptyState
              text={filtered ? '没有符合条件的机构' : canWrite ? '还没有机构，点击「创建机构」开始' : '还没有机构'}
            />
          )}
        </div>
      )}
      {tenants.data ? (
        <ListFooter total={tenants.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}

      {open?.kind === 'create' ? (
        <TenantCreateDialog
          onClose={close}
          onCreated={(created, name) => {
            void refresh()
            setOpen({ kind: 'created', created, name })
          }}
        />
      ) : null}
      {open?.kind === 'quota' ? (
        <TenantQuotaDialog
          row={open.row}
          onClose={close}
          onSaved={() => {
            close()
            void refresh()
          }}
        />
      ) : null}
      {open?.kind === 'created' ? (
        <TenantCreatedDialog created={open.created} name={open.name} onClose={close} />
      ) : null}
      {open?.kind === 'state' ? (
        <ConfirmAction
          open
          title={open.row.state === 'open' ? '关闭机构' : '开启机构'}
          confirmText={open.row.state === 'open' ? '关闭机构' : '开启机构'}
          danger={open.row.state === 'open'}
          message={
            <>
              <p className="font-medium text-gray-900">
                {open.row.state === 'open' ? '确定关闭机构' : '确定开启机构'}「{tenantName(open.row)}」吗？
              </p>
              <p>{stateNote(open.row)}</p>
            </>
          }
          onConfirm={() => setState(open.row)}
          onClose={close}
          testId="tenant-state-confirm"
        />
      ) : null}
    </>
  )
}
