// Mobile /login: the full-screen login form; afterwards ?redirect= (same-site) or home.
import { HomeLink } from '@/components/shell/home-link'
import { LoginForm } from '@/components/auth/login-form'
import { loginPage } from '@/lib/pages/login'
import { logoUrl } from '@/lib/ui/image-urls'

export const generateMetadata = loginPage.metadata

export default loginPage.view(function MobileLoginPage({ site, tab, redirect }) {
  const { qiNiuUrl, loginHeadBackgroundImg, tenantLogoUrl, tenantName } = site.settings
  const background = loginHeadBackgroundImg ? `${qiNiuUrl}${loginHeadBackgroundImg}` : ''
  const logo = logoUrl(qiNiuUrl, tenantLogoUrl)

  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header
        className="relative flex h-40 flex-col items-center justify-center gap-2 bg-gradient-to-r from-primary to-primary-hover bg-cover bg-center text-primary-contrast"
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
      >
        <HomeLink className="absolute top-3 left-3 flex size-9 items-center justify-center rounded-full bg-black/20" />
        {logo ? (
          // Plain <img>: the storage already serves the 303×160 rendition, and tenant hosts vary per deployment.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={logo}
            alt=""
            width={303}
            height={160}
            className="h-12 w-auto rounded bg-white/90 object-contain p-1"
          />
        ) : null}
        <p className="text-lg font-semibold">{tenantName}</p>
      </header>
      <div className="flex-1 px-6 pt-6 pb-10">
        <LoginForm heading="h1" device="mobile" initialTab={tab} redirect={redirect} />
      </div>
    </div>
  )
})
