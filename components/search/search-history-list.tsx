'use client'
// Recent searches (docs/spec.md §9): each one searches again, 清空 forgets them all; nothing is drawn while there are none.

export interface SearchHistoryListProps {
  items: readonly string[]
  onSelect: (term: string) => void
  onClear: () => void
  /** `dropdown` under the desktop header box, `chips` on the mobile search page. */
  variant?: 'dropdown' | 'chips'
  className?: string
}

export function SearchHistoryList({
  items,
  onSelect,
  onClear,
  variant = 'dropdown',
  className = '',
}: SearchHistoryListProps) {
  if (items.length === 0) return null
  const chips = variant === 'chips'
  return (
    <section aria-label="搜索历史" data-testid="search-history" className={className}>
      <div
        className={
          chips ? 'mb-3 flex items-center justify-between' : 'flex items-center justify-between px-4 pt-2 pb-1'
        }
      >
        <h2 className={chips ? 'text-sm font-semibold text-gray-900' : 'text-xs text-gray-500'}>搜索历史</h2>
        <button
          type="button"
          onClick={onClear}
          data-testid="search-history-clear"
          className="flex items-center gap-1 text-xs text-gray-500 hover:text-primary"
        >
          <svg
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.6}
            aria-hidden="true"
            className="size-3.5"
          >
            <path d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          清空
        </button>
      </div>
      <ul className={chips ? 'flex flex-wrap gap-2' : 'pb-2'}>
        {items.map((term) => (
          <li key={term}>
            <button
              type="button"
              onClick={() => onSelect(term)}
              data-testid="search-history-item"
              className={
                chips
                  ? 'max-w-full truncate rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700 active:bg-gray-200'
                  : 'block w-full truncate px-4 py-1.5 text-left text-sm text-gray-700 hover:bg-gray-50 hover:text-primary'
              }
            >
              {term}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
