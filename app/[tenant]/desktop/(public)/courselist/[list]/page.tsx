// Desktop /courselist: the category tree, sort tabs and one page of courses of the chosen category.
import Link from 'next/link'
import { CourseGrid } from '@/components/catalogue/course-grid'
import { PageLinks } from '@/components/catalogue/page-links'
import { courseListHref } from '@/lib/catalogue/links'
import type { CourseSort } from '@/lib/contract/schemas/catalogue'
import { courseListPage, courseListPath } from '@/lib/pages/course-list'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = courseListPage.metadata

const SORTS: { value: CourseSort; label: string }[] = [
  { value: 'newest', label: '最新' },
  { value: 'popular', label: '最热' },
]

const TREE_LINK = 'block rounded px-3 py-1.5 text-sm hover:bg-primary-soft hover:text-primary'
const ACTIVE_LINK = 'bg-primary font-medium text-primary-contrast hover:bg-primary hover:text-primary-contrast'

function TreeLink({ href, active, children }: { href: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`${TREE_LINK} ${active ? ACTIVE_LINK : 'text-gray-600'}`}
    >
      {children}
    </Link>
  )
}

export default courseListPage.view(function DesktopCourseList({ site, types, selection, heading, sort, list, pager }) {
  const { qiNiuUrl, paymentUnitName: unit } = site.settings

  return (
    <div className="mx-auto flex max-w-content gap-6 px-4 py-8">
      <aside className="w-56 shrink-0">
        <nav
          aria-label="课程分类"
          data-testid="category-tree"
          className="rounded-lg border border-gray-100 bg-white p-3"
        >
          <TreeLink href="/courselist" active={!selection.parent}>
            全部课程
          </TreeLink>
          <ul className="mt-2 space-y-3">
            {types.map((parent) => {
              const inParent = selection.parent?.courseTypeId === parent.courseTypeId
              return (
                <li key={parent.courseTypeId}>
                  <p className={`px-3 pb-1 text-sm font-semibold ${inParent ? 'text-primary' : 'text-gray-900'}`}>
                    {parent.typeName}
                  </p>
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
            <span className="text-sm text-gray-500" data-testid="course-list-total">
              共{list.totalCount}门
            </span>
          </div>
          <nav aria-label="排序" data-testid="sort-tabs" className="flex gap-1">
            {SORTS.map(({ value, label }) => (
              <Link
                key={value}
                href={courseListPath(selection, 1, value)}
                aria-current={sort === value ? 'page' : undefined}
                className={`rounded px-4 py-1.5 text-sm ${sort === value ? 'bg-primary text-primary-contrast' : 'text-gray-600 hover:text-primary'}`}
              >
                {label}
              </Link>
            ))}
          </nav>
        </div>
        <CourseGrid courses={list.items} qiNiuUrl={qiNiuUrl} unit={unit} titleAs="h2" />
        <PageLinks className="mt-8" {...pager} />
      </section>
    </div>
  )
})
