// Desktop /LoginByThird?type=qq|wechat (no header or footer): where QQ and WeChat's website login come back with code and state.
import { OAuthCallback } from '@/components/auth/third-party/oauth-callback'
import { thirdLoginPage } from '@/lib/pages/profile-pages'

export const generateMetadata = thirdLoginPage.metadata

export default thirdLoginPage.view(({ family }) => (
  <div className="min-h-screen bg-white">
    <OAuthCallback key={family} family={family} device="desktop" />
  </div>
))
