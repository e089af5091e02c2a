'use client'
// 操作员管理: the tenant's operators, paged and filtered on the server by the URL's `?page=&keyword=&role=&state=`,
// with 邀请操作员 and each row's 修改角色 / 停用 / 启用 / 重置密码 — every change asked first, naming the operator.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorRow } from '@/lib/contract/schemas/admin'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction } from './admin-dialog'
import { useIsPlatform } from './console-scope'
import { InitialPasswordDialog } from './initial-password-dialog'
import { InviteDialog } from './invite-dialog'
import { ListFooter, ListState } from './list-parts'
import { PAGE_SIZE, useListParams } from './list-params'
import { useOperator } from './operator-context'
import { OPERATOR_FILTERS, OperatorFilters } from './operator-filters'
import { operatorName, OperatorsTable, type RowAction } from './operators-table'
import { PageHeader } from './page-header'
import { RoleDialog } from './role-dialog'
import { BUTTON } from './styles'

type Open =
  | { kind: 'invite' }
  | { kind: RowAction; row: OperatorRow }
  | { kind: 'password'; title: string; who: string; password: string }

const CONFIRM = {
  disable: {
    title: '停用操作员',
    confirmText: '停用',
    danger: true,
    ask: (who: string) => `确定停用操作员「${who}」吗？`,
    note: '停用后该操作员立即退出登录，且不能再登录管理后台；之后可随时重新启用。',
  },
  enable: {
    title: '启用操作员',
    confirmText: '启用',
    danger: false,
    ask: (who: string) => `确定启用操作员「${who}」吗？`,
    note: '启用后该操作员可以重新登录管理后台。',
  },
  reset: {
    title: '重置密码',
    confirmText: '重置密码',
    danger: true,
    ask: (who: string) => `确定重置操作员「${who}」的密码吗？`,
    note: '系统将生成新的初始密码（只显示一次），该操作员的登录全部失效，下次登录须先修改密码。',
  },
} as const

const isRole = (v: string): v is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(v)

export function OperatorsView() {
  const self = useOperator()
  const platform = useIsPlatform()
  const queryClient = useQueryClient()
  const list = useListParams(OPERATOR_FILTERS)
  const { keyword, role, state } = list.values
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    keyword: keyword || undefined,
    role: isRole(role) ? role : undefined,
    state: state === 'active' || state === 'disabled' ? state : undefined,
  }
  const operators = useQuery({ ...apiQuery.AdminOperator.GetList(input), placeholderData: keepPreviousData })
  const [open, setOpen] = useState<Open | null>(null)
  const close = () => setOpen(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminOperator', 'GetList') })

  async function change(row: OperatorRow, kind: 'disable' | 'enable' | 'reset') {
    const who = operatorName(row)
    if (kind === 'reset') {
      const { initialPassword } = await api.post.AdminOperator.ResetPassword({ id: row.id }, { inline: true })
      setOpen({ kind: 'password', title: '密码已重置', who, password: initialPassword })
    } else {
      await api.post.AdminOperator.SetDisabled({ id: row.id, disabled: kind === 'disable' }, { inline: true })
      toast.success(kind === 'disable' ? `已停用「${who}」` : `已启用「${who}」`)
      close()
    }
    void refresh()
  }

  const rows = operators.data?.items ?? []
  return (
    <>
      <PageHeader
        title="操作员管理"
        description={platform ? '可登录平台管理后台的人员及其角色' : '本机构可登录管理后台的人员及其角色'}
        actions={
          <button
            type="button"
            className={BUTTON.primary}
            onClick={() => setOpen({ kind: 'invite' })}
            data-testid="invite-operator"
          >
            邀请操作员
          </button>
        }
      />
      <OperatorFilters list={list} />
      {rows.length > 0 ? (
        <div aria-busy={operators.isFetching} className={operators.isPlaceholderData ? 'opacity-60' : undefined}>
          <OperatorsTable rows={rows} selfId={self.id} act={(row, kind) => setOpen({ kind, row })} />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={operators.isPending} error={operators.error} retry={() => void operators.refetch()} />
        </div>
      )}
      {operators.data ? (
        <ListFooter total={operators.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}

      {open?.kind === 'invite' ? (
        <InviteDialog
          onClose={close}
          onInvited={(who, password) => {
            void refresh()
            setOpen({ kind: 'password', title: '操作员已邀请', who: operatorName(who), password })
          }}
        />
      ) : null}
      {open?.kind === 'role' ? (
        <RoleDialog
          row={open.row}
          onClose={close}
          onSaved={(role) => {
            toast.success(`已将「${operatorName(open.row)}」的角色改为${ROLE_LABELS[role]}`)
            close()
            void refresh()
          }}
        />
      ) : null}
      {open && (open.kind === 'disable' || open.kind === 'enable' || open.kind === 'reset') ? (
        <ConfirmAction
          open
          title={CONFIRM[open.kind].title}
          confirmText={CONFIRM[open.kind].confirmText}
          danger={CONFIRM[open.kind].danger}
          message={
            <>
              <p className="font-medium text-gray-900">{CONFIRM[open.kind].ask(operatorName(open.row))}</p>
              <p>{CONFIRM[open.kind].note}</p>
            </>
          }
          onConfirm={() => change(open.row, open.kind as 'disable' | 'enable' | 'reset')}
          onClose={close}
          testId="operator-confirm"
        />
      ) : null}
      {open?.kind === 'password' ? (
        <InitialPasswordDialog title={open.title} who={open.who} password={open.password} onClose={close} />
      ) : null}
    </>
  )
}
