// Desktop /createcompany: the registration form in a centred card, under a band with the tenant's login banner or colours.
import { CreateCompanyForm } from '@/components/auth/create-company-form'
import { createCompanyPage } from '@/lib/pages/create-company'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { AccountBand } from '@/components/auth/account-band'

export const generateMetadata = createCompanyPage.metadata

// Twice the card width for sharp banners on high-density screens; mode 2 never enlarges.
const BANNER_VIEW = 'imageView2/2/w/1040/q/90'

export default createCompanyPage.view(function DesktopCreateCompanyPage({ site }) {
  const { qiNiuUrl, loginHeadBackgroundImg } = site.settings
  const banner = storageImageUrl(qiNiuUrl, loginHeadBackgroundImg, BANNER_VIEW)
  return (
    <div className="px-4 py-10">
      <div className="mx-auto w-full max-w-[520px] overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-100">
        <AccountBand imageUrl={banner} tenantName={site.settings.tenantName} caption="账号中心 · 企业账号注册" />
        <CreateCompanyForm />
      </div>
    </div>
  )
})
