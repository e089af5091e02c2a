// Phone /clipic (修改头像, behind the login gate): a full-width cropper under a top bar; saving returns to 我的.
import { TopBar } from '@/components/auth/top-bar'
import { AvatarCropper } from '@/components/account/avatar-cropper'
import { clipicPage } from '@/lib/pages/profile-pages'

export const generateMetadata = clipicPage.metadata

export default clipicPage.view(function MobileClipic({ site, title }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <TopBar title={title} />
      <AvatarCropper variant="mobile" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/mine" />
    </div>
  )
})
