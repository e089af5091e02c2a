'use client'
// 员工管理 (/corporate?nav=1 and /EnterprisePersonnel): 企业认证 and VIP seats, invite by phone, search the staff, file a
// member under a 部门, set or remove VIP, remove a member (confirm first). A table on a desk, a card per member on a phone.
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { useConfirm } from '@/components/ui/use-confirm'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { STAFF_PAGE_SIZE } from '@/lib/contract/company-rules'
import type { StaffRow } from '@/lib/contract/schemas/company'
import { useCompanyRefresh, useStaff } from '@/lib/hooks/use-company'
import { InviteForm } from './invite-form'
import { StaffCards, StaffTable, type StaffAction } from './staff-rows'
import { VipQuota } from './vip-quota'

/** What each staff action calls. */
const STAFF_CALLS = {
  vip: api.post.CompanyInviteUser.SetVipUser,
  unvip: api.post.CompanyInviteUser.KickVipUser,
  kick: api.post.CompanyInviteUser.CompanyKickUser,
}

export function StaffPanel({ qiNiuUrl, variant }: { qiNiuUrl: string; variant: 'desktop' | 'mobile' }) {
  const [inviting, setInviting] = useState(false)
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const staff = useStaff(keyword, page)
  const reload = useCompanyRefresh()
  const { confirm, dialog } = useConfirm()
  const [refusal, setRefusal] = useState<{ userId: number; message: string } | null>(null)

  const act = async (row: StaffRow, action: StaffAction) => {
    if (
      action === 'kick' &&
      !(await confirm(`确定将“${row.userInCompanyName}”移出企业吗？移出后其VIP资格将同时取消。`))
    )
      return
    setRefusal(null)
    try {
      await STAFF_CALLS[action]({ userId: row.userId }, { inline: true })
      toast.success({ vip: '已设为VIP学员', unvip: '已取消VIP资格', kick: '已移出企业' }[action])
    } catch (err) {
      const message = isApiClientError(err) ? err.message : '操作失败，请稍后再试'
      // A refused VIP grant explains itself where the company clicked; other failures are a toast.
      if (action === 'vip' && isApiClientError(err) && err.status === 400) setRefusal({ userId: row.userId, message })
      else toast.error(message)
    }
    await reload()
  }

  const data = staff.data
  return (
    <div className={variant === 'mobile' ? 'space-y-4 bg-white p-4' : 'space-y-4'} data-testid="staff-panel">
      <VipQuota />
      {inviting ? (
        <InviteForm onDone={() => setInviting(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setInviting(true)}
            className="min-h-10 rounded-md bg-primary px-5 text-sm text-primary-contrast hover:bg-primary-hover"
          >
            邀请员工
          </button>
          <form
            role="search"
            className="flex min-w-0 flex-1 gap-2"
            onSubmit={(e) => {
              e.preventDefault()
              setKeyword(draft.trim())
              setPage(1)
            }}
          >
            <input
              type="search"
              aria-label="搜索员工"
              placeholder="姓名、部门、昵称或手机号"
              maxLength={20}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 px-3 text-base outline-none focus:border-primary"
            />
            <button
              type="submit"
              className="h-10 shrink-0 rounded-md border border-gray-300 px-4 text-sm text-gray-700 hover:border-primary hover:text-primary"
            >
              搜索
            </button>
          </form>
        </div>
      )}
      {!data ? (
        <Loading className="py-10" />
      ) : data.items.length === 0 ? (
        <EmptyState text={keyword ? '没有找到匹配的员工' : '暂无员工，邀请同事加入吧'} />
      ) : (
        <>
          <p className="text-xs text-gray-500">共 {data.totalCount} 名员工</p>
          {variant === 'desktop' ? (
            <StaffTable rows={data.items} qiNiuUrl={qiNiuUrl} act={act} refusal={refusal} />
          ) : (
            <StaffCards rows={data.items} qiNiuUrl={qiNiuUrl} act={act} refusal={refusal} />
          )}
          <Pagination page={page} total={data.totalCount} pageSize={STAFF_PAGE_SIZE} onChange={setPage} />
        </>
      )}
      {dialog}
    </div>
  )
}
