'use client'
// 概览: who is signed in, what the role is for (ROLE_HINTS) and the screens it may open in this console.
import Link from 'next/link'
import { ROLE_HINTS, ROLE_LABELS } from '@/lib/contract/operator-roles'
import { useIsPlatform } from './console-scope'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { canSee, SCREEN_ORDER, SCREENS } from './screens'
import { PANEL, roleBadge } from './styles'

export function Overview() {
  const operator = useOperator()
  const platform = useIsPlatform()
  const screens = SCREEN_ORDER.filter((key) => key !== 'overview' && canSee(operator.role, key, platform))
  return (
    <>
      <PageHeader title="概览" description={platform ? '平台管理后台' : `${operator.tenantName} · 管理后台`} />
      <section aria-labelledby="welcome" className={PANEL}>
        <h2 id="welcome" className="text-base font-semibold text-gray-900">
          您好，{operator.name}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-600">
          <span>当前角色</span>
          <span className={roleBadge(operator.role)}>{ROLE_LABELS[operator.role]}</span>
          <span>{ROLE_HINTS[operator.role]}</span>
        </p>
      </section>
      <section aria-labelledby="screens" className="mt-5">
        <h2 id="screens" className="mb-3 text-base font-semibold text-gray-900">
          可用功能
        </h2>
        {screens.length === 0 ? (
          <p className={`${PANEL} text-sm text-gray-600`}>
            当前角色在管理后台中没有可操作的页面，如需权限请联系管理员。
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 xl:grid-cols-3">
            {screens.map((key) => (
              <li key={key}>
                <Link
                  href={SCREENS[key].href}
                  className={`block h-full ${PANEL} hover:border-primary focus-visible:outline-2 focus-visible:outline-primary`}
                >
                  <span className="text-sm font-semibold text-gray-900">{SCREENS[key].title}</span>
                  <span className="mt-1 block text-sm text-gray-600">{SCREENS[key].summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
