// Desktop /accountForgot?isCompany=0|1: the reset steps in a centred card, under a band with the tenant's login banner or colours.
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { accountForgotPage } from '@/lib/pages/account-forgot'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { AccountBand } from '@/components/auth/account-band'

export const generateMetadata = accountForgotPage.metadata

// Twice the card width for sharp banners on high-density screens; mode 2 never enlarges.
const BANNER_VIEW = 'imageView2/2/w/1040/q/90'

export default accountForgotPage.view(function DesktopAccountForgotPage({ site, isCompany }) {
  const { qiNiuUrl, loginHeadBackgroundImg } = site.settings
  const banner = storageImageUrl(qiNiuUrl, loginHeadBackgroundImg, BANNER_VIEW)
  return (
    <div className="px-4 py-10">
      <div className="mx-auto w-full max-w-[520px] overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-100">
        <AccountBand
          imageUrl={banner}
          tenantName={site.settings.tenantName}
          caption={isCompany ? '账号中心 · 企业账号' : '账号中心 · 个人账号'}
        />
        {/* Keyed so switching between personal and company starts the steps afresh. */}
        <ForgotPasswordForm key={String(isCompany)} isCompany={isCompany} />
      </div>
    </div>
  )
})
