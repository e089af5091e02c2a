// Phone /Business (我的企业, behind the login gate): the learner's company, VIP, 退出企业 and received invitations.
import { AccountGate } from '@/components/account/account-gate'
import { TopBar } from '@/components/auth/top-bar'
import { BusinessView } from '@/components/company/business-view'
import { businessPage } from '@/lib/pages/profile-pages'

export const generateMetadata = businessPage.metadata

export default businessPage.view(function MobileBusiness({ title }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <AccountGate then="/Business">
        <BusinessView variant="mobile" />
      </AccountGate>
    </div>
  )
})
