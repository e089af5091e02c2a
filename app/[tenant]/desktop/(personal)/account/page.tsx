// Desktop /account?nav= (个人中心): the left navigation and the panel `nav` names (lib/contract/account-nav.ts).
import { AccountMessages } from '@/components/account/account-messages'
import { AccountShell } from '@/components/account/account-shell'
import { AccountAssociation } from '@/components/auth/third-party/account-association'
import { CompanyPanel } from '@/components/account/company-panel'
import { ProfilePanel } from '@/components/account/profile-panel'
import { MyCoursesView } from '@/components/learn/my-courses-view'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import type { AccountNavEntry } from '@/lib/contract/account-nav'
import { desktopAccountPage } from '@/lib/pages/account'

export const generateMetadata = desktopAccountPage.metadata

function Panel({ entry, qiNiuUrl }: { entry: AccountNavEntry; qiNiuUrl: string }) {
  switch (entry.section) {
    case 'courses':
      return <MyCoursesView variant="desktop" qiNiuUrl={qiNiuUrl} />
    case 'company':
      return <CompanyPanel />
    case 'messages':
      return <AccountMessages type={entry.messageType ?? 0} />
    case 'security':
      return <SecurityOptionsPanel variant="desktop" />
    case 'association':
      return <AccountAssociation variant="desktop" />
    default:
      return <ProfilePanel qiNiuUrl={qiNiuUrl} />
  }
}

export default desktopAccountPage.view(function DesktopAccount({ site, entry }) {
  const qiNiuUrl = site.settings.qiNiuUrl
  return (
    <AccountShell active={entry.nav} settings={site.settings} title={entry.label} then={`/account?nav=${entry.nav}`}>
      <Panel entry={entry} qiNiuUrl={qiNiuUrl} />
    </AccountShell>
  )
})
