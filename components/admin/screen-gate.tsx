'use client'
// A screen the operator's role may not use, or that this console does not have (机构管理 on a tenant's, 机构设置 on the
// platform's), says so, with the way back to 概览 (the sidebar does not offer it either; this is for a typed or shared
// address). The server refuses the screen's calls all the same.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { useIsPlatform } from './console-scope'
import { useOperator } from './operator-context'
import { canSee, SCREENS, type ScreenKey } from './screens'
import { BUTTON, PANEL } from './styles'

const NO_ACCESS = '当前角色无权查看此页面'
const NOT_HERE = '本管理后台不提供此页面'

export function ScreenGate({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const operator = useOperator()
  const platform = useIsPlatform()
  if (canSee(operator.role, screen, platform)) return children
  const scope = SCREENS[screen].scope
  const elsewhere = scope !== 'both' && scope !== (platform ? 'platform' : 'tenant')
  return (
    <section className={`mx-auto mt-10 max-w-md text-center ${PANEL}`} data-testid="console-no-access">
      <h1 className="text-lg font-semibold text-gray-900">{elsewhere ? NOT_HERE : NO_ACCESS}</h1>
      <p className="mt-2 text-sm text-gray-600">
        {elsewhere
          ? platform
            ? '平台管理后台不提供此功能，请到机构的管理后台操作。'
            : '此功能只在平台管理后台中提供。'
          : '如需使用，请联系机构的管理员调整您的角色。'}
      </p>
      <Link href="/admin" className={`${BUTTON.primary} mt-5`}>
        返回概览
      </Link>
    </section>
  )
}
