'use client'
// Client-side plumbing mounted once per page: React Query, settings context, toasts, scroll, tenant guard.
import { ScrollRestoration } from '@/components/shell/scroll-restoration'
import { Toaster } from '@/components/ui/toaster'
import { QueryProvider } from '@/lib/client/query'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { useTenantGuard } from '@/lib/hooks/use-tenant-guard'

function TenantGuard({ settings }: { settings: CommonSetting | null }) {
  useTenantGuard(settings)
  return null
}

export function Providers({ settings, available, children }: {
  settings: CommonSetting | null
  available: boolean
  children: React.ReactNode
}) {
  return (
    <QueryProvider>
      <SettingsProvider value={settings}>
        {available ? <TenantGuard settings={settings} /> : null}
        <ScrollRestoration />
        {children}
        <Toaster />
      </SettingsProvider>
    </QueryProvider>
  )
}
