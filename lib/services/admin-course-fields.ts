// AdminCourse's row shapes: the editor's view of a stored course, its state, the search text the seed writes, and the
// readable before/after the 操作日志 keeps.
import { yuanText, type AdminCourseDetail, type CourseState } from '@/lib/contract/schemas/admin-course'
import type { AdminCourseRecord, CourseWrite } from '@/lib/db/queries/admin-courses'

export const stateOf = (c: { isPublished: boolean; publishedAt: Date | string | null }): CourseState =>
  c.isPublished ? 'published' : c.publishedAt ? 'unpublished' : 'draft'
export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

/** The search text the seed writes: title, summary and tags, lower-cased (categories and lecturers match by link). */
export const searchTextOf = (c: { title: string; summary: string; tags: string[] }) =>
  [c.title, c.summary, c.tags.join(' ')].join(' ').toLowerCase()

export function detail(c: AdminCourseRecord): AdminCourseDetail {
  return {
    id: c.id,
    title: c.title,
    coverUrl: c.coverUrl,
    summary: c.summary,
    description: c.description,
    courseTypeId: c.courseTypeId,
    lecturerIds: c.lecturerIds,
    tags: c.tags,
    vipOnly: c.priceCents > 0,
    price: yuanText(c.priceCents),
    forbidSkip: c.forbidSkip,
    homeBar: c.homeBar,
    homeNew: c.homeNew,
    homeFeatured: c.homeFeatured,
    state: stateOf(c),
    publishedAt: iso(c.publishedAt),
    updatedAt: iso(c.updatedAt)!,
    learnerCount: c.learnerCount,
    lessonCount: c.lessonCount,
    videoLessonCount: c.videoLessonCount,
  }
}

/** The fields the log shows, readable: lecturers by id in order, the price in yuan. */
export function logged(c: CourseWrite & { lecturerIds: number[] }) {
  const { searchText: _search, priceCents, ...rest } = c
  void _search
  return { ...rest, price: yuanText(priceCents ?? 0) }
}

/** Only what changed, before and after. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  }
}
