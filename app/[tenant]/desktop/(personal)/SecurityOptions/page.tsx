// Desktop /SecurityOptions (安全设置): the company's password and contact phone in the company centre's frame (nav 6).
import { AccountShell } from '@/components/account/account-shell'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { companySecurityPage } from '@/lib/pages/centre-pages'

export const generateMetadata = companySecurityPage.metadata

export default companySecurityPage.view(({ site, title }) => (
  <AccountShell owner="company" active={6} settings={site.settings} title={title} then="/SecurityOptions">
    <SecurityOptionsPanel variant="desktop" />
  </AccountShell>
))
