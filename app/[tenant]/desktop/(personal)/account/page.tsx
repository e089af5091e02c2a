// Desktop /account?nav= (个人中心): the left navigation and the panel `nav` names (lib/contract/account-nav.ts).
import { AccountMessages } from '@/components/account/account-messages'
import { AccountShell } from '@/components/account/account-shell'
import { AccountAssociation } from '@/components/auth/third-party/account-association'
import { CompanyPanel } from '@/components/account/company-panel'
import { ProfilePanel } from '@/components/account/profile-panel'
import { MyCoursesView } from '@/components/learn/my-courses-view'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { QueryProvider } from '@/lib/client/query'
import type { AccountNavEntry } from '@/lib/contract/account-nav'
import { desktopAccountMetadata, loadDesktopAccount, type AccountQueryProps as Props } from '@/lib/pages/account'

// `nav` is a query value, and the panels are per account anyway: rendered per request, never cached.
export const dynamic = 'force-dynamic'
export async function generateMetadata(props: Props) {
  return desktopAccountMetadata(props)
}

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

export default async function DesktopAccount(props: Props) {
  const { site, entry } = await loadDesktopAccount(props)
  const qiNiuUrl = site.settings.qiNiuUrl
  return (
    <QueryProvider>
      <AccountShell active={entry.nav} qiNiuUrl={qiNiuUrl} title={entry.label} then={`/account?nav=${entry.nav}`}>
        <Panel entry={entry} qiNiuUrl={qiNiuUrl} />
      </AccountShell>
    </QueryProvider>
  )
}
