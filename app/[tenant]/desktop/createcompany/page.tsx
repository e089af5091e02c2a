// Desktop /createcompany: the registration form in a centred card, under the tenant's login banner when it has one.
import { CreateCompanyForm } from '@/components/auth/create-company-form'
import { createCompanyMetadata, loadCreateCompany, type CreateCompanyProps as Props } from '@/lib/pages/create-company'
import { storageImageUrl } from '@/lib/ui/image-urls'

export async function generateMetadata(props: Props) {
  return createCompanyMetadata(props)
}

// Twice the card width for sharp banners on high-density screens; mode 2 never enlarges.
const BANNER_VIEW = 'imageView2/2/w/1040/q/90'

export default async function DesktopCreateCompanyPage(props: Props) {
  const { site } = await loadCreateCompany(props)
  const { qiNiuUrl, loginHeadBackgroundImg } = site.settings
  const banner = storageImageUrl(qiNiuUrl, loginHeadBackgroundImg, BANNER_VIEW)
  return (
    <div className="px-4 py-10">
      <div className="mx-auto w-full max-w-[520px] overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-100">
        {banner ? (
          // Plain <img>: tenant storage hosts vary per deployment and the storage already serves the resized rendition.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={banner} alt="" className="h-32 w-full object-cover" />
        ) : null}
        <CreateCompanyForm />
      </div>
    </div>
  )
}
