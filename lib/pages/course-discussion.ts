// The course page's 课程讨论（N）: the live topic count, cached with the page and dropped by every discussion write.
import 'server-only'
import type { TenantSite } from '@/lib/contract/site'
import { getCourseTopicCount } from '@/lib/services/discussion-data'

/** A promise the link component awaits, so the course page's own body needs no extra line. */
export function courseTopicCount(site: Pick<TenantSite, 'slug'>, courseId: number): Promise<number> {
  return getCourseTopicCount(site.slug, courseId)
}
