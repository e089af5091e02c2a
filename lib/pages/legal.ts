// /useragreement and /privacypolicy for both variants: the tenant's text (or its default), one title, one canonical.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { LEGAL_DOCS, type LegalKind } from '@/lib/contract/legal'
import type { TenantSite } from '@/lib/contract/site'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getLegalText, type LegalText } from '@/lib/services/legal'
import { getTenantSite } from '@/lib/services/tenant-site'
import type { TenantProps } from './tenant-page'
import { pageModel } from './page-model'

export type LegalProps = TenantProps

export interface LegalModel {
  site: TenantSite
  kind: LegalKind
  doc: LegalText
  /** The body split at blank lines; each paragraph keeps its single line breaks (numbered items). */
  paragraphs: string[]
  /** 「版本 1.0 · 2026年11月22日起生效」 */
  versionLine: string
  seo: PageSeo
}

/** Paragraphs from plain text: blank lines separate them, surrounding whitespace and empty ones dropped. */
export function legalParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** 2026-11-22 → 2026年11月22日, as Chinese legal texts date themselves. */
export function chineseDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : isoDate
}

function legalSeo(site: Pick<TenantSite, 'settings'>, kind: LegalKind, doc: LegalText): PageSeo {
  const { title, path } = LEGAL_DOCS[kind]
  return {
    title,
    description: `${site.settings.tenantName}${title}（版本 ${doc.version}，${chineseDate(doc.effectiveDate)}起生效）`,
    path,
  }
}

// Keyed by primitives so generateMetadata and the page share one load per request.
const readLegal = cache(async (slug: string, kind: LegalKind): Promise<LegalModel | null> => {
  const site = await getTenantSite(slug)
  if (!site) return null
  const doc = await getLegalText(site.slug, kind)
  if (!doc) return null
  return {
    site,
    kind,
    doc,
    paragraphs: legalParagraphs(doc.body),
    versionLine: `版本 ${doc.version} · ${chineseDate(doc.effectiveDate)}起生效`,
    seo: legalSeo(site, kind, doc),
  }
})

/** Loads what both variants show; 404 for an unknown tenant (an unavailable one gets the layout's 403). */
export async function loadLegal(kind: LegalKind, { params }: LegalProps): Promise<LegalModel> {
  return (await readLegal((await params).tenant, kind)) ?? notFound()
}

export async function legalMetadata(kind: LegalKind, props: LegalProps): Promise<Metadata> {
  const { site, seo } = await loadLegal(kind, props)
  return pageMetadata(site, seo)
}

function legalPage(kind: LegalKind) {
  return pageModel(
    (props: LegalProps) => loadLegal(kind, props),
    (props: LegalProps) => legalMetadata(kind, props),
  )
}

export const privacyPolicyPage = legalPage('privacypolicy')
export const userAgreementPage = legalPage('useragreement')
