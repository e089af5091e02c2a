// Desktop /editnickname (修改昵称): the personal centre's frame with the one-field form; saving returns to 个人资料.
import { AccountShell } from '@/components/account/account-shell'
import { ProfileTextForm } from '@/components/account/profile-text-form'
import { editNicknamePage } from '@/lib/pages/centre-pages'

export const generateMetadata = editNicknamePage.metadata

export default editNicknamePage.view(({ site, title }) => (
  <AccountShell active={0} settings={site.settings} title={title} then="/editnickname">
    <ProfileTextForm field="nickname" variant="desktop" doneHref="/account?nav=0" />
  </AccountShell>
))
