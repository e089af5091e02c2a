// Phone /editpersonalProfile (个人简介): a top bar and the one-field form (behind the login gate); saving returns to 我的.
import { TopBar } from '@/components/auth/top-bar'
import { ProfileTextForm } from '@/components/account/profile-text-form'
import { QueryProvider } from '@/lib/client/query'
import { editIntroductionPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileEditIntroduction(props: Props) {
  const { title } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <ProfileTextForm field="introduction" variant="mobile" doneHref="/mine" />
      </div>
    </QueryProvider>
  )
}
