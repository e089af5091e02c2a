'use client'
// Mobile bottom tab bar (docs/spec.md §2): shown only on tab-root routes, the active tab taken from the route table.
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import type { SiteFeatures } from '@/lib/contract/site'
import { publicPathname } from '@/lib/proxy/public-path'
import { isRouteEnabled, matchRoute, routeByName, type RouteName } from '@/lib/routes'

export interface MobileTabBarProps {
  features: Pick<SiteFeatures, 'platformService'>
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  className: 'size-6',
}

const TABS: ReadonlyArray<{ label: string; route: RouteName; icon: ReactNode }> = [
  {
    label: '首页',
    route: 'Home',
    icon: (
      <svg {...iconProps}>
        <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1v-9.5Z" />
      </svg>
    ),
  },
  {
    label: '课程',
    route: 'CourseList',
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="4" width="18" height="14" rx="2" />
        <path d="m10 8.5 4.5 2.5-4.5 2.5v-5ZM8 21h8" />
      </svg>
    ),
  },
  {
    label: '平台服务',
    route: 'Join',
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="7" width="18" height="13" rx="2" />
        <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12h18" />
      </svg>
    ),
  },
  {
    label: '我的',
    route: 'Mine',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-3.87 3.58-7 8-7s8 3.13 8 7" />
      </svg>
    ),
  },
]

export function MobileTabBar({ features }: MobileTabBarProps) {
  const match = matchRoute(publicPathname(usePathname()))
  if (!match || !match.entry.showTabBar || !isRouteEnabled(match.entry, features)) return null
  const active = match.entry.tabIndex

  const tabs = TABS.map((tab) => ({ ...tab, entry: routeByName(tab.route) })).filter(({ entry }) =>
    isRouteEnabled(entry, features),
  )

  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar, and disappears with it on non-tab routes. */}
      <div aria-hidden="true" className="box-content h-14 shrink-0 pb-[env(safe-area-inset-bottom)]" />
      <nav
        aria-label="底部导航"
        className="fixed inset-x-0 bottom-0 z-40 box-content h-14 border-t border-gray-100 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="flex h-full">
          {tabs.map(({ label, entry, icon }) => {
            const current = entry.tabIndex === active
            return (
              <li key={entry.name} className="flex-1">
                <Link
                  href={entry.pattern}
                  aria-current={current ? 'page' : undefined}
                  className={`flex h-full flex-col items-center justify-center gap-0.5 text-xs ${
                    current ? 'text-primary' : 'text-gray-500'
                  }`}
                >
                  {icon}
                  <span>{label}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </>
  )
}
