// /admin/login: 机构管理后台登录 — password, then the SMS code (components/admin/login-view.tsx); on the platform's
// host 平台管理后台登录, the same two steps.
import type { Metadata } from 'next'
import { Suspense } from 'react'
import { LoginView } from '@/components/admin/login-view'
import { PLATFORM_SLUG } from '@/lib/contract/platform'

type Params = { params: Promise<{ tenant: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return (await params).tenant === PLATFORM_SLUG ? { title: { absolute: '登录 - 平台管理后台' } } : { title: '登录' }
}

export default async function ConsoleLoginPage({ params }: Params) {
  const platform = (await params).tenant === PLATFORM_SLUG
  // useSearchParams (the way back, `next`) needs a boundary of its own.
  return (
    <Suspense>
      <LoginView platform={platform} />
    </Suspense>
  )
}
