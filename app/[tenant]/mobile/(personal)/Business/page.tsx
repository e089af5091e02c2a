// Phone /Business (我的企业, behind the login gate): the learner's company, VIP, 退出企业 and received invitations.
import { AccountGate } from '@/components/account/account-gate'
import { BusinessView } from '@/components/company/business-view'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { businessPage } from '@/lib/pages/centre-pages'

export const generateMetadata = businessPage.metadata

export default businessPage.view(({ title }) => (
  <TopBarPage title={title} gate={AccountGate} then="/Business">
    <BusinessView variant="mobile" />
  </TopBarPage>
))
