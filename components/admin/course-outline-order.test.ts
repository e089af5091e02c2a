// The outline's moves: within a chapter, into another (before or after a lesson, or into an empty chapter), chapters.
import { moveChapter, moveLesson, reorderInputOf } from './course-outline-order'

const order = [
  { id: 1, lessonIds: [11, 12, 13] },
  { id: 2, lessonIds: [21] },
  { id: 3, lessonIds: [] },
]

it('moves a lesson within its chapter to the place of the one it is dropped on, down or up', () => {
  expect(moveLesson(order, 11, { kind: 'lesson', id: 13 })[0].lessonIds).toEqual([12, 13, 11])
  expect(moveLesson(order, 13, { kind: 'lesson', id: 11 })[0].lessonIds).toEqual([13, 11, 12])
  expect(moveLesson(order, 12, { kind: 'lesson', id: 12 })).toBe(order)
})

it('moves a lesson into another chapter before or after a lesson, or last into an empty chapter', () => {
  expect(moveLesson(order, 12, { kind: 'lesson', id: 21 }).map((c) => c.lessonIds)).toEqual([[11, 13], [12, 21], []])
  expect(moveLesson(order, 12, { kind: 'lesson', id: 21 }, 'after')[1].lessonIds).toEqual([21, 12])
  expect(moveLesson(order, 21, { kind: 'chapter', id: 3 }).map((c) => c.lessonIds)).toEqual([[11, 12, 13], [], [21]])
})

it('moves chapters and turns the order into Reorder’s input', () => {
  const moved = moveChapter(order, 3, 1)
  expect(moved.map((c) => c.id)).toEqual([3, 1, 2])
  expect(reorderInputOf(7, moved)).toEqual({
    courseId: 7,
    chapters: [
      { id: 3, lessonIds: [] },
      { id: 1, lessonIds: [11, 12, 13] },
      { id: 2, lessonIds: [21] },
    ],
  })
})
