'use client'
// The console's left column: the organisation's name (平台管理后台 on the platform's), and only the screens this console
// has and the operator's role may open. Below 768 px
// it is a strip above the page with the screens in one row, so a narrow window keeps the whole width for the tables.
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { consolePathname } from './console-path'
import { pendingSuffix, usePendingConsultations } from './desk/pending-count'
import { canSee, SCREEN_GROUPS, SCREENS, type ScreenKey } from './screens'

function isCurrent(pathname: string, href: string): boolean {
  if (href === '/admin') return pathname === '/admin' || pathname === '/admin/'
  const within = (h: string) => pathname === h || pathname.startsWith(`${h}/`)
  // A screen below another's address (/admin/orders/reconciliation) is current instead of it, not beside it.
  return within(href) && !Object.values(SCREENS).some((s) => s.href.startsWith(`${href}/`) && within(s.href))
}

export function Sidebar({
  operator,
  platform,
  showNav,
}: {
  operator: OperatorSelf
  platform: boolean
  showNav: boolean
}) {
  const pathname = consolePathname(usePathname())
  // 咨询工作台 carries the number of requests waiting for an answer (issue 32), asked only where the role sees the desk.
  const pending = usePendingConsultations(showNav && canSee(operator.role, 'consultations', platform))
  return (
    <aside className="flex shrink-0 flex-col bg-slate-900 text-slate-300 md:sticky md:top-0 md:h-screen md:w-52">
      <div className="border-b border-slate-800 px-4 py-3 md:px-5 md:py-4">
        {platform ? (
          <p className="truncate text-base font-semibold text-white">平台管理后台</p>
        ) : (
          <>
            <p className="truncate text-base font-semibold text-white" title={operator.tenantName}>
              {operator.tenantName}
            </p>
            <p className="mt-0.5 text-xs text-slate-400">管理后台</p>
          </>
        )}
      </div>
      {showNav ? (
        <nav aria-label="管理后台导航" className="flex-1 overflow-x-auto py-2 md:overflow-y-auto md:py-3">
          <ul className="flex px-2 md:block md:px-0">
            {SCREEN_GROUPS.map(({ label: section, keys }) => {
              const shown = keys.filter((key) => canSee(operator.role, key, platform))
              if (shown.length === 0) return null
              // Sections are named for the eye and for screen readers (a list per section); the strip below 768 px
              // keeps one row of links.
              return (
                <li key={section || 'top'} className="flex md:mt-2 md:block md:first:mt-0">
                  {section ? (
                    <p
                      id={`console-nav-${keys[0]}-section`}
                      className="hidden px-5 pt-2 pb-1 text-xs text-slate-400 md:block"
                    >
                      {section}
                    </p>
                  ) : null}
                  <ul
                    className="flex md:block"
                    aria-labelledby={section ? `console-nav-${keys[0]}-section` : undefined}
                  >
                    {shown.map((key) => (
                      <NavItem
                        key={key}
                        screen={key}
                        current={isCurrent(pathname, SCREENS[key].href)}
                        pending={key === 'consultations' ? (pending ?? 0) : 0}
                      />
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
    </aside>
  )
}

/** One screen's link; 咨询工作台's carries the number of requests waiting for an answer. */
function NavItem({ screen, current, pending }: { screen: ScreenKey; current: boolean; pending: number }) {
  const { href, label } = SCREENS[screen]
  const count = pending > 0 ? pending : 0
  return (
    <li>
      <Link
        href={href}
        aria-current={current ? 'page' : undefined}
        // The number is drawn for the eye; the name says what it counts (咨询工作台，3 条待处理).
        aria-label={count > 0 ? `${label}${pendingSuffix(count)}` : undefined}
        data-testid={`console-nav-${screen}`}
        className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap md:mx-2 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white ${
          current ? 'bg-slate-700 font-medium text-white' : 'hover:bg-slate-800 hover:text-white'
        }`}
      >
        {label}
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="console-nav-pending"
            className="ml-auto min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-medium text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </li>
  )
}
