// Desktop /login: the login form as a page (links and new tabs land here); afterwards ?redirect= (same-site) or home.
import { LoginForm } from '@/components/auth/login-form'
import { loginPage } from '@/lib/pages/login'

export const generateMetadata = loginPage.metadata

export default loginPage.view(function DesktopLoginPage({ site, tab, redirect }) {
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
})
