// Mobile /searchlist?name=…&formseach=true: search results as course rows with 上拉加载更多 (a 下一页 link underneath),
// or 热门搜索 and 热门课程 when nothing matched; the search box leads back to /search.
import Link from 'next/link'
import { HomeLink } from '@/components/shell/home-link'
import { LoadMore } from '@/components/catalogue/load-more'
import { MobileCourseResults } from '@/components/catalogue/mobile-course-results'
import { MobileCourseList } from '@/components/catalogue/mobile-course-row'
import { SearchSuggestions } from '@/components/catalogue/search-suggestions'
import { EmptyState } from '@/components/ui/empty-state'
import { searchListPage } from '@/lib/pages/search-list'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = searchListPage.metadata

function SearchBar({ name }: { name: string }) {
  return (
    <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-gray-100 bg-white px-3">
      <HomeLink className="flex size-9 shrink-0 items-center justify-center rounded-full text-gray-600" />
      {/* The /search page owns the input and its history, so a new search starts there. Its name is its text (修改搜索：
          and the words searched), not an aria-label that would leave out the words on screen. */}
      <Link
        href="/search"
        className="flex h-8 min-w-0 flex-1 items-center gap-2 rounded-full bg-gray-100 px-3 text-sm text-gray-700"
      >
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden="true"
          className="size-4 shrink-0 text-gray-400"
        >
          <circle cx="9" cy="9" r="6" />
          <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
        </svg>
        <span className="sr-only">修改搜索：</span>
        <span className={`truncate ${name ? '' : 'text-gray-500'}`}>{name || '搜索课程'}</span>
      </Link>
    </header>
  )
}

export default searchListPage.view(function MobileSearchListPage({ site, name, result, suggestions, pager }) {
  if (!result) {
    return (
      <>
        <SearchBar name="" />
        <h1 className="sr-only">搜索课程</h1>
        <EmptyState text="请输入搜索内容">
          <Link href="/search" className="rounded-full bg-primary px-4 py-1.5 text-sm text-primary-contrast">
            去搜索
          </Link>
        </EmptyState>
      </>
    )
  }

  return (
    <>
      <SearchBar name={name} />
      <div className="flex items-baseline justify-between gap-2 px-3 pt-4 pb-3">
        <h1 className="min-w-0 truncate text-base font-semibold text-gray-900">搜索“{name}”</h1>
        <span data-testid="search-count" className="shrink-0 text-xs text-gray-500">
          共找到{result.totalCount}门课程
        </span>
      </div>
      {suggestions ? (
        <SearchSuggestions
          name={name}
          hotSearches={suggestions.hotSearches}
          popular={
            suggestions.popular.length > 0 ? (
              <MobileCourseList
                courses={suggestions.popular}
                unit={site.settings.paymentUnitName}
                qiNiuUrl={site.settings.qiNiuUrl}
              />
            ) : null
          }
          className="px-3 pb-6"
        />
      ) : (
        <>
          <MobileCourseResults
            courses={result.items}
            settings={site.settings}
            empty={
              <EmptyState text="没有更多结果了">
                <Link href="/courselist" className="text-sm text-primary">
                  去看看全部课程
                </Link>
              </EmptyState>
            }
          />
          {result.items.length > 0 ? (
            <LoadMore
              source={{ search: name }}
              {...pager}
              unit={site.settings.paymentUnitName}
              qiNiuUrl={site.settings.qiNiuUrl}
            />
          ) : null}
        </>
      )}
    </>
  )
})
