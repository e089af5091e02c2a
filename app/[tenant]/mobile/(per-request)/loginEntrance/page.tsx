// Mobile /loginEntrance (docs/spec.md §2): where visitors land from pages needing a login; ?name titles it, ?locations is the return path.
import Link from 'next/link'
import { HomeLink } from '@/components/shell/home-link'
import { EntranceActions } from '@/components/auth/entrance-actions'
import { loginEntrancePage } from '@/lib/pages/login-entrance'
import { logoUrl } from '@/lib/ui/image-urls'

export const generateMetadata = loginEntrancePage.metadata

export default loginEntrancePage.view(function LoginEntrancePage({ site, wanted, loginHref, companyLoginHref }) {
  const { qiNiuUrl, loginHeadBackgroundImg, tenantLogoUrl, tenantName } = site.settings
  const background = loginHeadBackgroundImg ? `${qiNiuUrl}${loginHeadBackgroundImg}` : ''
  const logo = logoUrl(qiNiuUrl, tenantLogoUrl)

  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="relative flex h-12 items-center justify-center border-b border-gray-100">
        <HomeLink className="absolute left-2 flex size-9 items-center justify-center text-gray-600" />
        <h1 className="max-w-[70%] truncate text-base font-semibold text-gray-900">{wanted || '登录'}</h1>
      </header>

      <section
        className="flex h-48 flex-col items-center justify-center gap-3 bg-gradient-to-r from-primary to-primary-hover bg-cover bg-center text-primary-contrast"
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
      >
        {logo ? (
          // Plain <img>: the storage already serves the 303×160 rendition, and tenant hosts vary per deployment.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={logo}
            alt={tenantName}
            width={303}
            height={160}
            className="h-14 w-auto rounded bg-white/90 object-contain p-1"
          />
        ) : null}
        <p className="text-xl font-semibold">{tenantName}</p>
        <p className="text-sm opacity-90">{wanted ? `登录后即可访问「${wanted}」` : '登录后即可使用全部学习服务'}</p>
      </section>

      <div className="flex flex-1 flex-col gap-4 px-6 pt-10 pb-10">
        <EntranceActions loginHref={loginHref} companyLoginHref={companyLoginHref} />
        <Link href="/" className="mt-auto text-center text-sm text-gray-500">
          暂不登录，先逛逛
        </Link>
      </div>
    </div>
  )
})
