// Phone /SecurityOptions (安全设置, behind the login gate): the company's password and contact phone.
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { CompanyGate } from '@/components/company/company-gate'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { companySecurityPage } from '@/lib/pages/centre-pages'

export const generateMetadata = companySecurityPage.metadata

export default companySecurityPage.view(({ title }) => (
  <TopBarPage title={title} gate={CompanyGate} then="/SecurityOptions">
    <SecurityOptionsPanel variant="mobile" />
  </TopBarPage>
))
