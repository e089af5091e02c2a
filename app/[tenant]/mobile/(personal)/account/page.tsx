// Phone /account (the spec's personal centre): 我的, or — for a shared /account?nav= link — the phone page of that panel.
import { redirect } from 'next/navigation'
import { MineView } from '@/components/account/mine-view'
import { QueryProvider } from '@/lib/client/query'
import { accountMetadata, loadMobileAccount, type AccountQueryProps as Props } from '@/lib/pages/account'

// `nav` is a query value, and the panels are per account anyway: rendered per request, never cached.
export const dynamic = 'force-dynamic'
export async function generateMetadata(props: Props) {
  return accountMetadata(props)
}

export default async function MobileAccount(props: Props) {
  const { site, redirectTo } = await loadMobileAccount(props)
  if (redirectTo) redirect(redirectTo)
  return (
    <QueryProvider>
      <MineView qiNiuUrl={site.settings.qiNiuUrl} />
    </QueryProvider>
  )
}
