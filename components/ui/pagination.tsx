'use client'
// The shared pager (docs/spec.md §2 "Shared UI"): links when the page lives in the URL so crawlers can follow it,
// buttons when the list is paged in client state.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_WINDOW, pageWindow, totalPages } from '@/lib/ui/pagination'

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number
  /** The total number of items (not pages). */
  total: number
  pageSize?: number
  /** How many page numbers to show; forced odd. */
  window?: number
  onChange?: (page: number) => void
  /** When given, every page is a link to this URL; otherwise pages are buttons calling onChange. */
  hrefFor?: (page: number) => string
  className?: string
}

const ITEM = 'inline-flex h-8 min-w-8 items-center justify-center rounded border px-2 text-sm select-none'
const ENABLED = `${ITEM} border-gray-300 bg-white text-gray-700 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary`
const DISABLED = `${ITEM} cursor-not-allowed border-gray-200 bg-gray-50 text-gray-300`
const CURRENT = `${ITEM} border-primary bg-primary font-medium text-primary-contrast`

interface ItemProps {
  target: number
  label: ReactNode
  ariaLabel?: string
  disabled: boolean
  hrefFor?: (page: number) => string
  onChange?: (page: number) => void
}

function PageItem({ target, label, ariaLabel, disabled, hrefFor, onChange }: ItemProps) {
  if (disabled) {
    return (
      <span className={DISABLED} aria-disabled="true">
        {label}
      </span>
    )
  }
  if (hrefFor) {
    return (
      <Link href={hrefFor(target)} className={ENABLED} aria-label={ariaLabel} onClick={() => onChange?.(target)}>
        {label}
      </Link>
    )
  }
  return (
    <button type="button" className={ENABLED} aria-label={ariaLabel} onClick={() => onChange?.(target)}>
      {label}
    </button>
  )
}

export function Pagination({
  page,
  total,
  pageSize = DEFAULT_PAGE_SIZE,
  window: windowSize = DEFAULT_PAGE_WINDOW,
  onChange,
  hrefFor,
  className,
}: PaginationProps) {
  const pages = totalPages(total, pageSize)
  if (pages <= 1) return null
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), pages)
  const atStart = current === 1
  const atEnd = current === pages
  const shared = { hrefFor, onChange }

  return (
    <nav aria-label="分页" className={`flex flex-wrap items-center justify-center gap-2 ${className ?? ''}`}>
      <PageItem target={1} label="首页" disabled={atStart} {...shared} />
      <PageItem target={current - 1} label="上一页" disabled={atStart} {...shared} />
      {pageWindow(current, pages, windowSize).map((n) =>
        n === current ? (
          <span key={n} className={CURRENT} aria-current="page">
            {n}
          </span>
        ) : (
          <PageItem key={n} target={n} label={n} ariaLabel={`第 ${n} 页`} disabled={false} {...shared} />
        ),
      )}
      <PageItem target={current + 1} label="下一页" disabled={atEnd} {...shared} />
      <PageItem target={pages} label="尾页" disabled={atEnd} {...shared} />
    </nav>
  )
}
