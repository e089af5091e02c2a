'use client'
// Client-side plumbing mounted once per page: settings, session, login popup (loaded on demand), toasts, scroll, tenant
// guard. Deliberately light — it ships with every page; React Query is mounted only by the signed-in pages' layout.
import { LoginDialogHost } from '@/components/auth/login-dialog'
import { lazy, Suspense, useState } from 'react'
import { ScrollRestoration } from '@/components/shell/scroll-restoration'
import { Toaster } from '@/components/ui/toaster'
import { SessionProvider, useSession } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { useTenantGuard } from '@/lib/hooks/use-tenant-guard'

const InviteWatcher = lazy(() => import('@/components/company/invite-watcher'))

/** The invitation popup's watcher, fetched only once an individual is signed in (visitors' pages stay as light). */
function InviteWatcherHost() {
  const { session, ready } = useSession()
  const [sawVisitor, setSawVisitor] = useState(false)
  if (ready && !session && !sawVisitor) setSawVisitor(true)
  return session?.personal ? (
    <Suspense>
      <InviteWatcher signedInHere={sawVisitor} />
    </Suspense>
  ) : null
}

function TenantGuard() {
  useTenantGuard()
  return null
}

export function Providers({
  settings,
  available,
  children,
}: {
  settings: CommonSetting | null
  available: boolean
  children: React.ReactNode
}) {
  return (
    <SettingsProvider value={settings}>
      <SessionProvider>
        {available ? <TenantGuard /> : null}
        <ScrollRestoration />
        {children}
        {available ? <LoginDialogHost /> : null}
        {available ? <InviteWatcherHost /> : null}
        <Toaster />
      </SessionProvider>
    </SettingsProvider>
  )
}
