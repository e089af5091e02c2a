// Which courses the signed-in learner has joined, as the course page's 开始学习 button learns it from
// CourseLearn/GetLearnState: the cached outline beside it hides its 试看 marks from someone who can play every lesson.
import { useSyncExternalStore } from 'react'

const joined = new Set<number>()
const listeners = new Set<() => void>()

export function setJoined(courseId: number, yes: boolean): void {
  if (joined.has(courseId) === yes) return
  if (yes) joined.add(courseId)
  else joined.delete(courseId)
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** False in the server render and until the button has heard from the server. */
export function useJoined(courseId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => joined.has(courseId),
    () => false,
  )
}
