// Phone /editnickname (修改昵称): a top bar and the one-field form (behind the login gate); saving returns to 我的.
import { TopBar } from '@/components/auth/top-bar'
import { ProfileTextForm } from '@/components/account/profile-text-form'
import { editNicknamePage } from '@/lib/pages/profile-pages'

export const generateMetadata = editNicknamePage.metadata

export default editNicknamePage.view(function MobileEditNickname({ title }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <ProfileTextForm field="nickname" variant="mobile" doneHref="/mine" />
    </div>
  )
})
