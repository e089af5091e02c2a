'use client'
// Company-centre content is a company account's own: visitors are asked to sign in (company tab), individuals are
// pointed to their personal centre.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'

export function CompanyGate({ then, children }: { then: string; children: ReactNode }) {
  const { session, ready } = useSession()
  if (!ready) return <Loading />
  if (!session)
    return (
      <EmptyState text="登录企业账号后管理企业">
        <button
          type="button"
          onClick={() => openLogin({ then, tab: 'company' })}
          className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast hover:bg-primary-hover"
        >
          企业登录
        </button>
      </EmptyState>
    )
  if (session.personal)
    return (
      <EmptyState text="企业中心仅供企业账号使用，您所在企业的信息可在个人中心查看">
        <Link href="/Business" className="text-sm text-primary hover:underline">
          查看我的企业
        </Link>
      </EmptyState>
    )
  return <>{children}</>
}
