'use client'
// 我的企业 (/Business, and the personal centre's nav 2): the learner's company, VIP and 退出企业 (confirm), and the
// invitations they received — pending ones answered through the popup (?Detection=1).
import Link from 'next/link'
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { useConfirm } from '@/components/ui/use-confirm'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { useBasicInfo } from '@/lib/hooks/use-basic-info'
import { useMyInvitations } from '@/lib/hooks/use-company'
import { openInvitations } from './invite-watcher'
import { MEMBERSHIP_CHANGED_EVENT } from '@/lib/contract/company-rules'
import { formatDate } from '@/lib/contract/dates'
import { apiQueryKey } from '@/lib/query/api-queries'

const INVITATIONS = apiQueryKey('CompanyInviteUser', 'GetCompanyInviteByLoginUser')

export function BusinessView({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { data: profile, refetch } = useBasicInfo()
  const invitations = useMyInvitations()
  const client = useQueryClient()
  const { confirm, dialog } = useConfirm()
  useEffect(() => {
    const reread = () => void Promise.all([refetch(), client.invalidateQueries({ queryKey: INVITATIONS })])
    window.addEventListener(MEMBERSHIP_CHANGED_EVENT, reread)
    return () => window.removeEventListener(MEMBERSHIP_CHANGED_EVENT, reread)
  }, [refetch, client])
  if (!profile) return <Loading className="py-16" />

  const exit = async () => {
    if (!(await confirm(`确定要退出“${profile.companyName}”吗？退出后企业VIP学员权益将同时结束。`))) return
    try {
      await api.post.FrontUser.ExitCompany({}, { inline: true })
      toast.success('已退出企业')
      await Promise.all([refetch(), client.invalidateQueries({ queryKey: INVITATIONS })])
    } catch (err) {
      toast.error(isApiClientError(err) ? err.message : '操作失败，请稍后再试')
    }
  }

  const pending = invitations.data?.filter((i) => i.status === 'pending') ?? []
  return (
    <div className={variant === 'mobile' ? 'space-y-4 p-3' : 'space-y-6'} data-testid="business-view">
      {profile.companyName ? (
        <section className="rounded-lg border border-gray-100 bg-white p-5" data-testid="company-panel">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-base font-semibold text-gray-900" data-testid="my-company-name">
              {profile.companyName}
            </h2>
            {profile.isVip ? (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800" data-testid="my-company-vip">
                企业VIP
              </span>
            ) : null}
          </div>
          {profile.nameInCompany ? (
            <p className="mt-2 text-sm text-gray-600">企业内姓名：{profile.nameInCompany}</p>
          ) : null}
          <p className="mt-3 text-sm leading-6 text-gray-600">
            {profile.isVip
              ? '您是企业VIP学员，可学习本站全部付费课程。'
              : '您是企业普通成员；成为企业VIP学员后可学习付费课程，请联系企业管理员。'}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              href="/courselist"
              className="rounded-md bg-primary px-5 py-2 text-sm text-primary-contrast hover:bg-primary-hover"
            >
              去选课
            </Link>
            <button
              type="button"
              onClick={() => void exit()}
              className="rounded-md border border-gray-300 px-5 py-2 text-sm text-gray-700 hover:border-red-500 hover:text-red-600"
            >
              退出企业
            </button>
          </div>
        </section>
      ) : (
        <EmptyState text="暂未加入企业" className="rounded-lg bg-white">
          <p className="max-w-sm px-4 text-center text-xs leading-5 text-gray-500">
            企业通过您的手机号邀请您加入后，邀请会在登录时弹出；加入后，企业设置的VIP学员可免费学习本站的付费课程。
          </p>
        </EmptyState>
      )}
      <section className="rounded-lg bg-white p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-gray-900">收到的邀请</h2>
          {pending.length ? (
            <button
              type="button"
              onClick={openInvitations}
              className="text-sm text-primary hover:underline"
              data-testid="open-invitations"
            >
              处理待接受的邀请（{pending.length}）
            </button>
          ) : null}
        </div>
        {!invitations.data ? (
          <Loading className="py-6" />
        ) : invitations.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-gray-500">暂无邀请</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-100">
            {invitations.data.map((i) => (
              <li key={i.id} className="flex items-center justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="truncate text-gray-900">{i.companyName}</p>
                  <p className="text-xs text-gray-500">
                    “{i.userInCompanyName}” · {formatDate(i.inviteDate)}
                  </p>
                </div>
                <span className="shrink-0 text-xs text-gray-500">{i.statusText}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {dialog}
    </div>
  )
}
