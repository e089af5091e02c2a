// Desktop /SecurityOptions (安全设置): the company's password and contact phone in the company centre's frame (nav 6).
import { AccountShell } from '@/components/account/account-shell'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { QueryProvider } from '@/lib/client/query'
import { companySecurityPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopCompanySecurity(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <AccountShell owner="company" active={6} qiNiuUrl={site.settings.qiNiuUrl} title={title} then="/SecurityOptions">
        <SecurityOptionsPanel variant="desktop" />
      </AccountShell>
    </QueryProvider>
  )
}
