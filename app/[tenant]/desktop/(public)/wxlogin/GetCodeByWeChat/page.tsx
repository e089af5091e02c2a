// Desktop /wxlogin/GetCodeByWeChat: the same start of WeChat sign-in (the QR page on a desktop).
import { OAuthStart } from '@/components/auth/third-party/oauth-start'
import { weChatLoginPage as page, type ProfilePageProps as Props } from '@/lib/pages/profile-pages'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopGetCodeByWeChat(props: Props) {
  await page.load(props)
  return (
    <div className="min-h-[60vh] bg-white">
      <OAuthStart provider="wechat" device="desktop" />
    </div>
  )
}
