// Course-list URLs by category, one rule for the header menu, the home page and the list page itself.
import {
  COURSE_PRICE_LABELS,
  COURSE_PRICES,
  COURSE_SORT_LABELS,
  COURSE_SORTS,
  DEFAULT_LIST_SORT,
  type CoursePrice,
  type CourseSort,
} from '@/lib/contract/course-list-rules'

export function courseListHref(parentId: number, childId?: number): string {
  return childId
    ? `/courselist?pcourseTypeId=${parentId}&courseTypeId=${childId}`
    : `/courselist?pcourseTypeId=${parentId}`
}

export interface CourseListQuery {
  pcourseTypeId?: number
  courseTypeId?: number
  price?: CoursePrice
  sort?: CourseSort
  page?: number
}

/**
 * A /courselist state in its one spelling, as the proxy reads it (lib/proxy/list-routes): the category, the price
 * filter, the sort unless 综合 (the default), the page after the first — so each state is one link and one cache entry.
 */
export function courseListUrl({ pcourseTypeId, courseTypeId, price, sort, page }: CourseListQuery): string {
  const query = new URLSearchParams()
  if (pcourseTypeId) query.set('pcourseTypeId', String(pcourseTypeId))
  if (courseTypeId) query.set('courseTypeId', String(courseTypeId))
  if (price) query.set('price', price)
  if (sort && sort !== DEFAULT_LIST_SORT) query.set('sort', sort)
  if (page && page > 1) query.set('page', String(page))
  const qs = query.toString()
  return qs ? `/courselist?${qs}` : '/courselist'
}

/** One of /courselist's price or sort links: what it says, where it goes, whether it is the list shown. */
export interface ListChoice {
  key: string
  label: string
  href: string
  current: boolean
}

/** 全部/免费/付费 for this category and sort, each from its first page. */
export function priceChoices(q: CourseListQuery): ListChoice[] {
  return [undefined, ...COURSE_PRICES].map((price) => ({
    key: price ?? 'all',
    label: price ? COURSE_PRICE_LABELS[price] : '全部',
    href: courseListUrl({ ...q, price, page: undefined }),
    current: q.price === price,
  }))
}

/** 综合/最新/最热 for this category and price, each from its first page. */
export function sortChoices(q: CourseListQuery): ListChoice[] {
  const shown = q.sort ?? DEFAULT_LIST_SORT
  return COURSE_SORTS.map((sort) => ({
    key: sort,
    label: COURSE_SORT_LABELS[sort],
    href: courseListUrl({ ...q, sort, page: undefined }),
    current: sort === shown,
  }))
}
