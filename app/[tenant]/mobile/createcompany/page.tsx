// Mobile /createcompany: the registration form full width under a back-arrow top bar.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CreateCompanyForm } from '@/components/auth/create-company-form'
import { getTenantSite } from '@/lib/services/tenant-site'

export const metadata: Metadata = { title: '注册企业账号', robots: { index: false } }

export default async function MobileCreateCompanyPage({ params }: { params: Promise<{ tenant: string }> }) {
  const site = await getTenantSite((await params).tenant)
  // isHideCompanyRegAndLogin is the switch that turns company accounts on (spec §6), despite its name.
  if (!site || !site.settings.isHideCompanyRegAndLogin) notFound()
  return <CreateCompanyForm variant="mobile" />
}
