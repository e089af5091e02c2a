// Desktop /courselist: the category tree, 全部/免费/付费 and 综合/最新/最热, one page of courses and the pager — every
// list state a link, the category links keeping the price and sort chosen.
import Link from 'next/link'
import { CourseGrid } from '@/components/catalogue/course-grid'
import { ListChoices } from '@/components/catalogue/list-choices'
import { PageLinks } from '@/components/catalogue/page-links'
import { courseListUrl, priceChoices, sortChoices } from '@/lib/catalogue/links'
import { COURSE_PRICE_LABELS } from '@/lib/contract/course-list-rules'
import { courseListPage } from '@/lib/pages/course-list'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = courseListPage.metadata

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

export default courseListPage.view(function DesktopCourseList({
  site,
  types,
  selection,
  heading,
  sort,
  price,
  list,
  pager,
}) {
  const { qiNiuUrl, paymentUnitName: unit } = site.settings
  const query = {
    pcourseTypeId: selection.parent?.courseTypeId,
    courseTypeId: selection.child?.courseTypeId,
    price,
    sort,
  }
  const hrefOf = (pcourseTypeId?: number, courseTypeId?: number) =>
    courseListUrl({ pcourseTypeId, courseTypeId, price, sort })

  return (
    <div className="mx-auto flex max-w-content gap-6 px-4 py-8">
      <aside className="w-56 shrink-0">
        <nav
          aria-label="课程分类"
          data-testid="category-tree"
          className="rounded-lg border border-gray-100 bg-white p-3"
        >
          <TreeLink href={hrefOf()} active={!selection.parent}>
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
                      <TreeLink href={hrefOf(parent.courseTypeId)} active={inParent && !selection.child}>
                        全部
                      </TreeLink>
                    </li>
                    {parent.children.map((child) => (
                      <li key={child.courseTypeId}>
                        <TreeLink
                          href={hrefOf(parent.courseTypeId, child.courseTypeId)}
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
        <div className="mb-5 flex flex-wrap items-center justify-between gap-4 border-b border-gray-100 pb-3">
          <div className="flex items-baseline gap-3">
            <h1 id="course-list-heading" className="text-2xl font-semibold text-gray-900">
              {heading}
            </h1>
            <span className="text-sm text-gray-500" data-testid="course-list-total">
              共{list.totalCount}门
            </span>
          </div>
          <div className="flex items-center gap-4">
            <ListChoices label="价格" choices={priceChoices(query)} tone="wideSegment" testId="price-link" />
            <ListChoices label="排序" choices={sortChoices(query)} tone="tabs" testId="sort-link" />
          </div>
        </div>
        <CourseGrid
          courses={list.items}
          qiNiuUrl={qiNiuUrl}
          unit={unit}
          titleAs="h2"
          emptyText={price ? `该分类下暂无${COURSE_PRICE_LABELS[price]}课程` : undefined}
        />
        <PageLinks className="mt-8" {...pager} />
      </section>
    </div>
  )
})
