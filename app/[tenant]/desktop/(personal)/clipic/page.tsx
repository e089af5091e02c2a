// Desktop /clipic (修改头像): choose, frame and upload a new avatar inside the personal centre's frame.
import { AccountShell } from '@/components/account/account-shell'
import { AvatarCropper } from '@/components/account/avatar-cropper'
import { QueryProvider } from '@/lib/client/query'
import { clipicPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopClipic(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <AccountShell active={0} qiNiuUrl={site.settings.qiNiuUrl} title={title} then="/clipic">
        <AvatarCropper variant="desktop" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/account?nav=0" />
      </AccountShell>
    </QueryProvider>
  )
}
