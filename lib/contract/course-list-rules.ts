// The course list's sorts and price filter (docs/spec.md §2 /courselist): zod-free, so the proxy, the pages, the
// browser's links and the API's schema share one list of values and words.

/**
 * 综合 (overall): learners discounted by age — log₂(1 + learners) plus the publication date in half-years, so a course
 * published 180 days later ranks level with one that has twice its learners. A course's score never changes with the
 * clock (only with its learners), so every page of one list, cached or fetched later, has the same order.
 * 最新 (newest): publication date. 最热 (popular): learners, then publication date.
 */
export const COURSE_SORTS = ['overall', 'newest', 'popular'] as const
export type CourseSort = (typeof COURSE_SORTS)[number]
export const COURSE_SORT_LABELS: Record<CourseSort, string> = { overall: '综合', newest: '最新', popular: '最热' }
/** What /courselist shows without `?sort=`; the API keeps newest as its default for the clients it already has. */
export const DEFAULT_LIST_SORT: CourseSort = 'overall'

/** `?price=`: free (price 0) or paid (above 0); absent lists both. */
export const COURSE_PRICES = ['free', 'paid'] as const
export type CoursePrice = (typeof COURSE_PRICES)[number]
export const COURSE_PRICE_LABELS: Record<CoursePrice, string> = { free: '免费', paid: '付费' }

export const isCourseSort = (value: unknown): value is CourseSort =>
  (COURSE_SORTS as readonly unknown[]).includes(value)
export const isCoursePrice = (value: unknown): value is CoursePrice =>
  (COURSE_PRICES as readonly unknown[]).includes(value)
