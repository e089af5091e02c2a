// Desktop /accountForgot?isCompany=0|1: the reset steps in a centred card, under the tenant's login banner when it has one.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { getTenantSite } from '@/lib/services/tenant-site'
import { storageImageUrl } from '@/lib/storage/urls'

// Reads the query string (redirect target, tab, kind): rendered per request, never cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '账户中心', robots: { index: false } }

// Twice the card width for sharp banners on high-density screens; mode 2 never enlarges.
const BANNER_VIEW = 'imageView2/2/w/1040/q/90'

export default async function DesktopAccountForgotPage({ params, searchParams }: {
  params: Promise<{ tenant: string }>
  searchParams: Promise<{ isCompany?: string | string[] }>
}) {
  const [site, query] = await Promise.all([getTenantSite((await params).tenant), searchParams])
  const isCompany = query.isCompany === '1'
  // The company variant exists only where company accounts are switched on (isHideCompanyRegAndLogin, spec §6).
  if (!site || (isCompany && !site.settings.isHideCompanyRegAndLogin)) notFound()
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
        {/* Keyed so switching between personal and company starts the steps afresh. */}
        <ForgotPasswordForm key={String(isCompany)} isCompany={isCompany} />
      </div>
    </div>
  )
}
