// Phone /editpersonalProfile (个人简介): a top bar and the one-field form (behind the login gate); saving returns to 我的.
import { TopBar } from '@/components/auth/top-bar'
import { ProfileTextForm } from '@/components/account/profile-text-form'
import { editIntroductionPage } from '@/lib/pages/profile-pages'

export const generateMetadata = editIntroductionPage.metadata

export default editIntroductionPage.view(function MobileEditIntroduction({ title }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <ProfileTextForm field="introduction" variant="mobile" doneHref="/mine" />
    </div>
  )
})
