// Mobile /home/LoginByWeChat: a WeChat callback under the older step name (same as /LoginByThird?type=wechat).
import { OAuthCallback } from '@/components/auth/third-party/oauth-callback'
import { weChatLoginPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileHomeLoginByWeChat(props: Props) {
  await page.load(props)
  return (
    <div className="min-h-[60vh] bg-white">
      <OAuthCallback family="wechat" device="mobile" />
    </div>
  )
}
