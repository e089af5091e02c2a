// Pure page-window arithmetic, kept apart from the widget so list pages and server code can share it (docs/spec.md §9).

export const DEFAULT_PAGE_SIZE = 20
export const DEFAULT_PAGE_WINDOW = 5

function wholeOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.floor(value) : fallback
}

/** How many pages `totalCount` items fill; 0 when there is nothing to show. */
export function totalPages(totalCount: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  const count = wholeOr(totalCount, 0)
  const size = wholeOr(pageSize, DEFAULT_PAGE_SIZE)
  if (count <= 0) return 0
  return Math.ceil(count / (size >= 1 ? size : DEFAULT_PAGE_SIZE))
}

/**
 * The page numbers to show around `current`. The window is forced odd so the current page can sit in
 * the middle; near either end it slides instead of shrinking, so it stays `windowSize` long whenever
 * there are enough pages.
 */
export function pageWindow(current: number, totalPages: number, windowSize: number = DEFAULT_PAGE_WINDOW): number[] {
  const total = wholeOr(totalPages, 0)
  if (total <= 0) return []
  let size = Math.max(1, wholeOr(windowSize, DEFAULT_PAGE_WINDOW))
  if (size % 2 === 0) size += 1
  const page = Math.min(Math.max(wholeOr(current, 1), 1), total)
  if (total <= size) return Array.from({ length: total }, (_, i) => i + 1)
  const half = (size - 1) / 2
  const start = Math.min(Math.max(page - half, 1), total - size + 1)
  return Array.from({ length: size }, (_, i) => start + i)
}
