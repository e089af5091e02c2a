// Desktop /EnterprisePersonnel (员工管理): the staff panel in the company centre's frame; ?tab=invites shows 邀请记录,
// ?tab=board (a link from a phone) 学习看板.
import { AccountShell } from '@/components/account/account-shell'
import { InvitesPanel } from '@/components/company/invites-panel'
import { LearningBoard } from '@/components/company/learning-board'
import { StaffPanel } from '@/components/company/staff-panel'
import { personnelPage } from '@/lib/pages/corporate'

export const generateMetadata = personnelPage.metadata

const TABS = { staff: [1, '员工管理'], invites: [2, '邀请记录'], board: [9, '学习看板'] } as const

export default personnelPage.view(function DesktopPersonnel({ site, tab }) {
  const qiNiuUrl = site.settings.qiNiuUrl
  const [active, title] = TABS[tab]
  return (
    <AccountShell owner="company" active={active} settings={site.settings} title={title} then="/EnterprisePersonnel">
      {tab === 'invites' ? (
        <InvitesPanel variant="desktop" />
      ) : tab === 'board' ? (
        <LearningBoard variant="desktop" />
      ) : (
        <StaffPanel variant="desktop" qiNiuUrl={qiNiuUrl} />
      )}
    </AccountShell>
  )
})
