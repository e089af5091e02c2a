// Phone /editBusiness (企业资料, behind the login gate): the company's information, edit form and logo.
import { TopBar } from '@/components/auth/top-bar'
import { CompanyGate } from '@/components/company/company-gate'
import { CompanyInfoPanel } from '@/components/company/company-info-panel'
import { editBusinessPage } from '@/lib/pages/profile-pages'

export const generateMetadata = editBusinessPage.metadata

export default editBusinessPage.view(function MobileEditBusiness({ site, title }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <CompanyGate then="/editBusiness">
        <CompanyInfoPanel variant="mobile" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/corporate" />
      </CompanyGate>
    </div>
  )
})
