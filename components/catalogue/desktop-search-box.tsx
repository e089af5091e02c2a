// The desktop's search page (/search, and /searchlist without a text): 搜索课程, a plain GET form — searching works
// before (or without) JavaScript — and what the page adds below it (the hot terms).
import type { ReactNode } from 'react'
import { SEARCH_MAX } from '@/lib/contract/schemas/catalogue'

export function DesktopSearchBox({ prompt, children }: { prompt?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-content px-4 py-16 text-center" aria-labelledby="search-heading">
      <h1 id="search-heading" className="text-2xl font-semibold text-gray-900">
        搜索课程
      </h1>
      {prompt ? (
        <p className="mt-3 text-sm text-gray-500" data-testid="search-prompt">
          {prompt}
        </p>
      ) : null}
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
      {children}
    </section>
  )
}
