// Desktop /editBusiness (企业资料): the company's information, edit form and logo in the company centre's frame (nav 0).
import { AccountShell } from '@/components/account/account-shell'
import { CompanyInfoPanel } from '@/components/company/company-info-panel'
import { QueryProvider } from '@/lib/client/query'
import { editBusinessPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopEditBusiness(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <AccountShell owner="company" active={0} qiNiuUrl={site.settings.qiNiuUrl} title={title} then="/editBusiness">
        <CompanyInfoPanel variant="desktop" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/editBusiness" />
      </AccountShell>
    </QueryProvider>
  )
}
