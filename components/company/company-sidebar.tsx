'use client'
// The desktop company centre's left navigation (nav numbers of lib/contract/company-nav.ts) under the company's card.
import Link from 'next/link'
import { useSession } from '@/lib/client/session'
import { useFeatures } from '@/lib/client/tenant-context'
import { CORPORATE_NAV, type CorporateNavEntry } from '@/lib/contract/company-nav'
import { avatarUrl } from '@/lib/ui/image-urls'

const GROUPS: { title: string; sections: CorporateNavEntry['section'][] }[] = [
  { title: '企业信息', sections: ['info'] },
  { title: '员工管理', sections: ['staff', 'invites'] },
  { title: '学习管理', sections: ['dashboard', 'assignments', 'groups'] },
  { title: '消息中心', sections: ['messages'] },
  { title: '账号设置', sections: ['security'] },
]

export function CompanySidebar({ active, qiNiuUrl }: { active: number; qiNiuUrl: string }) {
  const { session } = useSession()
  const features = useFeatures()
  const logo = session ? avatarUrl(qiNiuUrl, session.userLogo, false) : ''
  return (
    <aside className="w-full shrink-0 self-start rounded-lg bg-white shadow-sm md:w-52">
      <div className="flex flex-col items-center border-b border-gray-100 px-4 py-6">
        <Link
          href="/corporate?nav=0"
          className="relative size-20 overflow-hidden rounded-lg bg-primary-soft"
          aria-label="企业资料"
        >
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own 100×100 suffix
            <img
              src={logo}
              alt=""
              width={100}
              height={100}
              className="size-full object-cover"
              data-testid="company-logo"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-2xl font-semibold text-primary">
              {session?.userName.slice(0, 1)}
            </span>
          )}
        </Link>
        <p className="mt-3 max-w-full truncate text-base font-medium text-gray-900" data-testid="company-name">
          {session?.userName ?? '\u00a0'}
        </p>
        <span className="mt-1 rounded bg-primary-soft px-1.5 py-0.5 text-xs text-primary">企业账号</span>
      </div>
      <nav aria-label="企业中心" className="py-2">
        {GROUPS.map((group) => (
          <div key={group.title} className="py-1">
            <p className="px-6 py-1.5 text-xs text-gray-500">{group.title}</p>
            {CORPORATE_NAV.filter((e) => group.sections.includes(e.section)).map((entry) => (
              <Link
                key={entry.nav}
                href={`/corporate?nav=${entry.nav}`}
                aria-current={entry.nav === active ? 'page' : undefined}
                className="block border-l-2 border-transparent px-6 py-2 text-sm text-gray-700 hover:text-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-medium aria-[current=page]:text-primary"
              >
                {entry.label}
              </Link>
            ))}
          </div>
        ))}
        {features.platformService ? (
          <div className="py-1">
            <p className="px-6 py-1.5 text-xs text-gray-500">平台服务</p>
            <Link
              href="/consultation"
              className="block border-l-2 border-transparent px-6 py-2 text-sm text-gray-700 hover:text-primary"
            >
              我的咨询
            </Link>
          </div>
        ) : null}
      </nav>
    </aside>
  )
}
