'use client'
// Client-side plumbing mounted once per page: React Query, settings, session, login popup, toasts, scroll, tenant guard.
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query'
import { LoginDialogHost } from '@/components/auth/login-dialog'
import { ScrollRestoration } from '@/components/shell/scroll-restoration'
import { Toaster } from '@/components/ui/toaster'
import { QueryProvider } from '@/lib/client/query'
import { SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { useTenantGuard } from '@/lib/hooks/use-tenant-guard'

function TenantGuard() {
  useTenantGuard()
  return null
}

export function Providers({ settings, available, dehydratedState, children }: {
  settings: CommonSetting | null
  available: boolean
  /** The root layout's server prefetch, handed to the client cache. */
  dehydratedState: DehydratedState
  children: React.ReactNode
}) {
  return (
    <QueryProvider>
      <HydrationBoundary state={dehydratedState}>
        <SettingsProvider value={settings}>
          <SessionProvider>
            {available ? <TenantGuard /> : null}
            <ScrollRestoration />
            {children}
            {available ? <LoginDialogHost /> : null}
            <Toaster />
          </SessionProvider>
        </SettingsProvider>
      </HydrationBoundary>
    </QueryProvider>
  )
}
