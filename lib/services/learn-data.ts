// What the cached learning page may show everyone: which free-preview lessons have a video — never an address, which
// only CourseLearn/GetLearnState hands out, signed and expiring (issue 23, L6).
import { cacheLife, cacheTag } from 'next/cache'
import { getDb } from '@/lib/db/client'
import type { ChapterDto } from '@/lib/contract/schemas/catalogue'
import { listCourseOutline } from '@/lib/db/queries/catalogue'
import { getCourseForLearners, getLearnCourse, listLearnLessons } from '@/lib/db/queries/learning'
import { getTenantSite, tenantTag } from './tenant-site'

/** Ids of the free-preview lessons with a video, of a published course ([] when none or no such course). */
export async function getPreviewLessons(slug: string, courseId: number): Promise<number[]> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const site = await getTenantSite(slug)
  if (!site?.available) return []
  const db = await getDb()
  if (!(await getLearnCourse(db, { tenantId: site.tenantId, courseId }))?.isPublished) return []
  const lessons = await listLearnLessons(db, { tenantId: site.tenantId, courseId })
  return lessons.filter((l) => l.isFreePreview && l.videoUrl).map((l) => l.id)
}

export interface LearnPageCourse {
  id: number
  title: string
  coverUrl: string
  /** Yuan, as the catalogue's DTOs carry it. */
  price: number
  chapters: ChapterDto[]
}

/**
 * The learning page's course and outline: a published course, or one taken down that learners joined — its page stays
 * for them (noindex, never in search or the sitemap); who may play what is GetLearnState's, per caller. Null otherwise.
 */
export async function getLearnPageCourse(slug: string, courseId: number): Promise<LearnPageCourse | null> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const site = await getTenantSite(slug)
  if (!site?.available || !Number.isInteger(courseId) || courseId < 1 || courseId > 2147483647) return null
  const db = await getDb()
  const course = await getCourseForLearners(db, { tenantId: site.tenantId, courseId })
  if (!course) return null
  const chapters = await listCourseOutline(db, { tenantId: site.tenantId, courseId })
  return { id: course.id, title: course.title, coverUrl: course.coverUrl, price: course.priceCents / 100, chapters }
}
