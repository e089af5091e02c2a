// Where the player points when a lesson ends: never at a 下一节 already finished, and 恭喜完成课程 once the course is; a
// next lesson that can play starts by itself after 5 秒后播放下一节, unless the learner says 取消 (issue 27, item 11).
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createRef, type RefObject } from 'react'
import LessonEnd, { nextStep } from './lesson-end'
import type { OutlineItem } from './lesson-list'

const mockApiGet = jest.fn()
jest.mock('@/lib/client/http', () => ({ apiGet: (...args: unknown[]) => mockApiGet(...args) }))

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

describe('<LessonEnd>', () => {
  let video: HTMLVideoElement
  let videoRef: RefObject<HTMLVideoElement | null>
  const onSelect = jest.fn()
  const play = jest.fn(() => Promise.resolve())

  beforeEach(() => {
    jest.useFakeTimers()
    onSelect.mockReset()
    play.mockClear()
    video = document.createElement('video')
    video.play = play
    videoRef = createRef<HTMLVideoElement>()
    ;(videoRef as { current: HTMLVideoElement | null }).current = video
  })
  afterEach(() => jest.useRealTimers())

  const show = (items: OutlineItem[], index: number, learner = enrolled) =>
    render(
      <LessonEnd
        items={items}
        index={index}
        learner={learner}
        courseId={7}
        myCourses="/minecourse"
        buttonClass="btn"
        onSelect={onSelect}
        videoRef={videoRef}
      />,
    )
  // Half a second at a time, each in its own act(), so the effect that schedules the next second runs in between.
  const tick = (seconds: number) => {
    for (let i = 0; i < seconds * 2; i++) act(() => jest.advanceTimersByTime(500))
  }

  it('counts down 5 秒后播放下一节, then opens the next lesson and plays it once its video is ready', () => {
    show([lesson(1), lesson(2)], 0)
    expect(screen.getByText('下一节：第2节')).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent('5 秒后播放下一节')
    tick(1)
    expect(screen.getByRole('timer')).toHaveTextContent('4 秒后播放下一节')
    tick(3)
    expect(onSelect).not.toHaveBeenCalled()
    tick(1)
    expect(onSelect).toHaveBeenCalledWith(2)
    expect(play).not.toHaveBeenCalled()
    video.dispatchEvent(new Event('loadedmetadata'))
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('keeps counting when the page re-renders (a heartbeat answered) in the middle of a second', () => {
    const { rerender } = show([lesson(1), lesson(2)], 0)
    tick(2.5)
    rerender(
      <LessonEnd
        items={[lesson(1, true), lesson(2)]}
        index={0}
        learner={enrolled}
        courseId={7}
        myCourses="/minecourse"
        buttonClass="btn"
        onSelect={onSelect}
        videoRef={videoRef}
      />,
    )
    tick(2.5)
    expect(onSelect).toHaveBeenCalledWith(2)
  })

  it('立即播放 opens it at once; 取消 stops the count and offers 播放下一节 and 重新播放', () => {
    show([lesson(1), lesson(2)], 0)
    fireEvent.click(screen.getByRole('button', { name: '立即播放' }))
    expect(onSelect).toHaveBeenCalledWith(2)
    onSelect.mockReset()

    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(screen.queryByRole('timer')).toBeNull()
    tick(10)
    expect(onSelect).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: '播放下一节' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '重新播放' }))
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('does not count down to a locked lesson, nor where the course or an unfinished lesson comes next', async () => {
    const visitor = { enrolled: false, completed: false }
    const { unmount } = show([lesson(1), lesson(2, false, false)], 0, visitor)
    expect(screen.getByRole('button', { name: '播放下一节' })).toBeInTheDocument()
    expect(screen.queryByRole('timer')).toBeNull()
    unmount()

    show([lesson(1), lesson(2, true), lesson(3)], 0)
    expect(screen.getByRole('button', { name: '去学习' })).toBeInTheDocument()
    expect(screen.queryByRole('timer')).toBeNull()
  })

  it('ends the last lesson of a complete course in 恭喜完成课程, with nothing counting down', async () => {
    mockApiGet.mockResolvedValue({ courseId: 7, creditedSeconds: 36, nextCourse: null })
    show([lesson(1, true), lesson(2, true)], 1, { enrolled: true, completed: true })
    expect(await screen.findByTestId('course-complete')).toHaveTextContent('恭喜完成课程')
    tick(10)
    expect(screen.queryByRole('timer')).toBeNull()
    expect(onSelect).not.toHaveBeenCalled()
  })
})
