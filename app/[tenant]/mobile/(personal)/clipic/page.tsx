// Phone /clipic (修改头像, behind the login gate): a full-width cropper under a top bar; saving returns to 我的.
// An individual's own: a company account is pointed to its centre instead (docs/spec.md §6).
import { AccountGate } from '@/components/account/account-gate'
import { AvatarCropper } from '@/components/account/avatar-cropper'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { clipicPage } from '@/lib/pages/centre-pages'

export const generateMetadata = clipicPage.metadata

export default clipicPage.view(({ site, title }) => (
  <TopBarPage title={title} gate={AccountGate} then="/clipic" className="flex min-h-screen flex-col bg-gray-50">
    <AvatarCropper variant="mobile" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/mine" />
  </TopBarPage>
))
