'use client'
// Mobile "我的" (route /account): who is signed in, from the server's own answer, and the way out.
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { useSettings } from '@/lib/client/tenant-context'
import { useConfirm } from '@/components/ui/use-confirm'
import type { UserBasicInfo } from '@/lib/contract/schemas/account'
import { queryKeys } from '@/lib/query/keys'
import { avatarUrl } from '@/lib/ui/image-urls'
import { Loading } from '@/components/ui/loading'
import Link from 'next/link'
import { LegalLinks } from '@/components/shell/legal-links'

/** 138****0001: a phone shown on screen is masked, as Chinese apps do. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}

export function MineView() {
  const { session, ready, signOut } = useSession()
  const settings = useSettings()
  const { confirm, dialog } = useConfirm()
  const info = useQuery({
    queryKey: queryKeys.userBasicInfo(session?.userId),
    queryFn: () => apiGet<UserBasicInfo>('/api/services/app/FrontUser/GetUserBasicInfo'),
    enabled: ready && !!session,
  })
  // The login guard moves visitors to /loginEntrance; until then there is nothing to show.
  if (!ready || !session) return <Loading className="py-20" />
  const profile = info.data
  const name = profile?.nickname ?? session.userName
  const logo = avatarUrl(settings?.qiNiuUrl ?? '', profile?.userLogo ?? session.userLogo, profile?.isThirdHeadImg ?? session.isThirdHeadImg)

  const onLogout = async () => {
    if (await confirm('确定要退出登录吗？')) await signOut()
  }

  return (
    <div className="pb-6">
      <section className="bg-gradient-to-br from-primary to-primary-hover px-5 pt-8 pb-10 text-primary-contrast">
        <div className="flex items-center gap-4">
          <div className="size-16 shrink-0 overflow-hidden rounded-full border-2 border-white/70 bg-white/20">
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own resize suffix
              <img src={logo} alt="头像" className="size-full object-cover" />
            ) : (
              <span className="flex size-full items-center justify-center text-2xl font-semibold">{name.slice(0, 1)}</span>
            )}
          </div>
          <div className="min-w-0">
            <h1 className="truncate text-xl font-semibold" data-testid="mine-name">
              {name}
            </h1>
            <p className="mt-1 text-sm opacity-90">{maskPhone(profile?.phoneNumber ?? session.phoneNumber)}</p>
            <span className="mt-2 inline-block rounded-full bg-white/20 px-2 py-0.5 text-xs">
              {session.personal ? '个人账号' : '企业账号'}
            </span>
          </div>
        </div>
      </section>
      <section className="mx-3 -mt-5 rounded-xl bg-white p-4 shadow-sm">
        <dl className="space-y-3 text-sm">
          {profile?.companyName ? (
            <div className="flex justify-between">
              <dt className="text-gray-500">企业名称</dt>
              <dd className="text-gray-900">{profile.companyName}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt className="shrink-0 text-gray-500">{session.personal ? '个人简介' : '企业介绍'}</dt>
            <dd className="ml-6 min-w-0 truncate text-gray-900">{profile?.introduction || '暂未填写'}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-500">注册时间</dt>
            <dd className="text-gray-900">{profile ? profile.createdAt.slice(0, 10) : '—'}</dd>
          </div>
        </dl>
      </section>
      {session.personal ? (
        <nav aria-label="我的学习" className="mx-3 mt-4 rounded-xl bg-white shadow-sm">
          <Link href="/minecourse" data-testid="mine-courses" className="flex items-center justify-between px-4 py-3.5 text-base text-gray-900 active:bg-gray-50">
            我的课程
            <span aria-hidden="true" className="text-gray-400">›</span>
          </Link>
        </nav>
      ) : null}
      <div className="mx-3 mt-6">
        <button
          type="button"
          onClick={onLogout}
          className="w-full rounded-full border border-gray-200 bg-white py-3 text-base text-red-600 active:bg-gray-50"
        >
          退出登录
        </button>
      </div>
      <div className="mt-4">
        <LegalLinks variant="mobile" />
      </div>
      {dialog}
    </div>
  )
}
