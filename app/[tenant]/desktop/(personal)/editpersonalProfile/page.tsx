// Desktop /editpersonalProfile (个人简介): the personal centre's frame with the one-field form; saving returns to 个人资料.
import { AccountShell } from '@/components/account/account-shell'
import { ProfileTextForm } from '@/components/account/profile-text-form'
import { QueryProvider } from '@/lib/client/query'
import { editIntroductionPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopEditIntroduction(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <AccountShell active={0} qiNiuUrl={site.settings.qiNiuUrl} title={title} then="/editpersonalProfile">
        <ProfileTextForm field="introduction" variant="desktop" doneHref="/account?nav=0" />
      </AccountShell>
    </QueryProvider>
  )
}
