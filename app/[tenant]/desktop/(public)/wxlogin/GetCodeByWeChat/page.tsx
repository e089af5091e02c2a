// Desktop /wxlogin/GetCodeByWeChat: the same start of WeChat sign-in (the QR page on a desktop).
import { OAuthStart } from '@/components/auth/third-party/oauth-start'
import { weChatLoginPage } from '@/lib/pages/profile-pages'

export const generateMetadata = weChatLoginPage.metadata

export default weChatLoginPage.view(() => (
  <div className="min-h-[60vh] bg-white">
    <OAuthStart provider="wechat" device="desktop" />
  </div>
))
