// Mobile /courselist (tab 1): category tabs and chips, 最新/最热, course rows and page links, all in the query string.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MobileCategoryTabs, MobileSortBar } from '@/components/catalogue/mobile-category-tabs'
import { MobileCourseList } from '@/components/catalogue/mobile-course-row'
import { PageLinks } from '@/components/catalogue/page-links'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { courseListInput, type CourseListInput } from '@/lib/contract/schemas/catalogue'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import { getCourseList } from '@/lib/services/catalogue-data'
import { getTenantSite, type TenantSite } from '@/lib/services/tenant-site'
import { pageMetadata } from '@/lib/seo/metadata'
import { firstValue, type QueryParams } from '@/lib/catalogue/route-params'

// Category, sort and page come from the query string: rendered per request (the data calls stay cached).
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 20

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<QueryParams> }

/** A mistyped parameter drops only itself, so a shared link with a bad page number still lists its category. */
function parseQuery(query: QueryParams): CourseListInput {
  const raw: Record<string, unknown> = {
    pcourseTypeId: firstValue(query.pcourseTypeId),
    courseTypeId: firstValue(query.courseTypeId),
    sort: firstValue(query.sort),
    page: firstValue(query.page),
    pageSize: PAGE_SIZE,
  }
  const parsed = courseListInput.safeParse(raw)
  if (parsed.success) return parsed.data
  const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]))
  return courseListInput.parse(Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key))))
}

interface Selection {
  parent?: CourseTypeDto
  child?: CourseTypeDto
}

/** The tab and chip to highlight; null when the ids name no visible category (a 404, not an empty list). */
function selectCategory(types: CourseTypeDto[], pcourseTypeId?: number, courseTypeId?: number): Selection | null {
  if (courseTypeId) {
    // A child link may omit its parent; a top-level id passed as courseTypeId still means that whole category.
    const top = types.find((t) => t.courseTypeId === courseTypeId)
    if (top && (!pcourseTypeId || pcourseTypeId === courseTypeId)) return { parent: top }
    const parent = types.find(
      (t) => (!pcourseTypeId || t.courseTypeId === pcourseTypeId) && t.children.some((c) => c.courseTypeId === courseTypeId),
    )
    return parent ? { parent, child: parent.children.find((c) => c.courseTypeId === courseTypeId) } : null
  }
  if (pcourseTypeId) {
    const parent = types.find((t) => t.courseTypeId === pcourseTypeId)
    return parent ? { parent } : null
  }
  return {}
}

async function load(props: Props): Promise<{ site: TenantSite; input: CourseListInput; selection: Selection } | null> {
  const site = await getTenantSite((await props.params).tenant)
  if (!site) return null
  const input = parseQuery(await props.searchParams)
  const selection = selectCategory(site.header.homeCourseTypeDtos, input.pcourseTypeId, input.courseTypeId)
  if (!selection) return null
  return {
    site,
    selection,
    input: { ...input, pcourseTypeId: selection.parent?.courseTypeId, courseTypeId: selection.child?.courseTypeId },
  }
}

const headingOf = ({ parent, child }: Selection) => child?.typeName ?? parent?.typeName ?? '全部课程'

/** The list's own query (sort left out of the canonical: the same courses in another order). */
function filterQuery({ parent, child }: Selection): Record<string, string> {
  const query: Record<string, string> = {}
  if (parent) query.pcourseTypeId = String(parent.courseTypeId)
  if (child) query.courseTypeId = String(child.courseTypeId)
  return query
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  const { site, input, selection } = loaded
  const heading = headingOf(selection)
  const query = new URLSearchParams(filterQuery(selection))
  if (input.page > 1) query.set('page', String(input.page))
  const qs = query.toString()
  return pageMetadata(site, {
    title: input.page > 1 ? `${heading} - 第${input.page}页` : heading,
    description: `${site.settings.tenantName}${heading === '全部课程' ? '' : `「${heading}」`}课程列表：按最新或最热浏览全部在线课程。`,
    path: qs ? `/courselist?${qs}` : '/courselist',
  })
}

export default async function MobileCourseListPage(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
  const { site, input, selection } = loaded
  const { qiNiuUrl, paymentUnitName } = site.settings
  const result = await getCourseList(site.slug, input)
  const pagerQuery = filterQuery(selection)
  if (input.sort !== 'newest') pagerQuery.sort = input.sort

  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="sticky top-12 z-20">
        <MobileCategoryTabs
          types={site.header.homeCourseTypeDtos}
          pcourseTypeId={input.pcourseTypeId}
          courseTypeId={input.courseTypeId}
          sort={input.sort}
        />
      </div>
      <div className="flex items-center justify-between px-3 pt-4 pb-3">
        <div className="flex min-w-0 items-baseline gap-2">
          <h1 className="truncate text-lg font-semibold text-gray-900">{headingOf(selection)}</h1>
          <span data-testid="course-count" className="shrink-0 text-xs text-gray-400">
            共{result.totalCount}门课程
          </span>
        </div>
        <MobileSortBar pcourseTypeId={input.pcourseTypeId} courseTypeId={input.courseTypeId} sort={input.sort} />
      </div>
      {result.items.length > 0 ? (
        <MobileCourseList courses={result.items} unit={paymentUnitName} qiNiuUrl={qiNiuUrl} className="px-3" />
      ) : (
        <EmptyState text={input.page > 1 ? '没有更多课程了' : '该分类下暂无课程'} />
      )}
      <PageLinks className="py-4" path="/courselist" query={pagerQuery} page={input.page} total={result.totalCount} pageSize={PAGE_SIZE} />
    </>
  )
}
