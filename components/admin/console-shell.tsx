'use client'
// The console's frame around every signed-in page: who is signed in (AdminAuth/GetMe), the sidebar of what this console
// has and the role may open, and the top bar. An operator whose password an administrator set changes it here before anything else.
import { useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'
import { Loading } from '@/components/ui/loading'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { MUST_CHANGE_PASSWORD } from '@/lib/contract/schemas/admin'
import { apiQuery } from '@/lib/query/api-queries'
import { ChangePasswordForm } from './change-password-form'
import { consolePathname } from './console-path'
import { ConsoleScopeProvider } from './console-scope'
import { OperatorProvider } from './operator-context'
import { Sidebar } from './sidebar'
import { BUTTON, PANEL } from './styles'
import { TopBar } from './top-bar'

function ShellProblem({ error, retry }: { error: Error; retry: () => void }) {
  // The HTTP client is already on its way to the sign-in page (the console's error rule): say so, offer nothing else.
  if (isApiClientError(error) && error.action === 'console-signed-out') return <Loading text="正在前往登录页…" />
  return (
    <div role="alert" className="mx-auto mt-24 max-w-md rounded-lg border border-gray-200 bg-white p-6 text-center">
      <p className="text-sm text-gray-700">{isApiClientError(error) ? error.message : '加载失败，请稍后再试'}</p>
      <button type="button" className={`${BUTTON.primary} mt-4`} onClick={retry}>
        重试
      </button>
    </div>
  )
}

function MustChangePassword() {
  return (
    <section aria-labelledby="must-change-title" className={`mx-auto mt-6 max-w-lg ${PANEL}`}>
      <h1 id="must-change-title" className="text-lg font-semibold text-gray-900">
        {MUST_CHANGE_PASSWORD}
      </h1>
      <p className="mt-1 mb-5 text-sm text-gray-600">
        您的密码由管理员设置，修改为只有您知道的密码后即可使用管理后台。
      </p>
      <ChangePasswordForm />
    </section>
  )
}

/** No session cookie at all: straight to the sign-in page, without asking the server or a 登录已失效 toast. */
function ToSignIn() {
  const router = useRouter()
  useEffect(() => {
    const here = `${consolePathname(window.location.pathname)}${window.location.search}`
    router.replace(`/admin/login?next=${encodeURIComponent(here)}`)
  }, [router])
  return <Loading className="min-h-screen" text="正在前往登录页…" />
}

/**
 * `hasSession`: the request carried the console's cookie (the layout reads it; the browser cannot, it is HttpOnly).
 * `platform`: this is the platform's console (the route's tenant is PLATFORM_SLUG).
 */
export function ConsoleShell({
  hasSession,
  platform,
  children,
}: {
  hasSession: boolean
  platform: boolean
  children: ReactNode
}) {
  const me = useQuery({ ...apiQuery.AdminAuth.GetMe(), enabled: hasSession })
  if (!hasSession) return <ToSignIn />
  if (me.isPending) return <Loading className="min-h-screen" />
  if (me.isError) return <ShellProblem error={me.error} retry={() => void me.refetch()} />
  const operator = me.data
  return (
    <ConsoleScopeProvider value={platform}>
      <OperatorProvider value={operator}>
        <a
          href="#console-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm"
        >
          跳到主要内容
        </a>
        <div className="flex min-h-screen min-w-0 flex-col bg-gray-50 md:flex-row">
          <Sidebar operator={operator} platform={platform} showNav={!operator.mustChangePassword} />
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar operator={operator} />
            {operator.tenantOpen ? null : <ClosedNotice />}
            <main id="console-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 outline-none md:px-6">
              {operator.mustChangePassword ? <MustChangePassword /> : children}
            </main>
          </div>
        </div>
      </OperatorProvider>
    </ConsoleScopeProvider>
  )
}

/** A closed tenant's console reads but cannot write (the server refuses with 该机构已停用): say so once, above it all. */
function ClosedNotice() {
  return (
    <p
      role="status"
      data-testid="console-closed"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 md:px-6"
    >
      本机构已被平台关闭：网站对访客显示“403
      无法访问”，学员和企业无法登录。管理后台仍可查看，修改需待平台重新开启后进行。
    </p>
  )
}
