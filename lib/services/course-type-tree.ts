// Flat parent/child rows → the nested homeCourseTypeDtos shape (docs/spec.md §3). Orphans are dropped.
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'

export interface CourseTypeRow {
  id: number
  parentId: number | null
  typeName: string
}

export function buildCourseTypeTree(rows: CourseTypeRow[]): CourseTypeDto[] {
  const byParent = new Map<number | null, CourseTypeRow[]>()
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? []
    list.push(row)
    byParent.set(row.parentId, list)
  }
  const visit = (parentId: number | null, seen: Set<number>): CourseTypeDto[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({
        courseTypeId: row.id,
        typeName: row.typeName,
        children: visit(row.id, new Set(seen).add(row.id)),
      }))
  return visit(null, new Set())
}
