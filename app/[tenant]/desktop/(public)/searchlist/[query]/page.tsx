// Desktop /searchlist?name=…&formseach=true: courses whose title, summary, tags or lecturers match the text; when none
// does, 热门搜索 and 热门课程 to go on with.
import { CourseGrid } from '@/components/catalogue/course-grid'
import { PageLinks } from '@/components/catalogue/page-links'
import { DesktopSearchBox } from '@/components/catalogue/desktop-search-box'
import { SearchSuggestions } from '@/components/catalogue/search-suggestions'
import { searchListPage } from '@/lib/pages/search-list'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = searchListPage.metadata

export default searchListPage.view(function DesktopSearchList({ site, name, result, suggestions, pager }) {
  const { qiNiuUrl, paymentUnitName: unit } = site.settings

  if (!result) {
    return <DesktopSearchBox prompt="请输入要搜索的课程名称、讲师或关键词" />
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
      {suggestions ? (
        <SearchSuggestions
          name={name}
          hotSearches={suggestions.hotSearches}
          popular={
            suggestions.popular.length > 0 ? (
              <CourseGrid courses={suggestions.popular} qiNiuUrl={qiNiuUrl} unit={unit} titleAs="h3" />
            ) : null
          }
        />
      ) : (
        <>
          <CourseGrid courses={result.items} qiNiuUrl={qiNiuUrl} unit={unit} titleAs="h2" emptyText="没有更多结果了" />
          <PageLinks className="mt-8" {...pager} />
        </>
      )}
    </section>
  )
})
