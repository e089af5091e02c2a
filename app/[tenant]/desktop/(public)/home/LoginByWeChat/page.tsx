// Desktop /home/LoginByWeChat: a WeChat callback under the older step name (same as /LoginByThird?type=wechat).
import { OAuthCallback } from '@/components/auth/third-party/oauth-callback'
import { weChatLoginPage } from '@/lib/pages/profile-pages'

export const generateMetadata = weChatLoginPage.metadata

export default weChatLoginPage.view(() => (
  <div className="min-h-[60vh] bg-white">
    <OAuthCallback family="wechat" device="desktop" />
  </div>
))
