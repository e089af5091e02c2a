// /certificate/{code} for both devices (issue 31): the public verification page a 学时证明's QR code opens. Rendered
// per request (the (per-request) group), so a revocation shows on the next visit; never indexed; an unknown code, or
// one of another tenant, is the 404 view.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { CertificateView } from '@/lib/contract/schemas/certificate'
import type { TenantSite } from '@/lib/contract/site'
import { verifyCertificate } from '@/lib/services/certificate-view'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageModel } from './page-model'

export type CertificateProps = { params: Promise<{ tenant: string; code: string }> }

export interface CertificateModel {
  site: TenantSite
  certificate: CertificateView
}

// Keyed by primitives so generateMetadata and the page share one read per request.
const readCertificate = cache(async (slug: string, code: string): Promise<CertificateModel | null> => {
  const site = await getTenantSite(slug)
  if (!site) return null
  const certificate = await verifyCertificate(site.tenantId, code)
  return certificate ? { site, certificate } : null
})

async function loadCertificate({ params }: CertificateProps): Promise<CertificateModel> {
  const { tenant, code } = await params
  return (await readCertificate(tenant, decodeURIComponent(code))) ?? notFound()
}

/** The same title for a valid and a revoked one; robots off: a certificate is found by its QR, never by search. */
async function certificateMetadata(props: CertificateProps): Promise<Metadata> {
  await loadCertificate(props)
  return { title: '学时证明验证', robots: { index: false, follow: false } }
}

export const certificatePage = pageModel(loadCertificate, certificateMetadata)
