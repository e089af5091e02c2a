// /course/{id} for both variants: one id rule, one load, one 404 decision, one set of share tags and JSON-LD.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { courseJsonLd, type JsonLdData } from '@/lib/seo/json-ld'
import { descriptionText } from '@/lib/catalogue/description'
import { routeId } from '@/lib/catalogue/route-params'
import type { CourseDetail } from '@/lib/contract/schemas/catalogue'
import type { TenantSite } from '@/lib/contract/site'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getCourseDetail } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { pageModel } from './page-model'

export type CourseProps = { params: Promise<{ tenant: string; id: string }> }

export interface CourseModel {
  site: TenantSite
  course: CourseDetail
  /** Canonical path, built from the record's id rather than the raw segment. */
  path: string
  seo: PageSeo
  jsonLd: JsonLdData
  /** Lecturer pages exist only while the lecturer menu is on; never link to a 404. */
  linkLecturers: boolean
}

/**
 * The share rendition: cropped (mode 1) to 16:9 like the desktop cover, so every platform frames the same card
 * whatever the upload's shape; up to 1200 px wide, as large cards want (the storage never enlarges a small upload).
 */
const COURSE_SHARE_VIEW = 'imageView2/1/w/1200/h/675/q/85'

/** Title, description and share image of a course: the summary is the author's own pitch, the long text next. */
export function courseSeo(site: Pick<TenantSite, 'settings'>, course: CourseDetail): PageSeo {
  return {
    title: course.title,
    description:
      course.summary.trim() ||
      descriptionText(course.description).trim() ||
      `${site.settings.tenantName}在线课程：${course.title}`,
    path: `/course/${course.id}`,
    image: storageImageUrl(site.settings.qiNiuUrl, course.coverUrl, COURSE_SHARE_VIEW) || null,
  }
}

export function courseModel(site: TenantSite, course: CourseDetail): CourseModel {
  const seo = courseSeo(site, course)
  return {
    site,
    course,
    path: seo.path,
    seo,
    jsonLd: courseJsonLd(site, course, seo.path),
    linkLecturers: site.features.showTeacherMenu,
  }
}

// Keyed by primitives so generateMetadata and the page share one load per request.
const readCourse = cache(async (slug: string, id: string): Promise<CourseModel | null> => {
  const recordId = routeId(id)
  if (recordId === null) return null
  const site = await getTenantSite(slug)
  if (!site) return null
  const course = await getCourseDetail(site.slug, recordId)
  return course ? courseModel(site, course) : null
})

/** Loads what both variants show; 404 for a non-canonical id, an unknown tenant or an unpublished course. */
export async function loadCourse({ params }: CourseProps): Promise<CourseModel> {
  const { tenant, id } = await params
  return (await readCourse(tenant, id)) ?? notFound()
}

export async function courseMetadata(props: CourseProps): Promise<Metadata> {
  const { site, seo } = await loadCourse(props)
  return pageMetadata(site, seo)
}

export const coursePage = pageModel(loadCourse, courseMetadata)
