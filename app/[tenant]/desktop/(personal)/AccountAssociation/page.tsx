// Desktop /AccountAssociation (账号关联): the personal centre's frame (nav 7) with the QQ and WeChat bindings.
import { AccountShell } from '@/components/account/account-shell'
import { AccountAssociation } from '@/components/auth/third-party/account-association'
import { associationPage } from '@/lib/pages/centre-pages'

export const generateMetadata = associationPage.metadata

export default associationPage.view(({ site, title }) => (
  <AccountShell active={7} settings={site.settings} title={title} then="/AccountAssociation">
    <AccountAssociation variant="desktop" />
  </AccountShell>
))
