// Which category a course-list query means: one rule for /courselist on both devices and for GetCourseList.
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'

export interface CategoryIds {
  pcourseTypeId?: number
  courseTypeId?: number
}

export interface CategorySelection {
  /** The top-level category listed; null lists every course. */
  parent: CourseTypeDto | null
  /** A child of parent narrowing the list; null lists the whole parent. */
  child: CourseTypeDto | null
}

export const ALL_COURSES: CategorySelection = { parent: null, child: null }

/**
 * The most specific id names the category: courseTypeId when present, else pcourseTypeId. Ids are unique in the
 * tree, so the parent follows from the tree and a pcourseTypeId that disagrees (old menus sent a top-level id as
 * courseTypeId, hand-edited links swap them) is ignored rather than turned into an empty list or a 404.
 * null: the id names nothing this tenant shows (unknown, hidden or another tenant's).
 */
export function selectCourseCategory(
  types: readonly CourseTypeDto[],
  { pcourseTypeId, courseTypeId }: CategoryIds,
): CategorySelection | null {
  const id = courseTypeId ?? pcourseTypeId
  if (id === undefined) return ALL_COURSES
  for (const parent of types) {
    if (parent.courseTypeId === id) return { parent, child: null }
    const child = parent.children.find((c) => c.courseTypeId === id)
    if (child) return { parent, child }
  }
  return null
}

/** The filters of a selection in their one form: the parent always, the child only when narrowing. */
export function selectionIds({ parent, child }: CategorySelection): CategoryIds {
  return { pcourseTypeId: parent?.courseTypeId, courseTypeId: child?.courseTypeId }
}
