// Mobile /accountForgot?isCompany=0|1: the reset steps full width under a back-arrow top bar.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { getTenantSite } from '@/lib/services/tenant-site'

// Reads the query string (redirect target, tab, kind): rendered per request, never cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '账户中心', robots: { index: false } }

export default async function MobileAccountForgotPage({ params, searchParams }: {
  params: Promise<{ tenant: string }>
  searchParams: Promise<{ isCompany?: string | string[] }>
}) {
  const [site, query] = await Promise.all([getTenantSite((await params).tenant), searchParams])
  const isCompany = query.isCompany === '1'
  // The company variant exists only where company accounts are switched on (isHideCompanyRegAndLogin, spec §6).
  if (!site || (isCompany && !site.settings.isHideCompanyRegAndLogin)) notFound()
  // Keyed so switching between personal and company starts the steps afresh.
  return <ForgotPasswordForm key={String(isCompany)} isCompany={isCompany} variant="mobile" />
}
