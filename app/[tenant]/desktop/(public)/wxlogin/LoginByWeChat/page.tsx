// Desktop /wxlogin/LoginByWeChat: where the official account's authorise flow comes back (or not, when declined).
import { OAuthCallback } from '@/components/auth/third-party/oauth-callback'
import { weChatLoginPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopWxLoginByWeChat(props: Props) {
  await page.load(props)
  return (
    <div className="min-h-[60vh] bg-white">
      <OAuthCallback family="wechat" device="desktop" />
    </div>
  )
}
