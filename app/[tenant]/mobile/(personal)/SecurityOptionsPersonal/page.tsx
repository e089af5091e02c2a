// Phone /SecurityOptionsPersonal (账号安全, behind the login gate): a top bar and the password and phone flows.
import { TopBar } from '@/components/auth/top-bar'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { securityPage } from '@/lib/pages/profile-pages'

export const generateMetadata = securityPage.metadata

export default securityPage.view(function MobileSecurityOptions({ title }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <SecurityOptionsPanel variant="mobile" />
    </div>
  )
})
