// /searchlist for both variants: one search-text rule, one title and canonical, followed but never indexed. An ISR page:
// the proxy turns ?name=&page= into one canonical segment (lib/proxy/list-routes), which this model decodes.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { CourseCard, Paged } from '@/lib/contract/schemas/catalogue'
import type { TenantSite } from '@/lib/contract/site'
import { decodeSearchListKey, searchListKeyOf, type SearchListKey } from '@/lib/proxy/list-routes'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getCourseList, searchCourses } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { LIST_PAGE_SIZE, listPath, pagedTitle, type Pager } from './paging'
import { pageModel } from './page-model'
import { hotTermsOf } from './search'

/** `query` is the canonical segment the proxy wrote from ?name=&page= (`1` for the empty prompt). */
export type SearchListProps = { params: Promise<{ tenant: string; query: string }> }

export type SearchListQuery = SearchListKey

export interface SearchListModel {
  site: TenantSite
  name: string
  page: number
  pageSize: number
  /** null while there is nothing to search for. */
  result: Paged<CourseCard> | null
  /** When the search found nothing: the /search page's 热门搜索 and the tenant's most learned courses. */
  suggestions: SearchSuggestions | null
  /** What the pager keeps from this URL. */
  pagerQuery: Record<string, string>
  pager: Pager
  seo: PageSeo
}

interface SearchSuggestions {
  /** The /search page's 热门搜索, each a link to its results. */
  hotSearches: { term: string; href: string }[]
  /** 热门课程: the tenant's courses with the most learners. */
  popular: CourseCard[]
}

/** One row of the desktop grid, a screenful of phone rows. */
const POPULAR_SUGGESTIONS = 4

/**
 * Same rule as the search boxes (docs/spec.md §5): trimmed, at most 20 characters, counted in code points so a cut never
 * splits a character outside the BMP. Without a name there is no page 2; a page past the last possible one is null (404).
 * The proxy's rule, so the page's too.
 */
export const readSearchListQuery: (query: Parameters<typeof searchListKeyOf>[0]) => SearchListQuery | null =
  searchListKeyOf

/** name, formseach=true (the spec's marker, kept so the URL matches the search boxes' links), page after the first. */
export function searchListPath(name: string, page = 1): string {
  if (!name) return '/searchlist'
  return listPath(
    '/searchlist',
    [
      ['name', name],
      ['formseach', 'true'],
    ],
    page,
  )
}

export function searchListSeo(site: Pick<TenantSite, 'settings'>, { name, page }: SearchListQuery): PageSeo {
  const { tenantName } = site.settings
  return {
    title: name ? pagedTitle(`搜索“${name}”`, page) : '搜索课程',
    description: name
      ? `在${tenantName}搜索“${name}”的课程结果：按课程名称、简介、标签或讲师姓名查找。`
      : `在${tenantName}搜索课程：按课程名称、简介、标签或讲师姓名查找。`,
    path: searchListPath(name, page),
  }
}

// Keyed by primitives so generateMetadata and the page share one load per request.
const readSearchList = cache(async (slug: string, name: string, page: number): Promise<SearchListModel | null> => {
  const site = await getTenantSite(slug)
  if (!site) return null
  const result = name ? await searchCourses(site.slug, name, page, LIST_PAGE_SIZE) : null
  // A search that found nothing points onwards instead of ending there; a page past the last result does not.
  const suggestions =
    result?.totalCount === 0
      ? {
          hotSearches: hotTermsOf(site.header.homeCourseTypeDtos).map((term) => ({
            term,
            href: searchListPath(term),
          })),
          popular: (await getCourseList(site.slug, { sort: 'popular', page: 1, pageSize: POPULAR_SUGGESTIONS })).items,
        }
      : null
  const pagerQuery: Record<string, string> = name ? { name, formseach: 'true' } : {}
  const pager = {
    path: '/searchlist',
    query: pagerQuery,
    page,
    pageSize: LIST_PAGE_SIZE,
    total: result?.totalCount ?? 0,
  }
  return {
    site,
    name,
    page,
    pageSize: LIST_PAGE_SIZE,
    result,
    suggestions,
    pagerQuery,
    pager,
    seo: searchListSeo(site, { name, page }),
  }
})

/** Loads what both variants show; an empty or blank name is the search prompt, not an error. */
export async function loadSearchList({ params }: SearchListProps): Promise<SearchListModel> {
  const { tenant, query } = await params
  const key = decodeSearchListKey(query)
  return (key && (await readSearchList(tenant, key.name, key.page))) ?? notFound()
}

/** Result pages are endless variations of the catalogue: crawlers follow them to the courses but index those instead. */
export async function searchListMetadata(props: SearchListProps): Promise<Metadata> {
  const { site, seo } = await loadSearchList(props)
  return { ...pageMetadata(site, seo), robots: { index: false, follow: true } }
}

export const searchListPage = pageModel(loadSearchList, searchListMetadata)
