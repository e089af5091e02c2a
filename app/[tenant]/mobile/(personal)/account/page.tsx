// Phone /account (the spec's personal centre): 我的, or — for a shared /account?nav= link — the phone page of that panel.
import { redirect } from 'next/navigation'
import { MineView } from '@/components/account/mine-view'
import { mobileAccountPage } from '@/lib/pages/account'

export const generateMetadata = mobileAccountPage.metadata

export default mobileAccountPage.view(function MobileAccount({ site, redirectTo }) {
  if (redirectTo) redirect(redirectTo)
  return <MineView qiNiuUrl={site.settings.qiNiuUrl} />
})
