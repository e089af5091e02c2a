'use client'
// Online diagnosis is for signed-in individuals (docs/spec.md §2, §6): a visitor is asked to sign in (phones are sent to
// /loginEntrance by the login gate first), a company account is told it is for individuals.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'

export function DiagnosisGate({ then, children }: { then: string; children: ReactNode }) {
  const { session, ready } = useSession()
  if (!ready) return <Loading className="py-20" />
  if (!session)
    return (
      <EmptyState text="登录后即可进行在线诊断">
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
      <EmptyState text="在线诊断面向个人学员，企业账号请使用员工的个人账号参加">
        <Link href="/corporate" className="text-sm text-primary hover:underline">
          前往企业中心
        </Link>
      </EmptyState>
    )
  return <>{children}</>
}
