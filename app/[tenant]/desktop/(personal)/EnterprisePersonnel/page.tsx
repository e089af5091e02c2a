// Desktop /EnterprisePersonnel (员工管理): the staff panel in the company centre's frame; ?tab=invites shows 邀请记录.
import { AccountShell } from '@/components/account/account-shell'
import { InvitesPanel } from '@/components/company/invites-panel'
import { StaffPanel } from '@/components/company/staff-panel'
import { QueryProvider } from '@/lib/client/query'
import { loadPersonnel, personnelMetadata, type CorporateProps as Props } from '@/lib/pages/corporate'

export const dynamic = 'force-dynamic'
export async function generateMetadata(props: Props) {
  return personnelMetadata(props)
}

export default async function DesktopPersonnel(props: Props) {
  const { site, tab } = await loadPersonnel(props)
  const qiNiuUrl = site.settings.qiNiuUrl
  return (
    <QueryProvider>
      <AccountShell
        owner="company"
        active={tab === 'invites' ? 2 : 1}
        qiNiuUrl={qiNiuUrl}
        title={tab === 'invites' ? '邀请记录' : '员工管理'}
        then="/EnterprisePersonnel"
      >
        {tab === 'invites' ? <InvitesPanel variant="desktop" /> : <StaffPanel variant="desktop" qiNiuUrl={qiNiuUrl} />}
      </AccountShell>
    </QueryProvider>
  )
}
