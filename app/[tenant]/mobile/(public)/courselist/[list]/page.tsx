// Mobile /courselist (tab 1): category tabs and chips, 全部/免费/付费 and 综合/最新/最热, course rows and 上拉加载更多
// (a 下一页 link underneath), every list state in the query string.
import { ListChoices } from '@/components/catalogue/list-choices'
import { LoadMore } from '@/components/catalogue/load-more'
import { MobileCategoryTabs } from '@/components/catalogue/mobile-category-tabs'
import { MobileCourseResults } from '@/components/catalogue/mobile-course-results'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { priceChoices, sortChoices } from '@/lib/catalogue/links'
import { COURSE_PRICE_LABELS } from '@/lib/contract/course-list-rules'
import { courseListPage } from '@/lib/pages/course-list'
import { mobileRowCover } from '@/components/catalogue/renditions'
import { inlineRendition } from '@/lib/services/inline-image'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = courseListPage.metadata

export default courseListPage.view(async function MobileCourseListPage({
  site,
  types,
  selection,
  heading,
  sort,
  price,
  list,
  pager,
}) {
  const pcourseTypeId = selection.parent?.courseTypeId
  const courseTypeId = selection.child?.courseTypeId
  const query = { pcourseTypeId, courseTypeId, price, sort }
  // The first row's cover is the first screen's largest element: inside the HTML, it paints with the document.
  const lcpCover = mobileRowCover(site.settings.qiNiuUrl, list.items[0]?.coverUrl).src
  const inlineFirstCover = lcpCover ? await inlineRendition(site.slug, lcpCover) : null
  const empty = pager.page > 1 ? '没有更多课程了' : `该分类下暂无${price ? COURSE_PRICE_LABELS[price] : ''}课程`

  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="sticky top-12 z-20">
        <MobileCategoryTabs types={types} {...query} />
      </div>
      <div className="flex items-baseline gap-2 px-3 pt-4 pb-2">
        <h1 className="truncate text-lg font-semibold text-gray-900">{heading}</h1>
        <span data-testid="course-count" className="shrink-0 text-xs text-gray-500">
          共{list.totalCount}门课程
        </span>
      </div>
      <div className="flex items-center justify-between gap-3 px-3 pb-3">
        <ListChoices label="价格" choices={priceChoices(query)} tone="segment" testId="price-link" />
        <ListChoices label="排序" choices={sortChoices(query)} tone="text" testId="sort-link" />
      </div>
      <MobileCourseResults
        courses={list.items}
        settings={site.settings}
        empty={<EmptyState text={empty} />}
        inlineFirstCover={inlineFirstCover}
      />
      {list.items.length > 0 ? (
        <LoadMore
          // GetCourseList's default sort is newest, so the sort always travels.
          source={{ list: { pcourseTypeId, courseTypeId, price, sort } }}
          {...pager}
          unit={site.settings.paymentUnitName}
          qiNiuUrl={site.settings.qiNiuUrl}
        />
      ) : null}
    </>
  )
})
