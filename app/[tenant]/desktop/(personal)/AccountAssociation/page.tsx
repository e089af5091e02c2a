// Desktop /AccountAssociation (账号关联): the personal centre's frame (nav 7) with the QQ and WeChat bindings.
import { AccountShell } from '@/components/account/account-shell'
import { AccountAssociation } from '@/components/auth/third-party/account-association'
import { QueryProvider } from '@/lib/client/query'
import { associationPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopAccountAssociation(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <AccountShell active={7} qiNiuUrl={site.settings.qiNiuUrl} title={title} then="/AccountAssociation">
        <AccountAssociation variant="desktop" />
      </AccountShell>
    </QueryProvider>
  )
}
