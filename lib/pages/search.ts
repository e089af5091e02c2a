// /search: the search box with suggestions; one title, canonical and noindex whichever device opens the link.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import type { TenantSite } from '@/lib/contract/site'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageModel } from './page-model'

export type SearchProps = { params: Promise<{ tenant: string }> }

export interface SearchModel {
  site: TenantSite
  /** Suggested terms: the tenant's top-level category names, deduplicated, at most 8. */
  hotTerms: string[]
  seo: PageSeo
}

/** Enough suggestions for two or three rows of chips on a phone. */
const HOT_TERMS_MAX = 8

export function hotTermsOf(types: readonly CourseTypeDto[]): string[] {
  return [...new Set(types.map((type) => type.typeName.trim()).filter(Boolean))].slice(0, HOT_TERMS_MAX)
}

export function searchSeo(site: Pick<TenantSite, 'settings'>): PageSeo {
  return {
    title: '搜索',
    description: `在${site.settings.tenantName}搜索课程：按课程名称、简介、标签或讲师姓名查找。`,
    path: '/search',
  }
}

// Keyed by the slug so generateMetadata and the page share one load per request.
const readSearch = cache(async (slug: string): Promise<SearchModel | null> => {
  const site = await getTenantSite(slug)
  return site ? { site, hotTerms: hotTermsOf(site.header.homeCourseTypeDtos), seo: searchSeo(site) } : null
})

/** Loads what the search page shows; 404 only for an unknown tenant. */
export async function loadSearch({ params }: SearchProps): Promise<SearchModel> {
  return (await readSearch((await params).tenant)) ?? notFound()
}

/** An empty search form says nothing a search engine should show, but its links lead to courses. */
export async function searchMetadata(props: SearchProps): Promise<Metadata> {
  const { site, seo } = await loadSearch(props)
  return { ...pageMetadata(site, seo), robots: { index: false, follow: true } }
}

export const searchPage = pageModel(loadSearch, searchMetadata)
