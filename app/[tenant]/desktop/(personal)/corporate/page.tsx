// Desktop /corporate?nav= (企业中心): the company's left navigation and the panel `nav` names (lib/contract/company-nav.ts).
import { AccountMessages } from '@/components/account/account-messages'
import { AccountShell } from '@/components/account/account-shell'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { AssignmentsPanel } from '@/components/company/assignments-panel'
import { CompanyInfoPanel } from '@/components/company/company-info-panel'
import { GroupsPanel } from '@/components/company/groups-panel'
import { InvitesPanel } from '@/components/company/invites-panel'
import { LearningBoard } from '@/components/company/learning-board'
import { StaffPanel } from '@/components/company/staff-panel'
import type { CorporateNavEntry } from '@/lib/contract/company-nav'
import { desktopCorporatePage } from '@/lib/pages/corporate'

export const generateMetadata = desktopCorporatePage.metadata

function Panel({ entry, qiNiuUrl }: { entry: CorporateNavEntry; qiNiuUrl: string }) {
  switch (entry.section) {
    case 'staff':
      return <StaffPanel variant="desktop" qiNiuUrl={qiNiuUrl} />
    case 'invites':
      return <InvitesPanel variant="desktop" />
    case 'messages':
      return <AccountMessages type={entry.messageType ?? 0} base="/corporate" />
    case 'security':
      return <SecurityOptionsPanel variant="desktop" />
    case 'groups':
      return <GroupsPanel variant="desktop" />
    case 'assignments':
      return <AssignmentsPanel variant="desktop" />
    case 'dashboard':
      return <LearningBoard variant="desktop" />
    default:
      return <CompanyInfoPanel variant="desktop" qiNiuUrl={qiNiuUrl} doneHref="/corporate?nav=0" />
  }
}

export default desktopCorporatePage.view(function DesktopCorporate({ site, entry }) {
  const qiNiuUrl = site.settings.qiNiuUrl
  return (
    <AccountShell
      owner="company"
      active={entry.nav}
      settings={site.settings}
      title={entry.label}
      then={`/corporate?nav=${entry.nav}`}
    >
      <Panel key={entry.nav} entry={entry} qiNiuUrl={qiNiuUrl} />
    </AccountShell>
  )
})
