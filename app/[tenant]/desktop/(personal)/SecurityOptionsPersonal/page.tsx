// Desktop /SecurityOptionsPersonal (账号安全): the personal centre's frame with the password and phone flows (nav 6).
import { AccountShell } from '@/components/account/account-shell'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { securityPage } from '@/lib/pages/centre-pages'

export const generateMetadata = securityPage.metadata

export default securityPage.view(({ site, title }) => (
  <AccountShell active={6} settings={site.settings} title={title} then="/SecurityOptionsPersonal">
    <SecurityOptionsPanel variant="desktop" />
  </AccountShell>
))
