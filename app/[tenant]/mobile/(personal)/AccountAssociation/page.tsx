// Phone /AccountAssociation (账号关联, behind the login gate): the QQ and WeChat bindings, each with 解除绑定.
import { AccountGate } from '@/components/account/account-gate'
import { TopBar } from '@/components/auth/top-bar'
import { AccountAssociation } from '@/components/auth/third-party/account-association'
import { QueryProvider } from '@/lib/client/query'
import { associationPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileAccountAssociation(props: Props) {
  const { title } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <AccountGate then="/AccountAssociation">
          <AccountAssociation variant="mobile" />
        </AccountGate>
      </div>
    </QueryProvider>
  )
}
