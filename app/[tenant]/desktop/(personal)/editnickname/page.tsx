// Desktop /editnickname (修改昵称): the personal centre's frame with the one-field form; saving returns to 个人资料.
import { AccountShell } from '@/components/account/account-shell'
import { ProfileTextForm } from '@/components/account/profile-text-form'
import { QueryProvider } from '@/lib/client/query'
import { editNicknamePage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopEditNickname(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <AccountShell active={0} qiNiuUrl={site.settings.qiNiuUrl} title={title} then="/editnickname">
        <ProfileTextForm field="nickname" variant="desktop" doneHref="/account?nav=0" />
      </AccountShell>
    </QueryProvider>
  )
}
