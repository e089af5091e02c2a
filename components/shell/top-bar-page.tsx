// A phone page under the back-arrow top bar (the personal and company pages, messages, coupons, diagnosis): the title
// in the bar, and the content — behind a sign-in gate when the page names one (the gate sends a visitor back to `then`).
import type { ComponentType, ReactNode } from 'react'
import { TopBar } from '@/components/auth/top-bar'

type Gate = ComponentType<{ then: string; children: ReactNode }>

export interface TopBarPageProps {
  title: string
  gate?: Gate
  /** The page's own path, where a visitor returns after signing in from the gate. */
  then?: string
  className?: string
  children: ReactNode
}

export function TopBarPage({
  title,
  gate: Gate,
  then = '/',
  className = 'min-h-screen bg-gray-50',
  children,
}: TopBarPageProps) {
  return (
    <div className={className}>
      <TopBar title={title} />
      {Gate ? <Gate then={then}>{children}</Gate> : children}
    </div>
  )
}
