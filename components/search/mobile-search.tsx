'use client'
// Mobile /search: the input takes focus at once; history and popular categories are one tap from a result list.
import { useState, type FormEvent } from 'react'
import { useRouter } from 'next/navigation'
import { searchHref, SEARCH_MAX_LENGTH } from '@/components/shell/header-search'
import { clearHistory, saveSearch, useSearchHistory } from '@/lib/client/search-history'
import { SearchHistoryList } from './search-history-list'

export interface MobileSearchProps {
  /** Suggested terms (the tenant's top-level category names), shown under 热门搜索. */
  hotTerms: readonly string[]
}

export function MobileSearch({ hotTerms }: MobileSearchProps) {
  const router = useRouter()
  const history = useSearchHistory()
  const [value, setValue] = useState('')

  function search(text: string) {
    const href = searchHref(text)
    if (!href) return
    saveSearch(text)
    router.push(href)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    search(value)
  }

  function cancel() {
    // Opened directly (a shared link, a new tab) there is nothing to go back to: go home instead.
    if (window.history.length > 1) router.back()
    else router.push('/')
  }

  return (
    <div className="min-h-screen bg-white">
      <div className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-gray-100 bg-white px-3">
        <form
          role="search"
          onSubmit={submit}
          className="flex h-8 min-w-0 flex-1 items-center gap-2 rounded-full bg-gray-100 pr-1 pl-3"
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
          <input
            type="search"
            // The page exists only to type a query: the keyboard should be up on arrival.
            autoFocus
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="搜索课程"
            aria-label="搜索课程"
            enterKeyHint="search"
            autoComplete="off"
            className="h-full min-w-0 flex-1 bg-transparent text-sm text-gray-800 placeholder:text-gray-400 focus:outline-none"
          />
          <button
            type="submit"
            className="h-6 shrink-0 rounded-full bg-primary px-3 text-xs text-primary-contrast active:bg-primary-hover"
          >
            搜索
          </button>
        </form>
        <button type="button" onClick={cancel} className="shrink-0 px-1 text-sm text-gray-600">
          取消
        </button>
      </div>

      <div className="space-y-6 px-4 py-4">
        <SearchHistoryList items={history} onSelect={search} onClear={clearHistory} variant="chips" />
        {hotTerms.length > 0 ? (
          <section aria-label="热门搜索" data-testid="hot-search">
            <h2 className="mb-3 text-sm font-semibold text-gray-900">热门搜索</h2>
            <ul className="flex flex-wrap gap-2">
              {hotTerms.map((term) => (
                <li key={term}>
                  <button
                    type="button"
                    onClick={() => search(term)}
                    className="max-w-full truncate rounded-full bg-primary-soft px-3 py-1 text-sm text-primary active:opacity-80"
                  >
                    {term}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  )
}
