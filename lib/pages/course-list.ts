// /courselist for both variants: one query rule, the API's category rule, one 404 decision, one canonical URL. An ISR
// page: the proxy turns the query into one canonical segment (lib/proxy/list-routes), which this model decodes.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { CourseCard, CourseSort, Paged } from '@/lib/contract/schemas/catalogue'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import type { TenantSite } from '@/lib/contract/site'
import { courseListKeyOf, decodeCourseListKey, type CourseListKey } from '@/lib/proxy/list-routes'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getCourseList } from '@/lib/services/catalogue-data'
import { selectCourseCategory, selectionIds, type CategorySelection } from '@/lib/services/course-list'
import { getTenantSite } from '@/lib/services/tenant-site'
import { LIST_PAGE_SIZE, listPath, pagedTitle, type Pager } from './paging'
import { pageModel } from './page-model'

/** `list` is the canonical segment the proxy wrote from the public query (`0-0-newest-1` for the whole catalogue). */
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

/** A list URL in its one spelling: parent, child, sort (left out when newest), page (left out on the first). */
export function courseListPath(selection: CategorySelection, page = 1, sort: CourseSort = 'newest'): string {
  const { pcourseTypeId, courseTypeId } = selectionIds(selection)
  const sortParam = sort === 'newest' ? undefined : sort
  return listPath(
    '/courselist',
    [
      ['pcourseTypeId', pcourseTypeId],
      ['courseTypeId', courseTypeId],
      ['sort', sortParam],
    ],
    page,
  )
}

export function courseListHeading({ parent, child }: CategorySelection): string {
  return child?.typeName ?? parent?.typeName ?? '全部课程'
}

/** The canonical URL leaves sort out: the same courses in another order are the same page to a search engine. */
export function courseListSeo(site: Pick<TenantSite, 'settings'>, selection: CategorySelection, page: number): PageSeo {
  const { tenantName } = site.settings
  const { parent, child } = selection
  const name = child?.typeName ?? parent?.typeName
  const scope =
    parent && child ? `「${parent.typeName} · ${child.typeName}」方向的` : name ? `「${name}」方向的` : '的全部'
  return {
    title: pagedTitle(name ? `${name}课程` : '全部课程', page),
    description: `${tenantName}${scope}在线课程，按最新发布或学习人数浏览，名师讲解，随时随地学习。`,
    path: courseListPath(selection, page),
  }
}

function courseListModel(
  site: TenantSite,
  selection: CategorySelection,
  sort: CourseSort,
  page: number,
  list: Paged<CourseCard>,
): CourseListModel {
  const pagerQuery = { ...selectionIds(selection), sort: sort === 'newest' ? undefined : sort }
  return {
    site,
    types: site.header.homeCourseTypeDtos,
    selection,
    heading: courseListHeading(selection),
    sort,
    page,
    pageSize: LIST_PAGE_SIZE,
    list,
    pagerQuery,
    pager: { path: '/courselist', query: pagerQuery, page, pageSize: LIST_PAGE_SIZE, total: list.totalCount },
    seo: courseListSeo(site, selection, page),
  }
}

// Keyed by primitives so generateMetadata and the page share one load per request.
const readCourseList = cache(
  async (
    slug: string,
    pcourseTypeId: number | undefined,
    courseTypeId: number | undefined,
    sort: CourseSort,
    page: number,
  ) => {
    const site = await getTenantSite(slug)
    if (!site) return null
    const selection = selectCourseCategory(site.header.homeCourseTypeDtos, { pcourseTypeId, courseTypeId })
    if (!selection) return null
    // The resolved ids, not the raw ones: every spelling of one list shares the loader's cache entry.
    const list = await getCourseList(site.slug, { ...selectionIds(selection), sort, page, pageSize: LIST_PAGE_SIZE })
    return courseListModel(site, selection, sort, page, list)
  },
)

/** Loads what both variants show; 404 when the query names a category the tenant does not show. */
export async function loadCourseList({ params }: CourseListProps): Promise<CourseListModel> {
  const { tenant, list } = await params
  const q = decodeCourseListKey(list)
  const model = q ? await readCourseList(tenant, q.pcourseTypeId, q.courseTypeId, q.sort, q.page) : null
  return model ?? notFound()
}

export async function courseListMetadata(props: CourseListProps): Promise<Metadata> {
  const { site, seo } = await loadCourseList(props)
  return pageMetadata(site, seo)
}

export const courseListPage = pageModel(loadCourseList, courseListMetadata)
