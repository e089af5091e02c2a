// Phone /EnterprisePersonnel (员工管理, behind the login gate): tabs 员工, 邀请记录 (?tab=invites), 看板 (?tab=board),
// 任务 (?tab=tasks) and 部门 (?tab=groups).
import Link from 'next/link'
import { AssignmentsPanel } from '@/components/company/assignments-panel'
import { CompanyGate } from '@/components/company/company-gate'
import { GroupsPanel } from '@/components/company/groups-panel'
import { InvitesPanel } from '@/components/company/invites-panel'
import { LearningBoard } from '@/components/company/learning-board'
import { StaffPanel } from '@/components/company/staff-panel'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { PERSONNEL_TITLE, personnelPage } from '@/lib/pages/corporate'

export const generateMetadata = personnelPage.metadata

export default personnelPage.view(function MobilePersonnel({ site, tab }) {
  const tabs = [
    ['staff', '员工', '/EnterprisePersonnel'],
    ['invites', '邀请记录', '/EnterprisePersonnel?tab=invites'],
    ['board', '看板', '/EnterprisePersonnel?tab=board'],
    ['tasks', '任务', '/EnterprisePersonnel?tab=tasks'],
    ['groups', '部门', '/EnterprisePersonnel?tab=groups'],
  ] as const
  return (
    <TopBarPage title={PERSONNEL_TITLE}>
      <nav aria-label="员工管理" className="flex border-b border-gray-100 bg-white">
        {tabs.map(([key, label, href]) => (
          <Link
            key={key}
            href={href}
            replace
            aria-current={tab === key ? 'page' : undefined}
            className="flex-1 border-b-2 border-transparent py-3 text-center text-sm text-gray-600 aria-[current=page]:border-primary aria-[current=page]:font-medium aria-[current=page]:text-primary"
          >
            {label}
          </Link>
        ))}
      </nav>
      <CompanyGate then="/EnterprisePersonnel">
        {tab === 'invites' ? (
          <InvitesPanel variant="mobile" />
        ) : tab === 'groups' ? (
          <GroupsPanel variant="mobile" />
        ) : tab === 'tasks' ? (
          <AssignmentsPanel variant="mobile" />
        ) : tab === 'board' ? (
          <LearningBoard variant="mobile" />
        ) : (
          <StaffPanel variant="mobile" qiNiuUrl={site.settings.qiNiuUrl} />
        )}
      </CompanyGate>
    </TopBarPage>
  )
})
