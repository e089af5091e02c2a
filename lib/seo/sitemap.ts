// Pure builders for a tenant's /sitemap.xml and /robots.txt, so the route handlers only pick the tenant and cache.
import type { SiteFeatures } from '@/lib/contract/site'

export interface SitemapEntries {
  courses: { id: number; updatedAt: string }[]
  lecturers: { id: number }[]
  topics: { id: number }[]
}

/** The menu features of docs/spec.md §2: a switched-off list answers 404, so it must not be listed. */
export type SitemapSwitches = Pick<SiteFeatures, 'showTeacherMenu' | 'showTopicMenu'>

/**
 * Paths crawlers have no business in: the API, signed-in areas, login steps and search results (endless
 * near-duplicates). Rules are prefixes: `/account` also covers `/accountForgot`, `/search` `/searchlist`.
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/account',
  '/login',
  '/LoginBy',
  '/home/',
  '/wxlogin/',
  '/AccountAssociation',
  '/SecurityOptions',
  '/createcompany',
  '/clipic',
  '/course/my',
  '/course/learn/',
  '/corporate',
  '/mine',
  '/message',
  '/editnickname',
  '/editpersonalProfile',
  '/EnterprisePersonnel',
  '/coupon',
  '/checkout',
  '/pay',
  '/orders',
  '/search',
] as const

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c])
}

/** W3C datetime for <lastmod>; an unparseable date is left out rather than sent wrong. */
function lastmod(value: string): string | null {
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

function urlElement(loc: string, modified?: string | null): string {
  const mod = modified ? `<lastmod>${escapeXml(modified)}</lastmod>` : ''
  return `<url><loc>${escapeXml(loc)}</loc>${mod}</url>`
}

export function buildSitemapXml(origin: string, entries: SitemapEntries, switches: SitemapSwitches): string {
  const base = origin.replace(/\/+$/, '')
  const newest = entries.courses
    .map((c) => lastmod(c.updatedAt))
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1)
  const urls: string[] = [urlElement(`${base}/`), urlElement(`${base}/courselist`, newest)]
  for (const course of entries.courses) urls.push(urlElement(`${base}/course/${course.id}`, lastmod(course.updatedAt)))
  if (switches.showTeacherMenu) {
    urls.push(urlElement(`${base}/teacherlist`))
    for (const lecturer of entries.lecturers) urls.push(urlElement(`${base}/teacher/${lecturer.id}`))
  }
  if (switches.showTopicMenu) {
    urls.push(urlElement(`${base}/thematiclist`))
    for (const topic of entries.topics) urls.push(urlElement(`${base}/thematic/${topic.id}`))
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** `null` = no public site (unknown or unavailable tenant): keep every crawler out. */
export function buildRobotsTxt(origin: string | null): string {
  if (origin === null) return 'User-agent: *\nDisallow: /\n'
  const base = origin.replace(/\/+$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}
