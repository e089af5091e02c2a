// Phone /clipic (修改头像, behind the login gate): a full-width cropper under a top bar; saving returns to 我的.
import { TopBar } from '@/components/auth/top-bar'
import { AvatarCropper } from '@/components/account/avatar-cropper'
import { QueryProvider } from '@/lib/client/query'
import { clipicPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileClipic(props: Props) {
  const { site, title } = await page.load(props)
  return (
    <QueryProvider>
      <div className="flex min-h-screen flex-col bg-gray-50">
        <TopBar title={title} />
        <AvatarCropper variant="mobile" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/mine" />
      </div>
    </QueryProvider>
  )
}
