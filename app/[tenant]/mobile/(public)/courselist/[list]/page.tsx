// Mobile /courselist (tab 1): category tabs and chips, 最新/最热, course rows and page links, all in the query string.
import { MobileCategoryTabs, MobileSortBar } from '@/components/catalogue/mobile-category-tabs'
import { MobileCourseResults } from '@/components/catalogue/mobile-course-results'
import { PageLinks } from '@/components/catalogue/page-links'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { courseListPage } from '@/lib/pages/course-list'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = courseListPage.metadata

export default courseListPage.view(function MobileCourseListPage({
  site,
  types,
  selection,
  heading,
  sort,
  list,
  pager,
}) {
  const pcourseTypeId = selection.parent?.courseTypeId
  const courseTypeId = selection.child?.courseTypeId

  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="sticky top-12 z-20">
        <MobileCategoryTabs types={types} pcourseTypeId={pcourseTypeId} courseTypeId={courseTypeId} sort={sort} />
      </div>
      <div className="flex items-center justify-between px-3 pt-4 pb-3">
        <div className="flex min-w-0 items-baseline gap-2">
          <h1 className="truncate text-lg font-semibold text-gray-900">{heading}</h1>
          <span data-testid="course-count" className="shrink-0 text-xs text-gray-500">
            共{list.totalCount}门课程
          </span>
        </div>
        <MobileSortBar pcourseTypeId={pcourseTypeId} courseTypeId={courseTypeId} sort={sort} />
      </div>
      <MobileCourseResults
        courses={list.items}
        settings={site.settings}
        empty={<EmptyState text={pager.page > 1 ? '没有更多课程了' : '该分类下暂无课程'} />}
      />
      <PageLinks className="py-4" {...pager} />
    </>
  )
})
