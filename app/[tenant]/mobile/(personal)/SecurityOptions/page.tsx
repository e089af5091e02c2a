// Phone /SecurityOptions (安全设置, behind the login gate): the company's password and contact phone.
import { TopBar } from '@/components/auth/top-bar'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { CompanyGate } from '@/components/company/company-gate'
import { companySecurityPage } from '@/lib/pages/profile-pages'

export const generateMetadata = companySecurityPage.metadata

export default companySecurityPage.view(function MobileCompanySecurity({ title }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <CompanyGate then="/SecurityOptions">
        <SecurityOptionsPanel variant="mobile" />
      </CompanyGate>
    </div>
  )
})
