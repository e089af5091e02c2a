// The signed-in console's frame: sidebar, top bar, and the change of an initial password before anything else. A
// request without the console's cookie goes to the sign-in page at once (the cookie is HttpOnly: only the server sees it).
// On the platform's host (tenant PLATFORM_SLUG) it is the platform's console: 机构管理 instead of 机构设置.
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { ConsoleShell } from '@/components/admin/console-shell'
import { OPERATOR_COOKIE } from '@/lib/auth/operator-sessions'
import { PLATFORM_SLUG } from '@/lib/contract/platform'

type Params = { params: Promise<{ tenant: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  if ((await params).tenant !== PLATFORM_SLUG) return {}
  return { title: { template: '%s - 平台管理后台', default: '平台管理后台' } }
}

export default async function ConsoleLayout({ children, params }: Params & { children: ReactNode }) {
  const hasSession = (await cookies()).has(OPERATOR_COOKIE)
  const platform = (await params).tenant === PLATFORM_SLUG
  return (
    <ConsoleShell hasSession={hasSession} platform={platform}>
      {children}
    </ConsoleShell>
  )
}
