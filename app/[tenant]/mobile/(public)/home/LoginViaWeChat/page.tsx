// Phone /home/LoginViaWeChat: the start of WeChat sign-in — inside WeChat the official account's authorise flow.
import { OAuthStart } from '@/components/auth/third-party/oauth-start'
import { weChatLoginPage } from '@/lib/pages/profile-pages'

export const generateMetadata = weChatLoginPage.metadata

export default weChatLoginPage.view(() => (
  <div className="min-h-[60vh] bg-white">
    <OAuthStart provider="wechat" device="mobile" />
  </div>
))
