// /admin/login: 机构管理后台登录 — password, then the SMS code (components/admin/login-view.tsx).
import type { Metadata } from 'next'
import { Suspense } from 'react'
import { LoginView } from '@/components/admin/login-view'

export const metadata: Metadata = { title: '登录' }

export default function ConsoleLoginPage() {
  // useSearchParams (the way back, `next`) needs a boundary of its own.
  return (
    <Suspense>
      <LoginView />
    </Suspense>
  )
}
