'use client'
// The desktop personal centre's left navigation (nav numbers of lib/contract/account-nav.ts) under the learner's card.
import Link from 'next/link'
import { useSession } from '@/lib/client/session'
import { useFeatures } from '@/lib/client/tenant-context'
import { ACCOUNT_NAV, type AccountNavEntry } from '@/lib/contract/account-nav'
import { avatarUrl } from '@/lib/ui/image-urls'

const GROUPS: { title: string; sections: AccountNavEntry['section'][] }[] = [
  { title: '我的资料', sections: ['profile'] },
  { title: '我的学习', sections: ['courses', 'company'] },
  { title: '消息中心', sections: ['messages'] },
  { title: '账号设置', sections: ['security', 'association'] },
]

const PAGE_LINK = 'block border-l-2 border-transparent px-6 py-2 text-sm text-gray-700 hover:text-primary'

export function AccountSidebar({ active, qiNiuUrl }: { active: number; qiNiuUrl: string }) {
  const { session } = useSession()
  const features = useFeatures()
  const logo = session ? avatarUrl(qiNiuUrl, session.userLogo, session.isThirdHeadImg) : ''
  return (
    <aside className="w-full shrink-0 self-start rounded-lg bg-white shadow-sm md:w-52">
      <div className="flex flex-col items-center border-b border-gray-100 px-4 py-6">
        <Link
          href="/clipic"
          className="group relative size-20 overflow-hidden rounded-full bg-primary-soft"
          aria-label="修改头像"
        >
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own 100×100 suffix
            <img
              src={logo}
              alt=""
              width={100}
              height={100}
              className="size-full object-cover"
              data-testid="account-avatar"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-2xl font-semibold text-primary">
              {session?.userName.slice(0, 1)}
            </span>
          )}
          <span className="absolute inset-x-0 bottom-0 bg-black/50 py-0.5 text-center text-xs text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
            修改头像
          </span>
        </Link>
        <p className="mt-3 max-w-full truncate text-base font-medium text-gray-900" data-testid="account-name">
          {session?.userName ?? '\u00a0'}
        </p>
      </div>
      <nav aria-label="个人中心" className="py-2">
        {GROUPS.map((group) => (
          <div key={group.title} className="py-1">
            <p className="px-6 py-1.5 text-xs text-gray-500">{group.title}</p>
            {ACCOUNT_NAV.filter((e) => group.sections.includes(e.section)).map((entry) => (
              <Link
                key={entry.nav}
                href={`/account?nav=${entry.nav}`}
                aria-current={entry.nav === active ? 'page' : undefined}
                className="block border-l-2 border-transparent px-6 py-2 text-sm text-gray-700 hover:text-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-medium aria-[current=page]:text-primary"
              >
                {entry.label}
              </Link>
            ))}
            {group.title === '我的学习' ? (
              // Pages of their own, not panels of the centre: the online diagnosis (docs/spec.md §6), coupons, orders, and the
              // consultations when the tenant offers platform services.
              <>
                <Link href="/diagnosis" className={PAGE_LINK}>
                  在线诊断
                </Link>
                <Link href="/coupon" className={PAGE_LINK}>
                  我的优惠券
                </Link>
                <Link href="/orders" className={PAGE_LINK}>
                  我的订单
                </Link>
                {features.platformService ? (
                  <Link href="/consultation" className={PAGE_LINK}>
                    我的咨询
                  </Link>
                ) : null}
              </>
            ) : null}
          </div>
        ))}
      </nav>
    </aside>
  )
}
