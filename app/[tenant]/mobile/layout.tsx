// Mobile shell: the 10-part rem base (docs/spec.md §9), compact header, bottom tab bar; 403 when unavailable.
import { MobileLoginGuard } from '@/components/auth/mobile-login-guard'
import { MobileTabBar } from '@/components/shell/mobile-tab-bar'
import { StatusView } from '@/components/status/status-view'
import { getTenantSite } from '@/lib/services/tenant-site'

// 1rem = a tenth of the viewport width, the width capped at 6000 px.
const REM_BASE = 'html{font-size:min(10vw,600px)}'

export default async function MobileLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<{ tenant: string }>
}) {
  const site = await getTenantSite((await params).tenant)
  return (
    <div className="mobile-root flex min-h-screen flex-col bg-gray-50">
      <style>{REM_BASE}</style>
      {!site || !site.available ? (
        <StatusView code={403} tenantName={site?.settings.tenantName} compact />
      ) : (
        <>
          <MobileLoginGuard />
          <main className="flex-1">{children}</main>
          <MobileTabBar features={site.features} />
        </>
      )}
    </div>
  )
}
