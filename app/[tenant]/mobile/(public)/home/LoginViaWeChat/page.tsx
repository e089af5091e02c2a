// Phone /home/LoginViaWeChat: the start of WeChat sign-in — inside WeChat the official account's authorise flow.
import { OAuthStart } from '@/components/auth/third-party/oauth-start'
import { weChatLoginPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileLoginViaWeChat(props: Props) {
  await page.load(props)
  return (
    <div className="min-h-[60vh] bg-white">
      <OAuthStart provider="wechat" device="mobile" />
    </div>
  )
}
