// What an empty search result shows on both devices: 没有找到“…”相关的课程, then 热门搜索 and 热门课程 as links, so the
// visitor has somewhere to go next (a search engine lands here too: the links lead on to courses).
import Link from 'next/link'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'

export interface SearchSuggestionsProps {
  name: string
  hotSearches: { term: string; href: string }[]
  /** The 热门课程 list in the device's own layout; nothing when the tenant has no course. */
  popular: ReactNode
  className?: string
}

export function SearchSuggestions({ name, hotSearches, popular, className }: SearchSuggestionsProps) {
  return (
    <div data-testid="search-suggestions" className={className}>
      <EmptyState text={`没有找到“${name}”相关的课程`} className="py-8" />
      {hotSearches.length > 0 ? (
        <nav aria-labelledby="hot-search-heading" className="mb-8">
          <h2 id="hot-search-heading" className="mb-3 text-base font-semibold text-gray-900">
            热门搜索
          </h2>
          <ul className="flex flex-wrap gap-2">
            {hotSearches.map(({ term, href }) => (
              <li key={term} className="max-w-full">
                <Link
                  href={href}
                  // Eight result pages fetched ahead on a phone's connection would cost more than a tap's wait.
                  prefetch={false}
                  className="block max-w-full truncate rounded-full bg-primary-soft px-3 py-1 text-sm text-primary hover:bg-primary hover:text-primary-contrast"
                >
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {popular ? (
        <section aria-labelledby="hot-course-heading">
          <h2 id="hot-course-heading" className="mb-3 text-base font-semibold text-gray-900">
            热门课程
          </h2>
          {popular}
        </section>
      ) : null}
    </div>
  )
}
