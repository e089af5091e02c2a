// Desktop /Business (我的企业): the learner's company, VIP, 退出企业 and received invitations, in the personal centre (nav 2).
import { AccountShell } from '@/components/account/account-shell'
import { BusinessView } from '@/components/company/business-view'
import { QueryProvider } from '@/lib/client/query'
import { businessPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopBusiness(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <AccountShell active={2} qiNiuUrl={site.settings.qiNiuUrl} title={title} then="/Business">
        <BusinessView variant="desktop" />
      </AccountShell>
    </QueryProvider>
  )
}
