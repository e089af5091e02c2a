// Desktop /Business (我的企业): the learner's company, VIP, 退出企业 and received invitations, in the personal centre (nav 2).
import { AccountShell } from '@/components/account/account-shell'
import { BusinessView } from '@/components/company/business-view'
import { businessPage } from '@/lib/pages/centre-pages'

export const generateMetadata = businessPage.metadata

export default businessPage.view(({ site, title }) => (
  <AccountShell active={2} settings={site.settings} title={title} then="/Business">
    <BusinessView variant="desktop" />
  </AccountShell>
))
