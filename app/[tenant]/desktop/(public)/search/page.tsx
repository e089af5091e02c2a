// Desktop /search: a /search link shared from a phone opens the search box here too, instead of a 404.
import Link from 'next/link'
import { SEARCH_MAX } from '@/lib/contract/schemas/catalogue'
import { searchPage } from '@/lib/pages/search'
import { searchListPath } from '@/lib/pages/search-list'

export const generateMetadata = searchPage.metadata

export default searchPage.view(function DesktopSearchPage({ hotTerms }) {
  return (
    <section className="mx-auto max-w-content px-4 py-16 text-center" aria-labelledby="search-heading">
      <h1 id="search-heading" className="text-2xl font-semibold text-gray-900">
        搜索课程
      </h1>
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
      {hotTerms.length > 0 ? (
        <nav aria-label="热门搜索" className="mx-auto mt-8 max-w-md text-left">
          <h2 className="text-sm font-medium text-gray-500">热门搜索</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {hotTerms.map((term) => (
              <li key={term}>
                <Link
                  href={searchListPath(term)}
                  className="inline-block rounded-full bg-primary-soft px-3 py-1 text-sm text-primary hover:bg-primary hover:text-primary-contrast"
                >
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  )
})
