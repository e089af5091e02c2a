// Desktop shell: header and footer around every page; the 403 page instead when the tenant is unavailable.
import { DesktopFooter } from '@/components/shell/desktop-footer'
import { DesktopHeader } from '@/components/shell/desktop-header'
import { RouteChrome } from '@/components/shell/route-chrome'
import { StatusView } from '@/components/status/status-view'
import { getTenantSite } from '@/lib/services/tenant-site'

export default async function DesktopLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<{ tenant: string }>
}) {
  const site = await getTenantSite((await params).tenant)
  if (!site || !site.available) {
    return <StatusView code={403} tenantName={site?.settings.tenantName} />
  }
  return (
    <div className="flex min-h-screen flex-col">
      <RouteChrome
        header={<DesktopHeader settings={site.settings} features={site.features} header={site.header} />}
        footer={<DesktopFooter settings={site.settings} features={site.features} header={site.header} />}
      >
        {children}
      </RouteChrome>
    </div>
  )
}
