'use client'
// Orders belong to signed-in individuals: a desktop visitor is asked to sign in and comes back to this page (a phone
// visitor is sent to /loginEntrance by the login gate first); a company account is told to use a personal one.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'
import { ORDER_MSG } from '@/lib/contract/order-rules'

export function OrderGate({
  variant,
  then,
  children,
}: {
  variant: 'desktop' | 'mobile'
  /** This page's path and query, to come back to after signing in. */
  then: string
  children: ReactNode
}) {
  const { session, ready } = useSession()
  if (!ready) return <Loading className="py-20" />
  if (!session)
    return (
      <EmptyState text="登录后继续购买课程" className="py-20">
        {variant === 'desktop' ? (
          <button
            type="button"
            onClick={() => openLogin({ then })}
            className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast hover:bg-primary-hover"
          >
            登录
          </button>
        ) : (
          <Link
            href={`/loginEntrance?locations=${encodeURIComponent(then)}`}
            className="flex h-12 items-center rounded-full bg-primary px-8 text-base text-primary-contrast"
          >
            登录
          </Link>
        )}
      </EmptyState>
    )
  if (!session.personal)
    return (
      <EmptyState text={ORDER_MSG.company} className="py-20">
        <Link href="/corporate" className="text-sm text-primary hover:underline">
          前往企业中心
        </Link>
      </EmptyState>
    )
  return <>{children}</>
}
