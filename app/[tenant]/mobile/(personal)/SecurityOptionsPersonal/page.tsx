// Phone /SecurityOptionsPersonal (账号安全, behind the login gate): a top bar and the password and phone flows.
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { securityPage } from '@/lib/pages/centre-pages'

export const generateMetadata = securityPage.metadata

export default securityPage.view(({ title }) => (
  <TopBarPage title={title}>
    <SecurityOptionsPanel variant="mobile" />
  </TopBarPage>
))
