// Phone /AccountAssociation (账号关联, behind the login gate): the QQ and WeChat bindings, each with 解除绑定.
import { AccountGate } from '@/components/account/account-gate'
import { AccountAssociation } from '@/components/auth/third-party/account-association'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { associationPage } from '@/lib/pages/centre-pages'

export const generateMetadata = associationPage.metadata

export default associationPage.view(({ title }) => (
  <TopBarPage title={title} gate={AccountGate} then="/AccountAssociation">
    <AccountAssociation variant="mobile" />
  </TopBarPage>
))
