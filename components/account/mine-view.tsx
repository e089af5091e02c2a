'use client'
// Phone 我的 (/mine, and /account): who is signed in, from the server's own answer, the way to every personal page,
// and the way out.
import Link from 'next/link'
import { useSyncExternalStore, type ReactNode } from 'react'
import { useSession } from '@/lib/client/session'
import { STORAGE_KEYS } from '@/lib/client/storage-keys'
import { useFeatures } from '@/lib/client/tenant-context'
import { useConfirm } from '@/components/ui/use-confirm'
import { useBasicInfo } from '@/lib/hooks/use-basic-info'
import { useUnreadMessages } from '@/lib/hooks/use-unread-messages'
import { unreadBadgeText } from '@/lib/contract/message-rules'
import { avatarUrl } from '@/lib/ui/image-urls'
import { Loading } from '@/components/ui/loading'
import { LegalLinks } from '@/components/shell/legal-links'
import { maskPhone } from '@/lib/contract/account-rules'
import { formatDate } from '@/lib/contract/dates'

function Entry({
  href,
  label,
  testId,
  children,
}: {
  href: string
  label: string
  testId?: string
  children?: ReactNode
}) {
  return (
    <Link
      href={href}
      data-testid={testId}
      className="flex min-h-12 items-center justify-between gap-3 px-4 py-3 text-base text-gray-900 active:bg-gray-50"
    >
      <span className="shrink-0">{label}</span>
      <span className="flex min-w-0 items-center gap-2 text-sm text-gray-500">
        {children}
        <span aria-hidden="true" className="text-gray-400">
          ›
        </span>
      </span>
    </Link>
  )
}

const noSubscription = () => () => {}
const inWeChat = () => /MicroMessenger/i.test(navigator.userAgent)
const BACK = encodeURIComponent('/mine')

/**
 * 登录/注册 opens the phone form itself (issue 27); inside WeChat's browser with WeChat sign-in on, WeChat's authorise
 * flow, as the login gate does (docs/spec.md §2) — remembered in `iswx`, so the gate does not send the visitor round
 * a second time in this visit.
 */
function VisitorMine({ background }: { background: string }) {
  const inWeChatBrowser = useSyncExternalStore(noSubscription, inWeChat, () => false)
  const weChat = useFeatures().weChatLogin && inWeChatBrowser
  return (
    <div className="pb-6">
      <section
        className="bg-gradient-to-br from-primary to-primary-hover bg-cover bg-center px-5 pt-8 pb-10 text-primary-contrast"
        style={headStyle(background)}
      >
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full border-2 border-white/70 bg-white/20 text-2xl"
          >
            ?
          </span>
          <div className="min-w-0">
            <h1 className="text-xl font-semibold">未登录</h1>
            <p className="mt-1 text-sm opacity-90">登录后查看课程进度、消息和个人资料</p>
          </div>
        </div>
      </section>
      <div className="mx-3 -mt-5 rounded-xl bg-white p-4 shadow-sm">
        <Link
          href={weChat ? `/wxlogin/GetCodeByWeChat?locations=${BACK}` : `/login?redirect=${BACK}`}
          onClick={weChat ? () => localStorage.setItem(STORAGE_KEYS.iswx, '1') : undefined}
          data-testid="mine-login"
          className="block w-full rounded-full bg-primary py-3 text-center text-base text-primary-contrast active:bg-primary-hover"
        >
          登录/注册
        </Link>
      </div>
      <div className="mt-4">
        <LegalLinks variant="mobile" />
      </div>
    </div>
  )
}

/** The 个人中心页头背景 the tenant set (a full URL), over the theme gradient; none: the gradient alone. */
const headStyle = (background: string) => (background ? { backgroundImage: `url("${background}")` } : undefined)

export function MineView({ qiNiuUrl, background = '' }: { qiNiuUrl: string; background?: string }) {
  const { session, ready, signOut } = useSession()
  const features = useFeatures()
  const { confirm, dialog } = useConfirm()
  const info = useBasicInfo()
  const badge = unreadBadgeText(useUnreadMessages()?.messageCount ?? 0)
  if (!ready) return <Loading className="py-20" />
  // /account's login guard moves visitors on; /mine (open to all, spec) invites them to sign in instead.
  if (!session) return <VisitorMine background={background} />
  const profile = info.data
  const name = profile?.nickname ?? session.userName
  const logo = avatarUrl(
    qiNiuUrl,
    profile?.userLogo ?? session.userLogo,
    profile?.isThirdHeadImg ?? session.isThirdHeadImg,
  )
  const personal = session.personal

  const onLogout = async () => {
    if (await confirm('确定要退出登录吗？')) await signOut()
  }

  return (
    <div className="pb-6">
      <section
        className="bg-gradient-to-br from-primary to-primary-hover bg-cover bg-center px-5 pt-8 pb-10 text-primary-contrast"
        style={headStyle(background)}
      >
        <div className="flex items-center gap-4">
          <Link
            href={personal ? '/clipic' : '/mine'}
            aria-label={personal ? '修改头像' : undefined}
            className="size-16 shrink-0 overflow-hidden rounded-full border-2 border-white/70 bg-white/20"
          >
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own resize suffix
              <img
                src={logo}
                alt="头像"
                width={100}
                height={100}
                className="size-full object-cover"
                data-testid="mine-avatar"
              />
            ) : (
              <span className="flex size-full items-center justify-center text-2xl font-semibold">
                {name.slice(0, 1)}
              </span>
            )}
          </Link>
          <div className="min-w-0">
            <h1 className="truncate text-xl font-semibold" data-testid="mine-name">
              {name}
            </h1>
            <p className="mt-1 text-sm opacity-90">{maskPhone(profile?.phoneNumber ?? session.phoneNumber)}</p>
            <span className="mt-2 inline-block rounded-full bg-white/20 px-2 py-0.5 text-xs">
              {personal ? (profile?.isVip ? '企业VIP学员' : '个人账号') : '企业账号'}
            </span>
          </div>
        </div>
      </section>
      <section className="mx-3 -mt-5 rounded-xl bg-white p-4 shadow-sm">
        <dl className="space-y-3 text-sm">
          <div className="flex justify-between gap-6">
            <dt className="shrink-0 text-gray-500">{personal ? '所属企业' : '企业名称'}</dt>
            <dd className="min-w-0 truncate text-gray-900">{profile?.companyName || '暂未加入企业'}</dd>
          </div>
          <div className="flex justify-between gap-6">
            <dt className="shrink-0 text-gray-500">{personal ? '个人简介' : '企业介绍'}</dt>
            <dd className="min-w-0 truncate text-gray-900" data-testid="mine-introduction">
              {profile?.introduction || '暂未填写'}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-500">注册时间</dt>
            <dd className="text-gray-900">{profile ? formatDate(profile.createdAt) : '—'}</dd>
          </div>
        </dl>
      </section>
      {personal ? (
        <>
          <nav aria-label="我的学习" className="mx-3 mt-4 divide-y divide-gray-50 rounded-xl bg-white shadow-sm">
            <Entry href="/minecourse" label="我的课程" testId="mine-courses" />
            <Entry href="/diagnosis" label="在线诊断" testId="mine-diagnosis" />
            <Entry href="/coupon" label="我的优惠券" testId="mine-coupons" />
            <Entry href="/orders" label="我的订单" testId="mine-orders" />
            {features.platformService ? (
              <Entry href="/consultation" label="我的咨询" testId="mine-consultation" />
            ) : null}
            <Entry href="/Business" label="我的企业" testId="mine-business">
              <span className="truncate">{profile?.companyName || '未加入'}</span>
            </Entry>
            <Entry href="/message" label="我的消息" testId="mine-messages">
              {badge ? (
                <span
                  data-testid="mine-unread"
                  className="min-w-5 rounded-full bg-red-500 px-1.5 text-center text-xs leading-5 text-white"
                >
                  {badge}
                </span>
              ) : null}
            </Entry>
          </nav>
          <nav aria-label="账号设置" className="mx-3 mt-4 divide-y divide-gray-50 rounded-xl bg-white shadow-sm">
            <Entry href="/editnickname" label="修改昵称" testId="mine-edit-nickname">
              <span className="truncate">{name}</span>
            </Entry>
            <Entry href="/editpersonalProfile" label="个人简介" testId="mine-edit-introduction" />
            <Entry href="/clipic" label="修改头像" testId="mine-edit-avatar" />
            <Entry href="/SecurityOptionsPersonal" label="账号安全" testId="mine-security">
              <span>密码、手机号</span>
            </Entry>
            <Entry href="/AccountAssociation" label="账号关联" testId="mine-association">
              <span>QQ、微信</span>
            </Entry>
          </nav>
        </>
      ) : (
        <>
          <nav aria-label="企业管理" className="mx-3 mt-4 divide-y divide-gray-50 rounded-xl bg-white shadow-sm">
            <Entry href="/EnterprisePersonnel" label="员工管理" testId="mine-personnel" />
            <Entry href="/EnterprisePersonnel?tab=invites" label="邀请记录" testId="mine-invites" />
            <Entry href="/EnterprisePersonnel?tab=board" label="学习看板" testId="mine-board" />
            <Entry href="/EnterprisePersonnel?tab=tasks" label="学习任务" testId="mine-tasks" />
            <Entry href="/EnterprisePersonnel?tab=groups" label="部门管理" testId="mine-groups" />
            {features.platformService ? (
              <Entry href="/consultation" label="我的咨询" testId="mine-consultation" />
            ) : null}
            <Entry href="/message" label="企业消息" testId="mine-messages">
              {badge ? (
                <span
                  data-testid="mine-unread"
                  className="min-w-5 rounded-full bg-red-500 px-1.5 text-center text-xs leading-5 text-white"
                >
                  {badge}
                </span>
              ) : null}
            </Entry>
          </nav>
          <nav aria-label="企业设置" className="mx-3 mt-4 divide-y divide-gray-50 rounded-xl bg-white shadow-sm">
            <Entry href="/editBusiness" label="企业资料" testId="mine-edit-business">
              <span>名称、Logo、简介</span>
            </Entry>
            <Entry href="/SecurityOptions" label="安全设置" testId="mine-company-security">
              <span>密码、联系电话</span>
            </Entry>
          </nav>
        </>
      )}
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
