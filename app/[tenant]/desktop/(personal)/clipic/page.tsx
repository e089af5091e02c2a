// Desktop /clipic (修改头像): choose, frame and upload a new avatar inside the personal centre's frame.
import { AccountShell } from '@/components/account/account-shell'
import { AvatarCropper } from '@/components/account/avatar-cropper'
import { clipicPage } from '@/lib/pages/centre-pages'

export const generateMetadata = clipicPage.metadata

export default clipicPage.view(({ site, title }) => (
  <AccountShell active={0} settings={site.settings} title={title} then="/clipic">
    <AvatarCropper variant="desktop" qiNiuUrl={site.settings.qiNiuUrl} doneHref="/account?nav=0" />
  </AccountShell>
))
