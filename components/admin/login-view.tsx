'use client'
// 机构管理后台登录 (平台管理后台登录 on the platform's host): password, then the SMS code, then back to where the
// operator was going (`next`, a console page) or 概览. Someone already signed in goes there at once.
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import { Loading } from '@/components/ui/loading'
import { useSettings } from '@/lib/client/tenant-context'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { apiQuery } from '@/lib/query/api-queries'
import { safeNext } from './console-path'
import { LoginCodeStep } from './login-code-step'
import { LoginPasswordStep, type SecondFactor } from './login-password-step'

export function LoginView({ platform = false }: { platform?: boolean }) {
  const next = safeNext(useSearchParams().get('next'))
  const router = useRouter()
  const queryClient = useQueryClient()
  const settings = useSettings()
  const me = useQuery({ ...apiQuery.AdminAuth.GetMe(), retry: false })
  const [factor, setFactor] = useState<SecondFactor | null>(null)

  const signedIn = Boolean(me.data)
  useEffect(() => {
    if (signedIn) router.replace(next)
  }, [signedIn, next, router])

  function enter(operator: OperatorSelf) {
    // Nothing a previous operator loaded in this tab may show; the shell starts from who just signed in.
    const meKey = apiQuery.AdminAuth.GetMe().queryKey
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(meKey) })
    queryClient.setQueryData(meKey, operator)
    router.replace(next)
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-[400px] max-w-full rounded-lg border border-gray-200 bg-white p-8 shadow-sm">
        {settings?.tenantName && !platform ? <p className="text-sm text-gray-500">{settings.tenantName}</p> : null}
        <h1 className="mt-1 text-xl font-semibold text-gray-900">
          {platform ? '平台管理后台登录' : '机构管理后台登录'}
        </h1>
        <p className="mt-1 mb-6 text-sm text-gray-500">
          {factor ? '第 2 步，共 2 步：短信验证' : '第 1 步，共 2 步：账号密码'}
        </p>
        {me.isPending || signedIn ? (
          <Loading text={signedIn ? '已登录，正在进入管理后台…' : '加载中…'} />
        ) : factor ? (
          <LoginCodeStep factor={factor} onSignedIn={enter} onBack={() => setFactor(null)} />
        ) : (
          <LoginPasswordStep onSignedIn={enter} onSecondFactor={setFactor} />
        )}
      </div>
    </main>
  )
}
