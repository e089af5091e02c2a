// Desktop /editpersonalProfile (个人简介): the personal centre's frame with the one-field form; saving returns to 个人资料.
import { AccountShell } from '@/components/account/account-shell'
import { ProfileTextForm } from '@/components/account/profile-text-form'
import { editIntroductionPage } from '@/lib/pages/centre-pages'

export const generateMetadata = editIntroductionPage.metadata

export default editIntroductionPage.view(({ site, title }) => (
  <AccountShell active={0} settings={site.settings} title={title} then="/editpersonalProfile">
    <ProfileTextForm field="introduction" variant="desktop" doneHref="/account?nav=0" />
  </AccountShell>
))
