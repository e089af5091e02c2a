// Mobile /LoginByThird?type=qq|wechat (no header or footer): where QQ and WeChat's website login come back with code and state.
import { OAuthCallback } from '@/components/auth/third-party/oauth-callback'
import { thirdLoginPage as page, type ProfilePageProps } from '@/lib/pages/profile-pages'

// ?type= is read on the server: rendered per request.
export const dynamic = 'force-dynamic'

type Props = ProfilePageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileLoginByThird(props: Props) {
  await page.load(props)
  const family = (await props.searchParams).type === 'qq' ? 'qq' : 'wechat'
  return (
    <div className="min-h-screen bg-white">
      <OAuthCallback key={family} family={family} device="mobile" />
    </div>
  )
}
