// The one decision the proxy makes: which internal path serves a public URL (and so which route-cache entry).
import { deviceFromUserAgent, type Device } from './device'
import {
  courseListKeyOf,
  discussionKeyOf,
  encodeCourseListKey,
  encodeDiscussionKey,
  encodeSearchListKey,
  searchListKeyOf,
  topicListKeyOf,
} from './list-routes'
import { PLATFORM_SLUG } from '@/lib/contract/platform'
import { tenantFromHost } from './tenant'

export interface RewriteInput {
  host: string | null
  userAgent: string | null
  pathname: string
  /** The query string (`?a=1`), for the pages driven by it. */
  search?: string
  /** Slugs of the tenants that exist; null or absent when unknown (then every label is taken for a tenant). */
  knownTenants?: ReadonlySet<string> | null
  /** Slugs of the tenants that exist but are closed (停用): every page of theirs is the 403 view. */
  closedTenants?: ReadonlySet<string> | null
}

export type RewriteDecision =
  | {
      kind: 'rewrite'
      tenant: string
      device: Device
      pathname: string
      /** The HTTP status to answer with instead of the page's own: the 403 and 500 views render like pages. */
      status?: 403 | 404 | 500
    }
  | { kind: 'pass' }
  /** The platform's host has no public site: any other path goes to its console. */
  | { kind: 'redirect'; location: string }

/**
 * Every host label that names no tenant is served as this one internal slug (no tenant can have it: slugs have no
 * `_`), so a thousand made-up subdomains share one cached 403 page per device instead of writing one each.
 */
export const UNKNOWN_TENANT = '_unknown'

/** Root files: route handlers that read the tenant from the Host themselves, and the favicon the matcher skips. */
const ROOT_FILES = new Set(['/robots.txt', '/sitemap.xml', '/theme.css', '/favicon.ico'])

/**
 * Paths Next or the API serve themselves. Only these: any other path, with an extension or not, belongs to the host's
 * tenant — so `/acme/desktop/x.png` on demo's host is demo's 404, never acme's shell.
 */
export function isPassThrough(pathname: string): boolean {
  return (
    pathname.startsWith('/_next/') ||
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname.startsWith('/admin/api/') ||
    pathname === '/admin/api' ||
    pathname.startsWith('/storage/') ||
    ROOT_FILES.has(pathname)
  )
}

/**
 * Next's image optimiser (`/_next/image?url=…&w=…&q=…`). The app never uses it (pictures are sized by the storage
 * route's imageView2), and each uncached request decoded a stored picture: ~2 CPU-seconds for a large upload, for
 * anyone (issue 23, M1). next.config turns it off too; this answers 404 before Next looks at it, whatever its version.
 */
function isImageOptimizer(pathname: string): boolean {
  return pathname === '/_next/image' || pathname.startsWith('/_next/image/')
}

/** Longer request targets are refused (414) before any routing: no page or call of ours needs a fraction of this. */
export const MAX_TARGET_LENGTH = 8192

export interface Refusal {
  status: 400 | 404 | 414
  message: string
  /** An API path: the answer is an ABP envelope, as every API answer is. */
  api: boolean
}

/**
 * A request target Next would answer with a bare 500 or a dropped connection: malformed percent-encoding (`/api/%ZZ`),
 * or a huge query string. Refused here with a 4xx the client can read; null for everything else.
 */
export function refusalFor(pathname: string, search = ''): Refusal | null {
  const api = /^\/(admin\/)?api(\/|$)/.test(pathname)
  if (isImageOptimizer(pathname)) return { status: 404, message: '请求的内容不存在', api }
  if (pathname.length + search.length > MAX_TARGET_LENGTH) return { status: 414, message: '请求地址过长', api }
  try {
    decodeURIComponent(pathname)
    // The query is decoded by URLSearchParams, which tolerates bad escapes; only the path can fail routing.
  } catch {
    return { status: 400, message: '请求地址格式不正确', api }
  }
  return null
}

const MAX_ID = 2147483647
/** One-segment detail pages: `/course/12` in canonical digits only; `/course/my` and friends are other routes. */
const DETAIL = /^\/(course|teacher|thematic)\/([^/]+)$/
const OTHER_COURSE_ROUTES = new Set(['my', 'learn'])
/** The discussion pages paged by `?page=`: cached per id and page. */
const THREAD = /^\/(topicDetails|talkabout)\/([^/]+)$/

function isCanonicalId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID
}

/** The page-relative internal path: list queries become one canonical segment, junk a shared 404. */
function internalPath(rest: string, search: string): string {
  const query = new URLSearchParams(search)
  const notFound = '/404'
  if (rest === '/courselist') {
    const key = courseListKeyOf(query)
    return key ? `/courselist/${encodeCourseListKey(key)}` : notFound
  }
  if (rest === '/searchlist') {
    const key = searchListKeyOf(query)
    return key ? `/searchlist/${encodeSearchListKey(key)}` : notFound
  }
  if (rest === '/topicList') {
    const key = topicListKeyOf(query)
    return key ? `/topicList/${encodeDiscussionKey(key)}` : notFound
  }
  // A topic's or a floor's page: the id and `?page=` as one segment (`/topicDetails/7-2`), which no public URL spells.
  const thread = THREAD.exec(rest)
  if (thread) {
    const key = discussionKeyOf(thread[2], query)
    return key ? `/${thread[1]}/${encodeDiscussionKey(key)}` : notFound
  }
  // The internal list segments are not public URLs: `/courselist/0-0-newest-1` would be a second spelling.
  if (rest.startsWith('/courselist/') || rest.startsWith('/searchlist/') || rest.startsWith('/topicList/')) {
    return notFound
  }
  const detail = DETAIL.exec(rest)
  if (detail && !isCanonicalId(detail[2]) && !(detail[1] === 'course' && OTHER_COURSE_ROUTES.has(detail[2]))) {
    return notFound
  }
  return rest
}

/**
 * Every other path is prefixed, so the internal trees are never reachable by their own URL:
 * `/demo/desktop` from outside becomes `/demo/desktop/demo/desktop`, which is a 404.
 */
export function decideRewrite({
  host,
  userAgent,
  pathname,
  search = '',
  knownTenants,
  closedTenants,
}: RewriteInput): RewriteDecision {
  if (isPassThrough(pathname)) return { kind: 'pass' }
  const slug = tenantFromHost(host)
  const device = deviceFromUserAgent(userAgent)
  if (knownTenants && !knownTenants.has(slug)) return forbidden(UNKNOWN_TENANT, device)
  const rest = pathname === '/' ? '' : pathname.replace(/\/+$/, '')
  // The console (issue 28): one desktop layout for every device, and still open on a closed tenant — its operators
  // sign in to see their settings; only the public site is closed.
  if (rest === CONSOLE || rest.startsWith(`${CONSOLE}/`)) {
    // A number in a segment stands for a page's `[id]` (/courses/12/outline → /courses/[id]/outline).
    const known = CONSOLE_PAGES.has(rest.slice(CONSOLE.length).replace(/\/\d{1,10}(?=\/|$)/g, '/[id]'))
    // Any other /admin/… address is the console's 404 view, answered with HTTP 404: the view itself renders after
    // the response has started (it is per request), too late to set the status.
    return {
      kind: 'rewrite',
      tenant: slug,
      device: 'desktop',
      pathname: `/${slug}${rest}`,
      ...(known ? {} : { status: 404 }),
    }
  }
  if (slug === PLATFORM_SLUG) return { kind: 'redirect', location: CONSOLE }
  // A closed tenant's every path is its one 403 page: one cache entry per device, whatever the path.
  if (closedTenants?.has(slug)) return forbidden(slug, device)
  if (rest === FORBIDDEN_PATH) return forbidden(slug, device)
  // /500 is where the browser goes after a server error (docs/spec.md §8): it says so with the status too.
  if (rest === SERVER_ERROR_PATH)
    return { kind: 'rewrite', tenant: slug, device, pathname: `/${slug}/${device}${rest}`, status: 500 }
  return { kind: 'rewrite', tenant: slug, device, pathname: `/${slug}/${device}${internalPath(rest, search)}` }
}

const FORBIDDEN_PATH = '/403'
const CONSOLE = '/admin'
/** The console's pages below /admin (app/[tenant]/admin/…; rewrite.test.ts holds this list to the files). */
export const CONSOLE_PAGES: ReadonlySet<string> = new Set([
  '',
  '/login',
  '/operators',
  '/audit',
  '/settings',
  '/categories',
  '/lecturers',
  '/topics',
  '/legal',
  '/tenants',
  '/courses',
  '/courses/new',
  '/courses/[id]',
  '/courses/[id]/outline',
  '/courses/[id]/preview',
  '/certificates',
  // Issue 32.
  '/learners',
  '/learners/[id]',
  '/companies',
  '/data',
  '/data/courses/[id]',
  '/consultations',
  '/consultations/[id]',
  '/consultation-services',
  '/coupons',
  '/coupons/[id]',
  '/announcements',
  '/diagnosis',
  '/diagnosis/[id]',
  // Issue 33.
  '/orders',
  '/orders/reconciliation',
  '/payment',
])
const SERVER_ERROR_PATH = '/500'

/** The 403 view answers with HTTP 403, so search engines and link checkers see that the site is not there. */
function forbidden(tenant: string, device: Device): RewriteDecision {
  return { kind: 'rewrite', tenant, device, pathname: `/${tenant}/${device}${FORBIDDEN_PATH}`, status: 403 }
}
