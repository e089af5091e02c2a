'use client'
// Link pagination for server pages: <Pagination> is a client component, so its hrefFor function cannot cross
// the server boundary; the page passes its path and query as data and the function is built here.
import { Pagination } from '@/components/ui/pagination'

export type QueryValues = Record<string, string | number | undefined>

/** `path?query&page=n`, without empty values and without page=1 so the first page has one URL. */
export function pageHref(path: string, query: QueryValues, page: number): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && key !== 'page') params.set(key, String(value))
  }
  if (page > 1) params.set('page', String(page))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

export interface PageLinksProps {
  page: number
  total: number
  pageSize: number
  path: string
  query?: QueryValues
  className?: string
}

export function PageLinks({ page, total, pageSize, path, query = {}, className }: PageLinksProps) {
  return (
    <Pagination
      page={page}
      total={total}
      pageSize={pageSize}
      hrefFor={(p) => pageHref(path, query, p)}
      className={className}
    />
  )
}
