// Desktop /SecurityOptionsPersonal (账号安全): the personal centre's frame with the password and phone flows (nav 6).
import { AccountShell } from '@/components/account/account-shell'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { QueryProvider } from '@/lib/client/query'
import { securityPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopSecurityOptions(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <AccountShell active={6} qiNiuUrl={site.settings.qiNiuUrl} title={title} then="/SecurityOptionsPersonal">
        <SecurityOptionsPanel variant="desktop" />
      </AccountShell>
    </QueryProvider>
  )
}
