// Desktop /login: the login form as a page (links and new tabs land here); afterwards ?redirect= (same-site) or home.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LoginForm } from '@/components/auth/login-form'
import { getTenantSite } from '@/lib/services/tenant-site'

// Reads the query string (redirect target, tab, kind): rendered per request, never cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '登录', robots: { index: false } }

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export default async function DesktopLoginPage({ params, searchParams }: {
  params: Promise<{ tenant: string }>
  searchParams: Promise<Query>
}) {
  const site = await getTenantSite((await params).tenant)
  if (!site) notFound()
  const query = await searchParams
  const { qiNiuUrl, loginHeadBackgroundImg } = site.settings
  const background = loginHeadBackgroundImg ? `${qiNiuUrl}${loginHeadBackgroundImg}` : ''

  return (
    <section
      className="flex min-h-[560px] items-center justify-center bg-gradient-to-r from-primary to-primary-hover bg-cover bg-center px-4 py-16"
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
    >
      <div className="w-[420px] max-w-full rounded-lg bg-white px-8 pt-8 pb-10 shadow-xl">
        <LoginForm
          heading="h1"
          device="desktop"
          initialTab={first(query.tab) === 'company' ? 'company' : 'personal'}
          redirect={first(query.redirect)}
        />
      </div>
    </section>
  )
}
