'use client'
// The console's left column: the organisation's name, and only the screens the operator's role may open.
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { consolePathname } from './console-path'
import { canSee, SCREEN_ORDER, SCREENS } from './screens'

function isCurrent(pathname: string, href: string): boolean {
  if (href === '/admin') return pathname === '/admin' || pathname === '/admin/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

export function Sidebar({ operator, showNav }: { operator: OperatorSelf; showNav: boolean }) {
  const pathname = consolePathname(usePathname())
  return (
    <aside className="sticky top-0 flex h-screen w-52 shrink-0 flex-col bg-slate-900 text-slate-300">
      <div className="border-b border-slate-800 px-5 py-4">
        <p className="truncate text-base font-semibold text-white" title={operator.tenantName}>
          {operator.tenantName}
        </p>
        <p className="mt-0.5 text-xs text-slate-400">管理后台</p>
      </div>
      {showNav ? (
        <nav aria-label="管理后台导航" className="flex-1 overflow-y-auto py-3">
          <ul>
            {SCREEN_ORDER.filter((key) => canSee(operator.role, key)).map((key) => {
              const { href, label } = SCREENS[key]
              const current = isCurrent(pathname, href)
              return (
                <li key={key}>
                  <Link
                    href={href}
                    aria-current={current ? 'page' : undefined}
                    data-testid={`console-nav-${key}`}
                    className={`mx-2 flex items-center rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white ${
                      current ? 'bg-slate-700 font-medium text-white' : 'hover:bg-slate-800 hover:text-white'
                    }`}
                  >
                    {label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
    </aside>
  )
}
