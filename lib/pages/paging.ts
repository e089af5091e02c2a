// What every paged list page shares on both variants: page size, the one URL form of a page, the paged title.

/** Items per page of every list page: part of what `?page=n` means, so never chosen per device. */
export const LIST_PAGE_SIZE = 20

/**
 * `path?a=1&b=2&page=n`: parameters in the order given, empty ones left out, `page` only after the first page, form
 * encoded (URLSearchParams) like the pager's links and a plain GET form, so each list state has one spelling.
 */
export function listPath(
  path: string,
  query: readonly (readonly [string, string | number | undefined])[],
  page = 1,
): string {
  const params = new URLSearchParams()
  for (const [key, value] of query) {
    if (value !== undefined && value !== '') params.append(key, String(value))
  }
  if (page > 1) params.append('page', String(page))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/**
 * Later pages get their own title, so results pages are told apart in tabs and search results; brackets rather
 * than a dash, because the layout's template already adds " - tenant name".
 */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title}（第${page}页）` : title
}

/** The page links of a list page (components/catalogue/page-links.tsx), built once for both variants. */
export interface Pager {
  path: string
  /** What the links keep from this URL besides the page. */
  query: Record<string, string | number | undefined>
  page: number
  pageSize: number
  total: number
}
