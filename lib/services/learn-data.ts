// What the cached learning page may show everyone: the free-preview lessons' videos (never the others').
import { cacheLife, cacheTag } from 'next/cache'
import { getDb } from '@/lib/db/client'
import { getLearnCourse, listLearnLessons } from '@/lib/db/queries/learning'
import { getTenantSite, tenantTag } from './tenant-site'

/** lessonId → video of each free-preview lesson of a published course ({} when none or no such course). */
export async function getPreviewMedia(slug: string, courseId: number): Promise<Record<number, string>> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const site = await getTenantSite(slug)
  if (!site?.available) return {}
  const db = await getDb()
  if (!(await getLearnCourse(db, { tenantId: site.tenantId, courseId }))) return {}
  const lessons = await listLearnLessons(db, { tenantId: site.tenantId, courseId })
  return Object.fromEntries(lessons.filter((l) => l.isFreePreview && l.videoUrl).map((l) => [l.id, l.videoUrl]))
}
