// Desktop /login: the login form as a page (links and new tabs land here); afterwards ?redirect= (same-site) or home.
import { LoginForm } from '@/components/auth/login-form'
import { loadLogin, loginMetadata, type LoginProps as Props } from '@/lib/pages/login'

// Reads the query string (redirect target, tab, kind): rendered per request, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return loginMetadata(props)
}

export default async function DesktopLoginPage(props: Props) {
  const { site, tab, redirect } = await loadLogin(props)
  const { qiNiuUrl, loginHeadBackgroundImg } = site.settings
  const background = loginHeadBackgroundImg ? `${qiNiuUrl}${loginHeadBackgroundImg}` : ''

  return (
    <section
      className="flex min-h-[560px] items-center justify-center bg-gradient-to-r from-primary to-primary-hover bg-cover bg-center px-4 py-16"
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
    >
      <div className="w-[420px] max-w-full rounded-lg bg-white px-8 pt-8 pb-10 shadow-xl">
        <LoginForm heading="h1" device="desktop" initialTab={tab} redirect={redirect} />
      </div>
    </section>
  )
}
