// Phone /AccountAssociation (账号关联, behind the login gate): the QQ and WeChat bindings, each with 解除绑定.
import { AccountGate } from '@/components/account/account-gate'
import { TopBar } from '@/components/auth/top-bar'
import { AccountAssociation } from '@/components/auth/third-party/account-association'
import { associationPage } from '@/lib/pages/profile-pages'

export const generateMetadata = associationPage.metadata

export default associationPage.view(function MobileAccountAssociation({ title }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <AccountGate then="/AccountAssociation">
        <AccountAssociation variant="mobile" />
      </AccountGate>
    </div>
  )
})
