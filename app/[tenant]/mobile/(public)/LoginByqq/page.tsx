// Phone /LoginByqq: the start of QQ sign-in (a fresh state, then QQ's authorise page).
import { OAuthStart } from '@/components/auth/third-party/oauth-start'
import { qqLoginPage } from '@/lib/pages/profile-pages'

export const generateMetadata = qqLoginPage.metadata

export default qqLoginPage.view(() => (
  <div className="min-h-[60vh] bg-white">
    <OAuthStart provider="qq" device="mobile" />
  </div>
))
