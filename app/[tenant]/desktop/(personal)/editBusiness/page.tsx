// Desktop /editBusiness (企业资料): the company's information, edit form and logo in the company centre's frame (nav 0).
import { AccountShell } from '@/components/account/account-shell'
import { CompanyInfoPanel } from '@/components/company/company-info-panel'
import { editBusinessPage } from '@/lib/pages/centre-pages'

export const generateMetadata = editBusinessPage.metadata

export default editBusinessPage.view(({ site, title }) => (
  <AccountShell owner="company" active={0} settings={site.settings} title={title} then="/editBusiness">
    <CompanyInfoPanel variant="desktop" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/editBusiness" />
  </AccountShell>
))
