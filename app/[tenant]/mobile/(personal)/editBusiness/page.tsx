// Phone /editBusiness (企业资料, behind the login gate): the company's information, edit form and logo.
import { CompanyGate } from '@/components/company/company-gate'
import { CompanyInfoPanel } from '@/components/company/company-info-panel'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { editBusinessPage } from '@/lib/pages/centre-pages'

export const generateMetadata = editBusinessPage.metadata

export default editBusinessPage.view(({ site, title }) => (
  <TopBarPage title={title} gate={CompanyGate} then="/editBusiness">
    <CompanyInfoPanel variant="mobile" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/corporate" />
  </TopBarPage>
))
