// Where the player points when a lesson ends: never at a 下一节 already finished, and 恭喜完成课程 once the course is.
import { nextStep } from './lesson-end'
import type { OutlineItem } from './lesson-list'

const lesson = (id: number, completed = false, playable = true): OutlineItem => ({
  id,
  chapterTitle: '第一章',
  title: `第${id}节`,
  durationSeconds: 60,
  isFreePreview: id === 1,
  playable,
  percent: completed ? 100 : 0,
  completed,
})
const enrolled = { enrolled: true, completed: false }

describe('nextStep', () => {
  it('offers the next lesson while it is unfinished', () => {
    expect(nextStep([lesson(1), lesson(2), lesson(3)], 0, enrolled)).toEqual({ kind: 'next', lesson: lesson(2) })
  })

  it('skips a next lesson already finished for the first unfinished one', () => {
    const items = [lesson(1, true), lesson(2), lesson(3, true), lesson(4)]
    expect(nextStep(items, 1, enrolled)).toEqual({ kind: 'unfinished', lesson: lesson(4) })
    // After the last lesson: back to the first one not finished.
    expect(nextStep([lesson(1), lesson(2, true), lesson(3)], 2, enrolled)).toEqual({
      kind: 'unfinished',
      lesson: lesson(1),
    })
  })

  it('ends a complete course in the completion panel, even where a next lesson exists', () => {
    const items = [lesson(1, true), lesson(2, true)]
    expect(nextStep(items, 1, { enrolled: true, completed: true })).toEqual({ kind: 'complete' })
    expect(nextStep(items, 0, { enrolled: true, completed: true })).toEqual({ kind: 'complete' })
  })

  it('offers a replay when only the lesson just played is unfinished, and the outline to a visitor', () => {
    expect(nextStep([lesson(1, true), lesson(2)], 1, enrolled)).toEqual({ kind: 'replay' })
    expect(nextStep([lesson(1), lesson(2, false, false)], 0, { enrolled: false, completed: false })).toEqual({
      kind: 'next',
      lesson: lesson(2, false, false),
    })
  })
})
