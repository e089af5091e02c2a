// Phone /corporate (企业中心): the company's 我的 page with its entries, or — for a shared /corporate?nav= link — the
// phone page of that panel.
import { redirect } from 'next/navigation'
import { MineView } from '@/components/account/mine-view'
import { mobileCorporatePage } from '@/lib/pages/corporate'

export const generateMetadata = mobileCorporatePage.metadata

export default mobileCorporatePage.view(function MobileCorporate({ site, redirectTo }) {
  if (redirectTo) redirect(redirectTo)
  return <MineView qiNiuUrl={site.settings.qiNiuUrl} />
})
