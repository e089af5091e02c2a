// Desktop /EnterprisePersonnel (员工管理): the staff panel in the company centre's frame; ?tab=invites shows 邀请记录.
import { AccountShell } from '@/components/account/account-shell'
import { InvitesPanel } from '@/components/company/invites-panel'
import { StaffPanel } from '@/components/company/staff-panel'
import { personnelPage } from '@/lib/pages/corporate'

export const generateMetadata = personnelPage.metadata

export default personnelPage.view(function DesktopPersonnel({ site, tab }) {
  const qiNiuUrl = site.settings.qiNiuUrl
  return (
    <AccountShell
      owner="company"
      active={tab === 'invites' ? 2 : 1}
      settings={site.settings}
      title={tab === 'invites' ? '邀请记录' : '员工管理'}
      then="/EnterprisePersonnel"
    >
      {tab === 'invites' ? <InvitesPanel variant="desktop" /> : <StaffPanel variant="desktop" qiNiuUrl={qiNiuUrl} />}
    </AccountShell>
  )
})
