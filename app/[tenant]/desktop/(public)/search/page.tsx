// Desktop /search: a /search link shared from a phone opens the search box here too, instead of a 404.
import Link from 'next/link'
import { DesktopSearchBox } from '@/components/catalogue/desktop-search-box'
import { searchPage } from '@/lib/pages/search'
import { searchListPath } from '@/lib/pages/search-list'

export const generateMetadata = searchPage.metadata

export default searchPage.view(({ hotTerms }) => (
  <DesktopSearchBox>
    {hotTerms.length > 0 ? (
      <nav aria-label="热门搜索" className="mx-auto mt-8 max-w-md text-left">
        <h2 className="text-sm font-medium text-gray-500">热门搜索</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {hotTerms.map((term) => (
            <li key={term}>
              <Link href={searchListPath(term)} className="tag-pill">
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    ) : null}
  </DesktopSearchBox>
))
