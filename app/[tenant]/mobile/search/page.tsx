// Mobile /search (spec §2): the search box, the visitor's history and the tenant's top categories as suggestions.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MobileSearch } from '@/components/search/mobile-search'
import { getTenantSite } from '@/lib/services/tenant-site'

/** Enough suggestions for two or three rows of chips on a phone. */
const HOT_TERMS_MAX = 8

// Tenants are only known at request time: rendered on first request, then served from the cache.
export function generateStaticParams() {
  return []
}

// An empty search form says nothing a search engine should show.
export const metadata: Metadata = { title: '搜索', robots: { index: false, follow: true } }

export default async function MobileSearchPage({ params }: { params: Promise<{ tenant: string }> }) {
  const site = await getTenantSite((await params).tenant)
  if (!site) notFound()
  const hotTerms = [...new Set(site.header.homeCourseTypeDtos.map((type) => type.typeName.trim()).filter(Boolean))].slice(0, HOT_TERMS_MAX)
  return <MobileSearch hotTerms={hotTerms} />
}
