// Phone /SecurityOptions (安全设置, behind the login gate): the company's password and contact phone.
import { TopBar } from '@/components/auth/top-bar'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { CompanyGate } from '@/components/company/company-gate'
import { QueryProvider } from '@/lib/client/query'
import { companySecurityPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileCompanySecurity(props: Props) {
  const { title } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <CompanyGate then="/SecurityOptions">
          <SecurityOptionsPanel variant="mobile" />
        </CompanyGate>
      </div>
    </QueryProvider>
  )
}
