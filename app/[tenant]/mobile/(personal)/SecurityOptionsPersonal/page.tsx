// Phone /SecurityOptionsPersonal (账号安全, behind the login gate): a top bar and the password and phone flows.
import { TopBar } from '@/components/auth/top-bar'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { QueryProvider } from '@/lib/client/query'
import { securityPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileSecurityOptions(props: Props) {
  const { title } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <SecurityOptionsPanel variant="mobile" />
      </div>
    </QueryProvider>
  )
}
