'use client'
// Personal-centre content is an individual's own: visitors are asked to sign in, company accounts pointed to their centre.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'

export function AccountGate({ then, children }: { then: string; children: ReactNode }) {
  const { session, ready } = useSession()
  if (!ready) return <Loading />
  if (!session)
    return (
      <EmptyState text="登录后查看个人中心">
        <button
          type="button"
          onClick={() => openLogin({ then })}
          className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast hover:bg-primary-hover"
        >
          登录
        </button>
      </EmptyState>
    )
  if (!session.personal)
    return (
      <EmptyState text="企业账号的资料、安全与消息在企业中心管理">
        <Link href="/corporate" className="text-sm text-primary hover:underline">
          前往企业中心
        </Link>
      </EmptyState>
    )
  return <>{children}</>
}
