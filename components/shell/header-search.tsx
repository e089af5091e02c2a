'use client'
// Desktop header search box (spec §5: max 20 characters, trimmed; an empty query does not search).
import { useState, type FormEvent } from 'react'
import { useRouter } from 'next/navigation'

export const SEARCH_MAX_LENGTH = 20

/** The results URL for a query, or null when there is nothing to search for. */
export function searchHref(text: string): string | null {
  const name = text.trim().slice(0, SEARCH_MAX_LENGTH)
  if (!name) return null
  return `/searchlist?name=${encodeURIComponent(name)}&formseach=true`
}

export function HeaderSearch({ defaultValue = '' }: { defaultValue?: string }) {
  const router = useRouter()
  const [value, setValue] = useState(defaultValue)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const href = searchHref(value)
    if (href) router.push(href)
  }

  return (
    <form role="search" onSubmit={submit} className="flex h-9 w-64 items-center overflow-hidden rounded-full border border-gray-200 bg-white focus-within:border-primary">
      <input
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="搜索课程"
        aria-label="搜索课程"
        enterKeyHint="search"
        className="h-full min-w-0 flex-1 bg-transparent pl-4 text-sm text-gray-800 placeholder:text-gray-400 focus:outline-none"
      />
      <button type="submit" aria-label="搜索" className="flex h-full w-10 items-center justify-center text-gray-500 hover:text-primary">
        <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" className="size-4">
          <circle cx="9" cy="9" r="6" />
          <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  )
}
