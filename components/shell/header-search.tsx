'use client'
// Desktop header search box (docs/spec.md §5: max 20 characters, trimmed; an empty query does not search) with its history list.
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { useRouter } from 'next/navigation'
import { SearchHistoryList } from '@/components/search/search-history-list'
import {
  clearHistory,
  HISTORY_TERM_MAX,
  normalizeTerm,
  saveSearch,
  useSearchHistory,
} from '@/lib/client/search-history'

export const SEARCH_MAX_LENGTH = HISTORY_TERM_MAX
/** docs/spec.md §9: the list lingers this long after blur, so a click on one of its items still lands. */
export const HISTORY_HIDE_DELAY_MS = 200

/** The results URL for a query, or null when there is nothing to search for. */
export function searchHref(text: string): string | null {
  const name = normalizeTerm(text)
  if (!name) return null
  return `/searchlist?name=${encodeURIComponent(name)}&formseach=true`
}

export function HeaderSearch({ defaultValue = '' }: { defaultValue?: string }) {
  const router = useRouter()
  const history = useSearchHistory()
  const [value, setValue] = useState(defaultValue)
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  function cancelHide() {
    if (hideTimer.current !== null) clearTimeout(hideTimer.current)
    hideTimer.current = null
  }

  useEffect(() => cancelHide, [])

  function search(text: string) {
    const href = searchHref(text)
    if (!href) return
    saveSearch(text)
    setValue(normalizeTerm(text))
    cancelHide()
    setOpen(false)
    // The header outlives the navigation; without blur the box would keep focus with its list closed.
    inputRef.current?.blur()
    router.push(href)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    search(value)
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing from the box into the list keeps it open; leaving the whole widget starts the delay.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
    cancelHide()
    hideTimer.current = setTimeout(() => {
      hideTimer.current = null
      setOpen(false)
    }, HISTORY_HIDE_DELAY_MS)
  }

  function onFocus() {
    cancelHide()
    setOpen(true)
  }

  function clear() {
    clearHistory()
    inputRef.current?.focus()
  }

  return (
    <div className="relative" onFocus={onFocus} onBlur={onBlur}>
      <form
        role="search"
        onSubmit={submit}
        className="flex h-9 w-40 items-center lg:w-48 xl:w-64 overflow-hidden rounded-full border border-gray-200 bg-white focus-within:border-primary"
      >
        <input
          ref={inputRef}
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false)
          }}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="搜索课程"
          aria-label="搜索课程"
          enterKeyHint="search"
          autoComplete="off"
          className="h-full min-w-0 flex-1 bg-transparent pl-4 text-sm text-gray-800 placeholder:text-gray-400 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="搜索"
          className="flex h-full w-10 items-center justify-center text-gray-500 hover:text-primary"
        >
          <svg
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            aria-hidden="true"
            className="size-4"
          >
            <circle cx="9" cy="9" r="6" />
            <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      {open ? (
        <SearchHistoryList
          items={history}
          onSelect={search}
          onClear={clear}
          className="absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-lg border border-gray-100 bg-white shadow-lg"
        />
      ) : null}
    </div>
  )
}
