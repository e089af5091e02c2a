// Phone /editpersonalProfile (个人简介): a top bar and the one-field form (behind the login gate); saving returns to 我的.
// An individual's own: a company account is pointed to its centre instead (docs/spec.md §6).
import { AccountGate } from '@/components/account/account-gate'
import { ProfileTextForm } from '@/components/account/profile-text-form'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { editIntroductionPage } from '@/lib/pages/centre-pages'

export const generateMetadata = editIntroductionPage.metadata

export default editIntroductionPage.view(({ title }) => (
  <TopBarPage title={title} gate={AccountGate} then="/editpersonalProfile">
    <ProfileTextForm field="introduction" variant="mobile" doneHref="/mine" />
  </TopBarPage>
))
