// Phone /LoginByqq: the start of QQ sign-in (a fresh state, then QQ's authorise page).
import { OAuthStart } from '@/components/auth/third-party/oauth-start'
import { qqLoginPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileLoginByQQ(props: Props) {
  await page.load(props)
  return (
    <div className="min-h-[60vh] bg-white">
      <OAuthStart provider="qq" device="mobile" />
    </div>
  )
}
