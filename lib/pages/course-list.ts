// /courselist for both variants: one query rule, the API's category rule, one 404 decision, one canonical URL. An ISR
// page: the proxy turns the query into one canonical segment (lib/proxy/list-routes), which this model decodes.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { courseListUrl } from '@/lib/catalogue/links'
import {
  COURSE_PRICE_LABELS,
  DEFAULT_LIST_SORT,
  type CoursePrice,
  type CourseSort,
} from '@/lib/contract/course-list-rules'
import type { CourseCard, Paged } from '@/lib/contract/schemas/catalogue'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import type { TenantSite } from '@/lib/contract/site'
import { courseListKeyOf, decodeCourseListKey, type CourseListKey } from '@/lib/proxy/list-routes'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getCourseList } from '@/lib/services/catalogue-data'
import { selectCourseCategory, selectionIds, type CategorySelection } from '@/lib/services/course-list'
import { getTenantSite } from '@/lib/services/tenant-site'
import { LIST_PAGE_SIZE, pagedTitle, type Pager } from './paging'
import { pageModel } from './page-model'

/** `list` is the canonical segment the proxy wrote from the public query (`0-0-overall-all-1` for the whole catalogue). */
export type CourseListProps = { params: Promise<{ tenant: string; list: string }> }

export type CourseListQuery = CourseListKey

export interface CourseListModel {
  site: TenantSite
  /** The tenant's visible category tree (desktop side tree, phone tabs). */
  types: CourseTypeDto[]
  selection: CategorySelection
  /** The chosen category's own name, or 全部课程. */
  heading: string
  sort: CourseSort
  /** 免费/付费, or undefined for both. */
  price?: CoursePrice
  page: number
  pageSize: number
  list: Paged<CourseCard>
  /** What the pager keeps from this URL: the filters, then sort when not the default. */
  pagerQuery: Record<string, string | number | undefined>
  pager: Pager
  seo: PageSeo
}

/**
 * Reads the public query (the proxy's rule, lib/proxy/list-routes, with the API's id rule): a malformed sort or page
 * falls back to its default; an id that is no id names no category: null (404) when it is the naming one, dropped when
 * it is only the parent hint.
 */
export const readCourseListQuery: (query: Parameters<typeof courseListKeyOf>[0]) => CourseListQuery | null =
  courseListKeyOf

/**
 * A list URL in its one spelling (lib/catalogue/links): parent, child, price, sort (left out when 综合), page (left out
 * on the first).
 */
export function courseListPath(
  selection: CategorySelection,
  page = 1,
  sort: CourseSort = DEFAULT_LIST_SORT,
  price?: CoursePrice,
): string {
  return courseListUrl({ ...selectionIds(selection), price, sort, page })
}

export function courseListHeading({ parent, child }: CategorySelection): string {
  return child?.typeName ?? parent?.typeName ?? '全部课程'
}

/**
 * The canonical URL leaves sort out: the same courses in another order are the same page to a search engine. The price
 * filter stays: 免费课程 is a list of its own, with its own title.
 */
export function courseListSeo(
  site: Pick<TenantSite, 'settings'>,
  selection: CategorySelection,
  page: number,
  price?: CoursePrice,
): PageSeo {
  const { tenantName } = site.settings
  const { parent, child } = selection
  const name = child?.typeName ?? parent?.typeName
  const scope =
    parent && child ? `「${parent.typeName} · ${child.typeName}」方向的` : name ? `「${name}」方向的` : '的全部'
  const priced = price ? COURSE_PRICE_LABELS[price] : ''
  return {
    title: pagedTitle(name ? `${name}${priced}课程` : priced ? `${priced}课程` : '全部课程', page),
    description: `${tenantName}${scope}${priced}在线课程，按综合、最新发布或学习人数浏览，名师讲解，随时随地学习。`,
    path: courseListPath(selection, page, DEFAULT_LIST_SORT, price),
  }
}

function courseListModel(
  site: TenantSite,
  selection: CategorySelection,
  { sort, price, page }: Pick<CourseListKey, 'sort' | 'price' | 'page'>,
  list: Paged<CourseCard>,
): CourseListModel {
  const pagerQuery = { ...selectionIds(selection), price, sort: sort === DEFAULT_LIST_SORT ? undefined : sort }
  return {
    site,
    types: site.header.homeCourseTypeDtos,
    selection,
    heading: courseListHeading(selection),
    sort,
    price,
    page,
    pageSize: LIST_PAGE_SIZE,
    list,
    pagerQuery,
    pager: { path: '/courselist', query: pagerQuery, page, pageSize: LIST_PAGE_SIZE, total: list.totalCount },
    seo: courseListSeo(site, selection, page, price),
  }
}

// Keyed by primitives so generateMetadata and the page share one load per request.
const readCourseList = cache(
  async (
    slug: string,
    pcourseTypeId: number | undefined,
    courseTypeId: number | undefined,
    sort: CourseSort,
    price: CoursePrice | undefined,
    page: number,
  ) => {
    const site = await getTenantSite(slug)
    if (!site) return null
    const selection = selectCourseCategory(site.header.homeCourseTypeDtos, { pcourseTypeId, courseTypeId })
    if (!selection) return null
    // The resolved ids, not the raw ones: every spelling of one list shares the loader's cache entry.
    const ids = selectionIds(selection)
    const list = await getCourseList(site.slug, { ...ids, sort, price, page, pageSize: LIST_PAGE_SIZE })
    return courseListModel(site, selection, { sort, price, page }, list)
  },
)

/** Loads what both variants show; 404 when the query names a category the tenant does not show. */
export async function loadCourseList({ params }: CourseListProps): Promise<CourseListModel> {
  const { tenant, list } = await params
  const q = decodeCourseListKey(list)
  const model = q ? await readCourseList(tenant, q.pcourseTypeId, q.courseTypeId, q.sort, q.price, q.page) : null
  return model ?? notFound()
}

export async function courseListMetadata(props: CourseListProps): Promise<Metadata> {
  const { site, seo } = await loadCourseList(props)
  return pageMetadata(site, seo)
}

export const courseListPage = pageModel(loadCourseList, courseListMetadata)
