'use client'
// Desktop /account?nav=0 (个人资料): who the learner is, each item with the way to change it.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Loading } from '@/components/ui/loading'
import { useSession } from '@/lib/client/session'
import { useBasicInfo } from '@/lib/hooks/use-basic-info'
import { avatarUrl } from '@/lib/ui/image-urls'
import { maskPhone } from '@/lib/contract/account-rules'
import { formatDate } from '@/lib/contract/dates'

function Row({
  label,
  children,
  action,
}: {
  label: string
  children: ReactNode
  action?: { href: string; text: string }
}) {
  return (
    // A <dl>'s group holds a <dt> and <dd>s only, so the way to change the item sits in its own <dd>.
    <div className="flex items-start gap-6 border-b border-gray-50 py-4 last:border-0">
      <dt className="w-20 shrink-0 text-sm leading-6 text-gray-500">{label}</dt>
      <dd className="min-w-0 flex-1 text-sm leading-6 text-gray-900">{children}</dd>
      {action ? (
        <dd className="shrink-0 text-sm leading-6">
          <Link href={action.href} className="text-primary hover:underline">
            {action.text}
          </Link>
        </dd>
      ) : null}
    </div>
  )
}

export function ProfilePanel({ qiNiuUrl }: { qiNiuUrl: string }) {
  const { session } = useSession()
  const info = useBasicInfo()
  const profile = info.data
  if (!session || !profile) return <Loading />
  const logo = avatarUrl(qiNiuUrl, profile.userLogo, profile.isThirdHeadImg)
  return (
    <dl data-testid="profile-panel">
      <Row label="头像" action={{ href: '/clipic', text: '修改头像' }}>
        <span className="flex size-16 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-xl font-semibold text-primary">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own 100×100 suffix
            <img src={logo} alt="头像" width={100} height={100} className="size-full object-cover" />
          ) : (
            profile.nickname.slice(0, 1)
          )}
        </span>
      </Row>
      <Row label="昵称" action={{ href: '/editnickname', text: '修改' }}>
        <span data-testid="profile-nickname">{profile.nickname}</span>
      </Row>
      <Row label="手机号" action={{ href: '/SecurityOptionsPersonal?step=phone', text: '更换' }}>
        {maskPhone(profile.phoneNumber)}
      </Row>
      <Row label="个人简介" action={{ href: '/editpersonalProfile', text: profile.introduction ? '编辑' : '填写' }}>
        {profile.introduction ? (
          <span className="whitespace-pre-line break-words" data-testid="profile-introduction">
            {profile.introduction}
          </span>
        ) : (
          <span className="text-gray-500">暂未填写，介绍一下自己吧</span>
        )}
      </Row>
      <Row label="所属企业" action={{ href: '/account?nav=2', text: '查看' }}>
        {profile.companyName ? (
          <>
            {profile.companyName}
            {profile.isVip ? (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800">企业VIP</span>
            ) : null}
          </>
        ) : (
          <span className="text-gray-500">暂未加入企业</span>
        )}
      </Row>
      <Row label="注册时间">{formatDate(profile.createdAt)}</Row>
    </dl>
  )
}
