'use client'
// 邀请记录 (/corporate?nav=2, and the 邀请记录 tab of /EnterprisePersonnel): every invitation with its 部门 and state,
// filtered by state, and 取消邀请 for the pending ones.
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { useConfirm } from '@/components/ui/use-confirm'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { INVITE_STATUS_TEXT, STAFF_PAGE_SIZE, type InviteStatusName } from '@/lib/contract/company-rules'
import { formatDateTime } from '@/lib/contract/dates'
import { useCompanyInvites, useCompanyRefresh } from '@/lib/hooks/use-company'

const FILTERS: [InviteStatusName | '', string][] = [
  ['', '全部'],
  ...(Object.entries(INVITE_STATUS_TEXT) as [InviteStatusName, string][]),
]
const TONE: Record<InviteStatusName, string> = {
  pending: 'bg-blue-50 text-blue-700',
  accepted: 'bg-green-50 text-green-700',
  refused: 'bg-red-50 text-red-700',
  cancelled: 'bg-gray-100 text-gray-600',
}

export function InvitesPanel({ variant }: { variant: 'desktop' | 'mobile' }) {
  const [status, setStatus] = useState<InviteStatusName | ''>('')
  const [page, setPage] = useState(1)
  const invites = useCompanyInvites(status, page)
  const reload = useCompanyRefresh()
  const { confirm, dialog } = useConfirm()

  const cancel = async (id: number, name: string) => {
    if (!(await confirm(`确定取消对“${name}”的邀请吗？`))) return
    try {
      await api.post.CompanyInviteUser.CompanyCancelInvite({ id }, { inline: true })
      toast.success('邀请已取消')
    } catch (err) {
      toast.error(isApiClientError(err) ? err.message : '操作失败，请稍后再试')
    }
    await reload()
  }

  const data = invites.data
  return (
    <div className={variant === 'mobile' ? 'space-y-4 bg-white p-4' : 'space-y-4'} data-testid="invites-panel">
      <div role="group" aria-label="按状态筛选" className="flex flex-wrap gap-2">
        {FILTERS.map(([value, label]) => (
          <button
            key={label}
            type="button"
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value)
              setPage(1)
            }}
            className="min-h-8 rounded-full border border-gray-200 px-3 text-sm text-gray-600 aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary"
          >
            {label}
          </button>
        ))}
      </div>
      {!data ? (
        <Loading className="py-10" />
      ) : data.items.length === 0 ? (
        <EmptyState text="暂无邀请记录" />
      ) : (
        <>
          <ul className="divide-y divide-gray-100">
            {data.items.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-3 py-4" data-testid="invite-row">
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
                    <span className="truncate">{row.userInCompanyName}</span>
                    {row.department ? (
                      <span className="shrink-0 text-xs font-normal text-gray-500">{row.department}</span>
                    ) : null}
                    <span className={`shrink-0 rounded px-1.5 text-xs ${TONE[row.status]}`} data-testid="invite-status">
                      {row.statusText}
                    </span>
                  </p>
                  <p className="text-xs text-gray-500">
                    {row.phoneNumber} · {formatDateTime(row.inviteDate)} 邀请
                    {row.status === 'pending' ? (row.isRead ? ' · 对方已查看' : ' · 对方未查看') : ''}
                  </p>
                </div>
                {row.status === 'pending' ? (
                  <button
                    type="button"
                    onClick={() => void cancel(row.id, row.userInCompanyName)}
                    className="min-h-9 shrink-0 rounded-md border border-gray-300 px-3 text-sm text-gray-600 hover:border-red-500 hover:text-red-600"
                  >
                    取消邀请
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination page={page} total={data.totalCount} pageSize={STAFF_PAGE_SIZE} onChange={setPage} />
        </>
      )}
      {dialog}
    </div>
  )
}
