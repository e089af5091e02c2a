// Desktop /courselist: the category tree, sort tabs and one page of courses of the chosen category.
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { CourseGrid } from '@/components/catalogue/course-grid'
import { PageLinks } from '@/components/catalogue/page-links'
import { courseListHref } from '@/lib/catalogue/links'
import { courseListInput, type CourseListInput, type CourseSort } from '@/lib/contract/schemas/catalogue'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import { getCourseList } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageMetadata } from '@/lib/seo/metadata'
import { firstValue, type QueryParams } from '@/lib/catalogue/route-params'

// Reads the query string; the list loader underneath is cached per tenant, so this stays cheap.
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 20

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<QueryParams> }

/** A malformed field (page=abc, sort=xyz) falls back to its default instead of failing the whole page. */
function parseQuery(query: QueryParams): CourseListInput {
  const raw: Record<string, unknown> = {
    pcourseTypeId: firstValue(query.pcourseTypeId),
    courseTypeId: firstValue(query.courseTypeId),
    sort: firstValue(query.sort),
    page: firstValue(query.page),
  }
  const parsed = courseListInput.safeParse(raw)
  if (parsed.success) return { ...parsed.data, pageSize: PAGE_SIZE }
  for (const issue of parsed.error.issues) delete raw[String(issue.path[0])]
  return { ...courseListInput.parse(raw), pageSize: PAGE_SIZE }
}

interface Selection {
  parent: CourseTypeDto | null
  child: CourseTypeDto | null
}

/** The chosen category in the tenant's tree; undefined when the query names one this tenant does not show. */
function select(types: CourseTypeDto[], input: CourseListInput): Selection | undefined {
  const { pcourseTypeId, courseTypeId } = input
  if (pcourseTypeId === undefined && courseTypeId === undefined) return { parent: null, child: null }
  for (const parent of types) {
    if (pcourseTypeId !== undefined && parent.courseTypeId !== pcourseTypeId) continue
    if (courseTypeId === undefined) return { parent, child: null }
    const child = parent.children.find((c) => c.courseTypeId === courseTypeId)
    if (child) return { parent, child }
  }
  return undefined
}

function sortHref(selection: Selection, sort: CourseSort): string {
  const base = selection.parent ? courseListHref(selection.parent.courseTypeId, selection.child?.courseTypeId) : '/courselist'
  if (sort === 'newest') return base
  return `${base}${base.includes('?') ? '&' : '?'}sort=${sort}`
}

async function load(props: Props) {
  const site = await getTenantSite((await props.params).tenant)
  if (!site) notFound()
  const input = parseQuery(await props.searchParams)
  const selection = select(site.header.homeCourseTypeDtos, input)
  if (!selection) notFound()
  return { site, input, selection }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, input, selection } = await load(props)
  const name = selection.child?.typeName ?? selection.parent?.typeName
  const base = selection.parent ? courseListHref(selection.parent.courseTypeId, selection.child?.courseTypeId) : '/courselist'
  const path = input.page > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${input.page}` : base
  return pageMetadata(site, {
    title: name ? `${name}课程` : '全部课程',
    description: `${site.settings.tenantName}${name ? `「${name}」方向` : ''}的全部在线课程，按最新发布或学习人数浏览，名师讲解，随时学习。`,
    path,
  })
}

const TREE_LINK = 'block rounded px-3 py-1.5 text-sm hover:bg-primary-soft hover:text-primary'
const ACTIVE_LINK = 'bg-primary font-medium text-primary-contrast hover:bg-primary hover:text-primary-contrast'

function TreeLink({ href, active, children }: { href: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link href={href} aria-current={active ? 'page' : undefined} className={`${TREE_LINK} ${active ? ACTIVE_LINK : 'text-gray-600'}`}>
      {children}
    </Link>
  )
}

export default async function DesktopCourseList(props: Props) {
  const { site, input, selection } = await load(props)
  const { qiNiuUrl, paymentUnitName: unit } = site.settings
  const query: CourseListInput = { ...input, pcourseTypeId: selection.parent?.courseTypeId }
  const list = await getCourseList(site.slug, query)
  const heading = selection.child?.typeName ?? selection.parent?.typeName ?? '全部课程'
  const sorts: { value: CourseSort; label: string }[] = [
    { value: 'newest', label: '最新' },
    { value: 'popular', label: '最热' },
  ]

  return (
    <div className="mx-auto flex max-w-content gap-6 px-4 py-8">
      <aside className="w-56 shrink-0">
        <nav aria-label="课程分类" data-testid="category-tree" className="rounded-lg border border-gray-100 bg-white p-3">
          <TreeLink href="/courselist" active={!selection.parent}>
            全部课程
          </TreeLink>
          <ul className="mt-2 space-y-3">
            {site.header.homeCourseTypeDtos.map((parent) => {
              const inParent = selection.parent?.courseTypeId === parent.courseTypeId
              return (
                <li key={parent.courseTypeId}>
                  <p className={`px-3 pb-1 text-sm font-semibold ${inParent ? 'text-primary' : 'text-gray-900'}`}>{parent.typeName}</p>
                  <ul className="space-y-0.5">
                    <li>
                      <TreeLink href={courseListHref(parent.courseTypeId)} active={inParent && !selection.child}>
                        全部
                      </TreeLink>
                    </li>
                    {parent.children.map((child) => (
                      <li key={child.courseTypeId}>
                        <TreeLink
                          href={courseListHref(parent.courseTypeId, child.courseTypeId)}
                          active={inParent && selection.child?.courseTypeId === child.courseTypeId}
                        >
                          {child.typeName}
                        </TreeLink>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>
      </aside>

      <section className="min-w-0 flex-1" aria-labelledby="course-list-heading">
        <div className="mb-5 flex items-center justify-between gap-4 border-b border-gray-100 pb-3">
          <div className="flex items-baseline gap-3">
            <h1 id="course-list-heading" className="text-2xl font-semibold text-gray-900">
              {heading}
            </h1>
            <span className="text-sm text-gray-400" data-testid="course-list-total">
              共{list.totalCount}门
            </span>
          </div>
          <nav aria-label="排序" data-testid="sort-tabs" className="flex gap-1">
            {sorts.map(({ value, label }) => (
              <Link
                key={value}
                href={sortHref(selection, value)}
                aria-current={input.sort === value ? 'page' : undefined}
                className={`rounded px-4 py-1.5 text-sm ${input.sort === value ? 'bg-primary text-primary-contrast' : 'text-gray-600 hover:text-primary'}`}
              >
                {label}
              </Link>
            ))}
          </nav>
        </div>
        <CourseGrid courses={list.items} qiNiuUrl={qiNiuUrl} unit={unit} titleAs="h2" />
        <PageLinks
          className="mt-8"
          page={input.page}
          total={list.totalCount}
          pageSize={list.pageSize || PAGE_SIZE}
          path="/courselist"
          query={{
            pcourseTypeId: selection.parent?.courseTypeId,
            courseTypeId: selection.child?.courseTypeId,
            sort: input.sort === 'newest' ? undefined : input.sort,
          }}
        />
      </section>
    </div>
  )
}
