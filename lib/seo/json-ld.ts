// schema.org structured data for course and lecturer pages (pure data), so search engines can show price, lecturer and outline.
import { formatTotalDuration } from '@/lib/catalogue/format'
import type { CourseDetail, LecturerDetail } from '@/lib/contract/schemas/catalogue'
import { absoluteImageUrl, absoluteUrl, shortDescription } from '@/lib/seo/metadata'
import type { TenantSite } from '@/lib/contract/site'
import { tenantOrigin } from '@/lib/site-url'
import { descriptionText } from '@/lib/catalogue/description'

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined }
export type JsonLdData = { [key: string]: JsonValue | undefined }

type LdSite = Pick<TenantSite, 'slug'> & {
  settings: Pick<TenantSite['settings'], 'tenantName' | 'qiNiuUrl' | 'tenantLogoUrl' | 'paymentUnitName'>
  features: Pick<TenantSite['features'], 'showTeacherMenu'>
}

const CONTEXT = 'https://schema.org'
/** Rich results only show the start of a description; the page itself carries the full text. */
const LD_DESCRIPTION_MAX = 500

/**
 * Course and lecturer texts are tenant-written: `<` (and friends) become JSON escapes so no text can close the
 * script element or open a comment; the result is still the same JSON.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Seconds as an ISO 8601 duration (PT3H20M), the format schema.org expects for timeRequired. */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = s % 60
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec ? `${sec}S` : ''}`
  return `PT${parts || '0S'}`
}

function organization(site: LdSite): JsonLdData {
  return { '@type': 'Organization', name: site.settings.tenantName, url: tenantOrigin(site.slug) }
}

/** Prices are in the tenant's paymentUnitName; only 元 maps to a real currency, other units cannot be offered as CNY. */
function offer(site: LdSite, price: number, url: string): JsonLdData | undefined {
  const unit = site.settings.paymentUnitName.trim()
  const free = !price
  if (!free && unit !== '元' && unit !== '人民币') return undefined
  return {
    '@type': 'Offer',
    price: free ? 0 : price,
    priceCurrency: 'CNY',
    category: free ? 'Free' : 'Paid',
    availability: 'https://schema.org/InStock',
    url,
  }
}

const compact = (data: JsonLdData): JsonLdData =>
  Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  )

export function courseJsonLd(site: LdSite, course: CourseDetail, path: string): JsonLdData {
  const url = absoluteUrl(site.slug, path)
  // Lecturer pages exist only while the lecturer menu is switched on; never point crawlers at a 404.
  const teacherPages = site.features.showTeacherMenu
  const instructors = course.lecturerDetails.map((l) =>
    compact({
      '@type': 'Person',
      name: l.name,
      jobTitle: l.title,
      url: teacherPages ? absoluteUrl(site.slug, `/teacher/${l.id}`) : undefined,
    }),
  )
  const workload =
    course.totalDurationSeconds > 0
      ? `共${course.lessonCount}课时，总时长${formatTotalDuration(course.totalDurationSeconds)}`
      : `共${course.lessonCount}课时`
  return compact({
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.title,
    description: shortDescription(descriptionText(course.description) || course.summary, LD_DESCRIPTION_MAX),
    url,
    image: absoluteImageUrl(site, course.coverUrl),
    inLanguage: 'zh-CN',
    provider: organization(site),
    datePublished: course.publishedAt || undefined,
    keywords: [course.courseTypeName, ...course.tags].filter(Boolean).join(','),
    timeRequired: course.totalDurationSeconds > 0 ? isoDuration(course.totalDurationSeconds) : undefined,
    totalHistoricalEnrollment: course.learnerCount,
    offers: offer(site, course.price, url),
    hasCourseInstance: compact({
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: workload,
      instructor: instructors,
    }),
    syllabusSections: course.chapters.map((chapter) => {
      const seconds = chapter.lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0)
      return compact({
        '@type': 'Syllabus',
        name: chapter.title,
        description: chapter.lessons.map((lesson) => lesson.title).join('；'),
        timeRequired: seconds > 0 ? isoDuration(seconds) : undefined,
      })
    }),
  })
}

export function personJsonLd(site: LdSite, lecturer: LecturerDetail, path: string): JsonLdData {
  return compact({
    '@context': CONTEXT,
    '@type': 'Person',
    name: lecturer.name,
    jobTitle: lecturer.title,
    description: shortDescription(lecturer.introduction, LD_DESCRIPTION_MAX),
    image: absoluteImageUrl(site, lecturer.avatarUrl),
    url: absoluteUrl(site.slug, path),
    worksFor: organization(site),
  })
}

/** /join: the tenant's services as an ItemList of schema.org Services, each offered by the tenant. */
export function servicesJsonLd(
  site: LdSite,
  services: { name: string; description: string; audience: string; slug: string }[],
  path: string,
): JsonLdData {
  const url = absoluteUrl(site.slug, path)
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: `${site.settings.tenantName}平台服务`,
    url,
    itemListElement: services.map((s, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: compact({
        '@type': 'Service',
        name: s.name,
        description: shortDescription(s.description, LD_DESCRIPTION_MAX),
        audience: { '@type': 'Audience', audienceType: s.audience },
        provider: organization(site),
        url: `${url}#${s.slug}`,
      }),
    })),
  }
}
