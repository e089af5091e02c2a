// The outline's order as the screen holds it while dragging: chapters in order, each with its lessons' ids in order.
// Pure moves (within a chapter, to another chapter, a chapter itself) and the Reorder call's input made from it.
import type { CourseOutline, OutlineChapter, ReorderInput } from '@/lib/contract/schemas/admin-course-outline'

export interface OrderChapter {
  id: number
  lessonIds: number[]
}

/** dnd-kit ids: one namespace for chapters and lessons (their numeric ids may coincide). */
export const chapterKey = (id: number) => `c${id}`
export const lessonKey = (id: number) => `l${id}`
export const parseKey = (key: string | number) => {
  const text = String(key)
  return { kind: text[0] === 'c' ? ('chapter' as const) : ('lesson' as const), id: Number(text.slice(1)) }
}

export function orderOf(outline: CourseOutline): OrderChapter[] {
  return outline.chapters.map((c) => ({ id: c.id, lessonIds: c.lessons.map((l) => l.id) }))
}

function chapterOfLesson(order: OrderChapter[], lessonId: number): OrderChapter | undefined {
  return order.find((c) => c.lessonIds.includes(lessonId))
}

/** Moves a chapter to where `overId` (a chapter) is. */
export function moveChapter(order: OrderChapter[], id: number, overId: number): OrderChapter[] {
  const from = order.findIndex((c) => c.id === id)
  const to = order.findIndex((c) => c.id === overId)
  if (from < 0 || to < 0 || from === to) return order
  const next = [...order]
  next.splice(to, 0, ...next.splice(from, 1))
  return next
}

/**
 * Moves a lesson onto `over`: another lesson (within its chapter it takes that place; into another chapter it goes
 * before or after it) or a chapter (it goes last there — how a lesson reaches an empty chapter).
 */
export function moveLesson(
  order: OrderChapter[],
  lessonId: number,
  over: { kind: 'chapter' | 'lesson'; id: number },
  /** Into another chapter: before the lesson it was dropped on, or after it (dropped on its lower half). */
  place: 'before' | 'after' = 'before',
): OrderChapter[] {
  const source = chapterOfLesson(order, lessonId)
  const target = over.kind === 'chapter' ? order.find((c) => c.id === over.id) : chapterOfLesson(order, over.id)
  if (!source || !target || (over.kind === 'lesson' && over.id === lessonId)) return order
  if (source.id === target.id && over.kind === 'chapter') return order
  return order.map((c) => {
    if (c.id !== source.id && c.id !== target.id) return c
    const ids = c.lessonIds.filter((id) => id !== lessonId)
    if (c.id !== target.id) return { ...c, lessonIds: ids }
    if (over.kind === 'chapter') return { ...c, lessonIds: [...ids, lessonId] }
    const at = c.lessonIds.indexOf(over.id)
    const from = c.lessonIds.indexOf(lessonId)
    // Within one chapter the lesson takes the other's place (down: after it, up: before it), as in a list.
    const index =
      from >= 0 ? (from < at ? at : ids.indexOf(over.id)) : ids.indexOf(over.id) + (place === 'after' ? 1 : 0)
    return { ...c, lessonIds: [...ids.slice(0, index), lessonId, ...ids.slice(index)] }
  })
}

export function reorderInputOf(courseId: number, order: OrderChapter[]): ReorderInput {
  return { courseId, chapters: order.map((c) => ({ id: c.id, lessonIds: [...c.lessonIds] })) }
}

export const sameOrder = (a: OrderChapter[], b: OrderChapter[]) => JSON.stringify(a) === JSON.stringify(b)

/** The outline drawn in `order` (the screen's order while dragging), from the loaded rows. */
export function arrange(outline: CourseOutline, order: OrderChapter[]): OutlineChapter[] {
  const lessons = new Map(outline.chapters.flatMap((c) => c.lessons).map((l) => [l.id, l]))
  const chapters = new Map(outline.chapters.map((c) => [c.id, c]))
  return order
    .filter((c) => chapters.has(c.id))
    .map((c) => ({
      ...chapters.get(c.id)!,
      lessons: c.lessonIds.flatMap((id) => (lessons.has(id) ? [{ ...lessons.get(id)!, chapterId: c.id }] : [])),
    }))
}
