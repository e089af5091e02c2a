// Phone /editBusiness (企业资料, behind the login gate): the company's information, edit form and logo.
import { TopBar } from '@/components/auth/top-bar'
import { CompanyGate } from '@/components/company/company-gate'
import { CompanyInfoPanel } from '@/components/company/company-info-panel'
import { QueryProvider } from '@/lib/client/query'
import { editBusinessPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileEditBusiness(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <CompanyGate then="/editBusiness">
          <CompanyInfoPanel variant="mobile" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/corporate" />
        </CompanyGate>
      </div>
    </QueryProvider>
  )
}
