// Desktop /createcompany: the registration form in a centred card, under the tenant's login banner when it has one.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CreateCompanyForm } from '@/components/auth/create-company-form'
import { getTenantSite } from '@/lib/services/tenant-site'
import { storageImageUrl } from '@/lib/storage/urls'

export const metadata: Metadata = { title: '注册企业账号', robots: { index: false } }

// Twice the card width for sharp banners on high-density screens; mode 2 never enlarges.
const BANNER_VIEW = 'imageView2/2/w/1040/q/90'

export default async function DesktopCreateCompanyPage({ params }: { params: Promise<{ tenant: string }> }) {
  const site = await getTenantSite((await params).tenant)
  // isHideCompanyRegAndLogin is the switch that turns company accounts on (spec §6), despite its name.
  if (!site || !site.settings.isHideCompanyRegAndLogin) notFound()
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
