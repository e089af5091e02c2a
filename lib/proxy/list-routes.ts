// The query-string pages (/courselist, /searchlist) as one canonical path segment each, so they can be ISR pages:
// the proxy encodes the public query into the segment, the page model decodes it. Every spelling of one list maps to
// one segment (ids in canonical digits, sort and price from a whitelist, page bounded), so junk cannot fan the cache
// out.
import {
  DEFAULT_LIST_SORT,
  isCoursePrice,
  isCourseSort,
  type CoursePrice,
  type CourseSort,
} from '@/lib/contract/course-list-rules'

/** Lists stop here: 20 courses a page makes 10,000 courses; a higher page number is a 404, not a cache entry. */
export const MAX_LIST_PAGE = 500
/** The search boxes' limit (docs/spec.md §5), counted in code points. */
const SEARCH_MAX_CHARS = 20
const MAX_ID = 2147483647
/**
 * Control characters become spaces (a NUL reached PostgreSQL and answered 500; a pasted tab or newline is a word
 * break), and zero-width characters go (a search for an invisible name would be an empty search with a cache entry).
 */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g
const INVISIBLES = /[\u200b-\u200d\u2060\ufeff]/g

export type Query = Record<string, string | string[] | undefined> | URLSearchParams

function first(query: Query, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined
  const value = query[key]
  return Array.isArray(value) ? value[0] : value
}

/** undefined: absent or blank; null: present but not an id (the API's `id` rule: digits, 1 … 2³¹−1). */
export function readListId(value: string | undefined): number | undefined | null {
  const v = value?.trim()
  if (!v) return undefined
  if (!/^\d+$/.test(v)) return null
  const n = Number(v)
  return n >= 1 && n <= MAX_ID ? n : null
}

/** `?page=`: digits 1 … MAX_LIST_PAGE; absent or malformed means 1; a larger number is null (404). */
export function readListPage(value: string | undefined): number | null {
  const v = value?.trim()
  if (!v || !/^\d+$/.test(v)) return 1
  const n = Number(v)
  if (n < 1) return 1
  return n <= MAX_LIST_PAGE ? n : null
}

export interface CourseListKey {
  pcourseTypeId?: number
  courseTypeId?: number
  sort: CourseSort
  /** undefined lists free and paid courses. */
  price?: CoursePrice
  page: number
}

/**
 * The /courselist query as the page model reads it. A malformed sort, price or page falls back to its default (a shared
 * link still shows its category); an id that is no id names no category: null (404) when it is the naming one, dropped
 * when it is only the parent hint.
 */
export function courseListKeyOf(query: Query): CourseListKey | null {
  const courseTypeId = readListId(first(query, 'courseTypeId'))
  const pcourseTypeId = readListId(first(query, 'pcourseTypeId'))
  if (courseTypeId === null || (courseTypeId === undefined && pcourseTypeId === null)) return null
  const page = readListPage(first(query, 'page'))
  if (page === null) return null
  const sort = first(query, 'sort')
  const price = first(query, 'price')
  return {
    pcourseTypeId: pcourseTypeId ?? undefined,
    courseTypeId,
    sort: isCourseSort(sort) ? sort : DEFAULT_LIST_SORT,
    price: isCoursePrice(price) ? price : undefined,
    page,
  }
}

/** `p-c-sort-price-page`, 0 for an absent id, `all` for both prices: `0-0-overall-all-1` is the whole catalogue. */
export function encodeCourseListKey({ pcourseTypeId, courseTypeId, sort, price, page }: CourseListKey): string {
  return `${pcourseTypeId ?? 0}-${courseTypeId ?? 0}-${sort}-${price ?? 'all'}-${page}`
}

/** The segment back to its key; null for anything the proxy would not have written (a 404). */
export function decodeCourseListKey(segment: string): CourseListKey | null {
  const m = /^(0|[1-9]\d{0,9})-(0|[1-9]\d{0,9})-([a-z]+)-([a-z]+)-([1-9]\d{0,3})$/.exec(segment)
  if (!m) return null
  const [p, c, sort, price, page] = [Number(m[1]), Number(m[2]), m[3], m[4], Number(m[5])]
  const priceKey = price === 'all' ? undefined : isCoursePrice(price) ? price : null
  if (p > MAX_ID || c > MAX_ID || page > MAX_LIST_PAGE || !isCourseSort(sort) || priceKey === null) return null
  return { pcourseTypeId: p || undefined, courseTypeId: c || undefined, sort, price: priceKey, page }
}

export interface SearchListKey {
  /** Trimmed and cut to SEARCH_MAX_CHARS code points; empty is the search prompt. */
  name: string
  page: number
}

/** The search boxes' rule (docs/spec.md §5): trimmed, at most 20 characters. Without a name there is no page 2. */
export function searchListKeyOf(query: Query): SearchListKey | null {
  const raw = (first(query, 'name') ?? '').replace(CONTROLS, ' ').replace(INVISIBLES, '').trim()
  const name = Array.from(raw).slice(0, SEARCH_MAX_CHARS).join('').trim()
  if (!name) return { name: '', page: 1 }
  const page = readListPage(first(query, 'page'))
  return page === null ? null : { name, page }
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

/**
 * `page.base64url(name)`, or `1` for the prompt. base64url keeps any text (slashes, dots, `%`) one safe path segment,
 * and the page model's check that the name decodes to itself keeps every search to one spelling.
 */
export function encodeSearchListKey({ name, page }: SearchListKey): string {
  return name ? `${page}.${toBase64Url(name)}` : '1'
}

export function decodeSearchListKey(segment: string): SearchListKey | null {
  if (segment === '1') return { name: '', page: 1 }
  const m = /^([1-9]\d{0,3})\.([A-Za-z0-9_-]{1,120})$/.exec(segment)
  if (!m) return null
  const name = fromBase64Url(m[2])
  const key = name === null ? null : searchListKeyOf({ name, page: m[1] })
  // Only the one spelling the proxy writes: same name after the rule, same page, same encoding.
  return key && key.name && encodeSearchListKey(key) === segment ? key : null
}

/** A discussion page's key: the course (/topicList) or the topic or floor (/topicDetails, /talkabout), and the page. */
interface DiscussionKey {
  id: number
  page: number
}

/** An id in canonical digits only (`12`, not `012`): the pages' own rule, so each record keeps one URL. */
function canonicalId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null
}

/** `/topicList?courseId=&page=`: null (404) without a canonical course id or past the last allowed page. */
export function topicListKeyOf(query: Query): DiscussionKey | null {
  return discussionKeyOf(first(query, 'courseId'), query)
}

/** `/topicDetails/{id}?page=` and `/talkabout/{id}?page=`: the path's id, canonical, and the page. */
export function discussionKeyOf(id: string | undefined, query: Query): DiscussionKey | null {
  const n = canonicalId(id)
  const page = readListPage(first(query, 'page'))
  return n === null || page === null ? null : { id: n, page }
}

/** `{id}-{page}`: `5-1` is the first page of course (or topic, or floor) 5. */
export function encodeDiscussionKey({ id, page }: DiscussionKey): string {
  return `${id}-${page}`
}

export function decodeDiscussionKey(segment: string): DiscussionKey | null {
  const m = /^([1-9]\d{0,9})-([1-9]\d{0,3})$/.exec(segment)
  if (!m) return null
  const [id, page] = [Number(m[1]), Number(m[2])]
  return id <= MAX_ID && page <= MAX_LIST_PAGE ? { id, page } : null
}
