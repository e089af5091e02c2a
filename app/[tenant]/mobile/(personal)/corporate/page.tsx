// Phone /corporate (企业中心): the company's 我的 page with its entries, or — for a shared /corporate?nav= link — the
// phone page of that panel.
import { redirect } from 'next/navigation'
import { MineView } from '@/components/account/mine-view'
import { QueryProvider } from '@/lib/client/query'
import { corporateMetadata, loadMobileCorporate, type CorporateProps as Props } from '@/lib/pages/corporate'

export const dynamic = 'force-dynamic'
export async function generateMetadata(props: Props) {
  return corporateMetadata(props)
}

export default async function MobileCorporate(props: Props) {
  const { site, redirectTo } = await loadMobileCorporate(props)
  if (redirectTo) redirect(redirectTo)
  return (
    <QueryProvider>
      <MineView qiNiuUrl={site.settings.qiNiuUrl} />
    </QueryProvider>
  )
}
