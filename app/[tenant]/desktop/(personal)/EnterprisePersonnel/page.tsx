// Desktop /EnterprisePersonnel (员工管理): the staff panel in the company centre's frame; ?tab=invites shows 邀请记录,
// ?tab=board 学习看板, ?tab=groups 部门管理 and ?tab=tasks 学习任务 (the phone's tabs, opened on a computer).
import { AccountShell } from '@/components/account/account-shell'
import { AssignmentsPanel } from '@/components/company/assignments-panel'
import { GroupsPanel } from '@/components/company/groups-panel'
import { InvitesPanel } from '@/components/company/invites-panel'
import { LearningBoard } from '@/components/company/learning-board'
import { StaffPanel } from '@/components/company/staff-panel'
import { personnelPage } from '@/lib/pages/corporate'

export const generateMetadata = personnelPage.metadata

const TABS = {
  staff: { nav: 1, title: '员工管理' },
  invites: { nav: 2, title: '邀请记录' },
  groups: { nav: 7, title: '部门管理' },
  tasks: { nav: 8, title: '学习任务' },
  board: { nav: 9, title: '学习看板' },
} as const

export default personnelPage.view(function DesktopPersonnel({ site, tab }) {
  const qiNiuUrl = site.settings.qiNiuUrl
  return (
    <AccountShell
      owner="company"
      active={TABS[tab].nav}
      settings={site.settings}
      title={TABS[tab].title}
      then="/EnterprisePersonnel"
    >
      {tab === 'invites' ? (
        <InvitesPanel variant="desktop" />
      ) : tab === 'groups' ? (
        <GroupsPanel variant="desktop" />
      ) : tab === 'tasks' ? (
        <AssignmentsPanel variant="desktop" />
      ) : tab === 'board' ? (
        <LearningBoard variant="desktop" />
      ) : (
        <StaffPanel variant="desktop" qiNiuUrl={qiNiuUrl} />
      )}
    </AccountShell>
  )
})
