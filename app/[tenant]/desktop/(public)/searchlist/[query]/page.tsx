// Desktop /searchlist?name=…&formseach=true: courses whose title, summary, tags or lecturers match the text.
import { CourseGrid } from '@/components/catalogue/course-grid'
import { PageLinks } from '@/components/catalogue/page-links'
import { SEARCH_MAX } from '@/lib/contract/schemas/catalogue'
import { searchListPage } from '@/lib/pages/search-list'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = searchListPage.metadata

export default searchListPage.view(function DesktopSearchList({ site, name, page, pageSize, result, pagerQuery }) {
  const { qiNiuUrl, paymentUnitName: unit } = site.settings

  if (!result) {
    return (
      <section className="mx-auto max-w-content px-4 py-16 text-center" aria-labelledby="search-heading">
        <h1 id="search-heading" className="text-2xl font-semibold text-gray-900">
          搜索课程
        </h1>
        <p className="mt-3 text-sm text-gray-500" data-testid="search-prompt">
          请输入要搜索的课程名称、讲师或关键词
        </p>
        {/* A plain GET form: searching works before (or without) JavaScript. */}
        <form action="/searchlist" method="get" role="search" className="mx-auto mt-6 flex max-w-md gap-2">
          <input type="hidden" name="formseach" value="true" />
          <input
            type="search"
            name="name"
            required
            maxLength={SEARCH_MAX}
            placeholder="搜索课程"
            aria-label="搜索课程"
            className="h-10 min-w-0 flex-1 rounded-md border border-gray-200 bg-white px-4 text-sm focus:border-primary focus:outline-none"
          />
          <button
            type="submit"
            className="h-10 rounded-md bg-primary px-6 text-sm font-medium text-primary-contrast hover:bg-primary-hover"
          >
            搜索
          </button>
        </form>
      </section>
    )
  }

  return (
    <section className="mx-auto max-w-content px-4 py-8" aria-labelledby="search-heading">
      <h1
        id="search-heading"
        className="mb-5 flex items-baseline gap-3 border-b border-gray-100 pb-3 text-2xl font-semibold text-gray-900"
      >
        <span>搜索“{name}”的结果</span>{' '}
        <span className="text-sm font-normal text-gray-500" data-testid="search-total">
          共{result.totalCount}门
        </span>
      </h1>
      <CourseGrid
        courses={result.items}
        qiNiuUrl={qiNiuUrl}
        unit={unit}
        titleAs="h2"
        emptyText={`没有找到与“${name}”相关的课程`}
      />
      <PageLinks
        className="mt-8"
        page={page}
        total={result.totalCount}
        pageSize={pageSize}
        path="/searchlist"
        query={pagerQuery}
      />
    </section>
  )
})
