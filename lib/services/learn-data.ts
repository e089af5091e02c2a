// What the cached learning page may show everyone: which free-preview lessons have a video — never an address, which
// only CourseLearn/GetLearnState hands out, signed and expiring (issue 23, L6).
import { cacheLife, cacheTag } from 'next/cache'
import { getDb } from '@/lib/db/client'
import { getLearnCourse, listLearnLessons } from '@/lib/db/queries/learning'
import { getTenantSite, tenantTag } from './tenant-site'

/** Ids of the free-preview lessons with a video, of a published course ([] when none or no such course). */
export async function getPreviewLessons(slug: string, courseId: number): Promise<number[]> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const site = await getTenantSite(slug)
  if (!site?.available) return []
  const db = await getDb()
  if (!(await getLearnCourse(db, { tenantId: site.tenantId, courseId }))) return []
  const lessons = await listLearnLessons(db, { tenantId: site.tenantId, courseId })
  return lessons.filter((l) => l.isFreePreview && l.videoUrl).map((l) => l.id)
}
