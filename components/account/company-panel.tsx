'use client'
// /account?nav=2 (我的企业): the company the learner belongs to, the name it knows them by, and what VIP gives.
import Link from 'next/link'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { useBasicInfo } from '@/lib/hooks/use-basic-info'

export function CompanyPanel() {
  const { data: profile } = useBasicInfo()
  if (!profile) return <Loading />
  if (!profile.companyName)
    return (
      <EmptyState text="暂未加入企业">
        <p className="max-w-sm text-center text-xs leading-5 text-gray-400">
          企业通过您的手机号邀请您加入后，邀请会在登录时弹出；加入后，企业设置的VIP学员可免费学习本站的付费课程。
        </p>
      </EmptyState>
    )
  return (
    <div className="rounded-lg border border-gray-100 p-5" data-testid="company-panel">
      <div className="flex items-center gap-3">
        <h2 className="text-base font-semibold text-gray-900">{profile.companyName}</h2>
        {profile.isVip ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800">企业VIP</span> : null}
      </div>
      {profile.nameInCompany ? <p className="mt-2 text-sm text-gray-600">企业内姓名：{profile.nameInCompany}</p> : null}
      <p className="mt-3 text-sm leading-6 text-gray-600">
        {profile.isVip ? '您是企业VIP学员，可学习本站全部付费课程。' : '您是企业普通成员；成为企业VIP学员后可学习付费课程，请联系企业管理员。'}
      </p>
      <Link href="/courselist" className="mt-4 inline-block rounded-md bg-primary px-5 py-2 text-sm text-primary-contrast hover:bg-primary-hover">
        去选课
      </Link>
    </div>
  )
}
