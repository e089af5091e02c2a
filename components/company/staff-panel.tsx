'use client'
// 员工管理 (/corporate?nav=1 and /EnterprisePersonnel): 企业认证 and VIP seats, invite by phone, search the staff, set or
// remove VIP, remove a member (confirm first). One list markup serves both devices: a row on a desk, a card on a phone.
import { useId, useState } from 'react'
import { FORM_BUTTONS } from '@/components/account/security-styles'
import { EmptyState } from '@/components/ui/empty-state'
import { FormField } from '@/components/ui/form-field'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { useConfirm } from '@/components/ui/use-confirm'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { checkPhone } from '@/lib/contract/account-rules'
import { checkNameInCompany, COMPANY_LIMITS, STAFF_PAGE_SIZE } from '@/lib/contract/company-rules'
import { formatDate } from '@/lib/contract/dates'
import { phoneInputValue } from '@/lib/contract/phone-rules'
import type { StaffRow } from '@/lib/contract/schemas/company'
import { useCompanyRefresh, useStaff } from '@/lib/hooks/use-company'
import { avatarUrl } from '@/lib/ui/image-urls'
import { VipQuota } from './vip-quota'

/** What each staff action calls. */
const STAFF_CALLS = {
  vip: api.post.CompanyInviteUser.SetVipUser,
  unvip: api.post.CompanyInviteUser.KickVipUser,
  kick: api.post.CompanyInviteUser.CompanyKickUser,
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const uid = useId()
  const reload = useCompanyRefresh()
  const [phone, setPhone] = useState('')
  const [name, setName] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const errors = { phone: checkPhone(phone), name: checkNameInCompany(name) }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (busy || errors.phone || errors.name) return
    setBusy(true)
    setServerError('')
    try {
      await api.post.CompanyInviteUser.CreateCompanyInviteUser(
        { PhoneNumber: phone.trim(), userInCompanyName: name.trim() },
        { inline: true },
      )
      toast.success('邀请已发送，对方登录后即可看到')
      await reload()
      onDone()
    } catch (err) {
      setServerError(isApiClientError(err) ? err.message : '邀请失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-gray-100 bg-gray-50 p-4"
      data-testid="invite-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${uid}-phone`}
          label="手机号"
          type="tel"
          inputMode="numeric"
          placeholder="员工的手机号（可尚未注册）"
          value={phone}
          onChange={(e) => setPhone(phoneInputValue(e.target.value))}
          error={touched ? errors.phone : ''}
        />
        <FormField
          id={`${uid}-name`}
          label="员工姓名"
          maxLength={COMPANY_LIMITS.nameInCompany}
          placeholder="如：张三（市场部）"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={touched ? errors.name : ''}
        />
      </div>
      {serverError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-600">
          {serverError}
        </p>
      ) : null}
      <div className={FORM_BUTTONS.row}>
        <button type="submit" disabled={busy} className={FORM_BUTTONS.primary}>
          {busy ? '发送中…' : '发送邀请'}
        </button>
        <button type="button" onClick={onDone} className={FORM_BUTTONS.secondary}>
          取消
        </button>
      </div>
    </form>
  )
}

type StaffAction = 'vip' | 'unvip' | 'kick'

function StaffItem({
  row,
  qiNiuUrl,
  act,
  refusal,
}: {
  row: StaffRow
  qiNiuUrl: string
  act: (row: StaffRow, action: StaffAction) => void
  refusal: string
}) {
  const logo = avatarUrl(qiNiuUrl, row.userLogo, row.isThirdHeadImg)
  return (
    <li className="flex flex-wrap items-center gap-3 py-4" data-testid="staff-row">
      <span className="size-10 shrink-0 overflow-hidden rounded-full bg-primary-soft">
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own 100×100 suffix
          <img src={logo} alt="" width={100} height={100} className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-primary">
            {row.userInCompanyName.slice(0, 1)}
          </span>
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <span className="truncate">{row.userInCompanyName}</span>
          {row.isVip ? <span className="shrink-0 rounded bg-amber-100 px-1.5 text-xs text-amber-800">VIP</span> : null}
        </p>
        <p className="truncate text-xs text-gray-500">
          {row.phoneNumber} · 昵称 {row.nickname} · {formatDate(row.joinedAt)} 加入
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={() => act(row, row.isVip ? 'unvip' : 'vip')}
          className="min-h-9 rounded-md border border-primary px-3 text-sm text-primary hover:bg-primary-soft"
        >
          {row.isVip ? '取消VIP' : '设为VIP'}
        </button>
        <button
          type="button"
          onClick={() => act(row, 'kick')}
          className="min-h-9 rounded-md border border-gray-300 px-3 text-sm text-gray-600 hover:border-red-500 hover:text-red-600"
        >
          移出
        </button>
      </div>
      {/* Why 设为VIP was refused (not certified, no seat left), under the row the company acted on. */}
      {refusal ? (
        <p
          role="alert"
          className="w-full rounded-md bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-800"
          data-testid="staff-refusal"
        >
          {refusal}
        </p>
      ) : null}
    </li>
  )
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
              placeholder="姓名、昵称或手机号"
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
          <ul className="divide-y divide-gray-100">
            {data.items.map((row) => (
              <StaffItem
                key={row.userId}
                row={row}
                qiNiuUrl={qiNiuUrl}
                act={act}
                refusal={refusal?.userId === row.userId ? refusal.message : ''}
              />
            ))}
          </ul>
          <Pagination page={page} total={data.totalCount} pageSize={STAFF_PAGE_SIZE} onChange={setPage} />
        </>
      )}
      {dialog}
    </div>
  )
}
