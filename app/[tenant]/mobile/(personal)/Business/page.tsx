// Phone /Business (我的企业, behind the login gate): the learner's company, VIP, 退出企业 and received invitations.
import { AccountGate } from '@/components/account/account-gate'
import { TopBar } from '@/components/auth/top-bar'
import { BusinessView } from '@/components/company/business-view'
import { QueryProvider } from '@/lib/client/query'
import { businessPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileBusiness(props: Props) {
  const { title } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <AccountGate then="/Business">
          <BusinessView variant="mobile" />
        </AccountGate>
      </div>
    </QueryProvider>
  )
}
