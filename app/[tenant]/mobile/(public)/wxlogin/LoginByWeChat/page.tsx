// Mobile /wxlogin/LoginByWeChat: where the official account's authorise flow comes back (or not, when declined).
import { OAuthCallback } from '@/components/auth/third-party/oauth-callback'
import { weChatLoginPage } from '@/lib/pages/profile-pages'

export const generateMetadata = weChatLoginPage.metadata

export default weChatLoginPage.view(() => (
  <div className="min-h-[60vh] bg-white">
    <OAuthCallback family="wechat" device="mobile" />
  </div>
))
