'use client'
// What the player says when a lesson ends: the lesson to take next — played by itself after a 5-second countdown when it
// can play — or, once the course is complete, 恭喜完成课程 with the 学时, a course to take next and the way back to
// 我的课程. Loaded when a lesson ends (and the panel only once the course is complete), so the learning page's first
// load carries neither.
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react'
import type { OutlineItem } from './lesson-list'

const CourseComplete = lazy(() => import('./course-complete'))

/** How long the end of a lesson waits before playing the next one by itself. */
const AUTO_NEXT_SECONDS = 5

type NextStep =
  /** The course is complete. */
  | { kind: 'complete' }
  /** The next lesson in the outline (not yet finished, for an enrolled learner). */
  | { kind: 'next'; lesson: OutlineItem }
  /** The next one is finished (or there is none): the first lesson still unfinished. */
  | { kind: 'unfinished'; lesson: OutlineItem }
  /** Nothing else to suggest: the lesson just played may be played again. */
  | { kind: 'replay' }

/**
 * Where to go from the lesson at `index` once it ends. A learner who has not joined just follows the outline. An
 * enrolled one sees the completion panel once the course is complete; otherwise the next lesson unless it is already
 * finished, else the first unfinished lesson of the course — never a 下一节 that is already done.
 */
export function nextStep(
  items: readonly OutlineItem[],
  index: number,
  learner: { enrolled: boolean; completed: boolean },
): NextStep {
  const following = index >= 0 ? items[index + 1] : undefined
  if (!learner.enrolled) return following ? { kind: 'next', lesson: following } : { kind: 'replay' }
  if (learner.completed) return { kind: 'complete' }
  if (following && following.playable && !following.completed) return { kind: 'next', lesson: following }
  const current = items[index]?.id
  const unfinished = items.find((i) => i.playable && !i.completed && i.id !== current)
  return unfinished ? { kind: 'unfinished', lesson: unfinished } : { kind: 'replay' }
}

interface LessonEndProps {
  items: readonly OutlineItem[]
  /** The lesson that ended, by its place in the outline. */
  index: number
  learner: { enrolled: boolean; completed: boolean }
  courseId: number
  /** 我的课程 of the device: /course/my on a computer, /minecourse on a phone. */
  myCourses: string
  buttonClass: string
  onSelect: (lessonId: number) => void
  videoRef: RefObject<HTMLVideoElement | null>
}

/** 「5 秒后播放下一节」, counting down to `onDone`; unmounting (another lesson picked, 重新播放) stops it. */
function Countdown({ onDone }: { onDone: () => void }) {
  const [left, setLeft] = useState(AUTO_NEXT_SECONDS)
  // The latest callback, so the page re-rendering (a heartbeat's answer) does not restart the second under way.
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  }, [onDone])
  useEffect(() => {
    if (left <= 0) return done.current()
    const timer = setTimeout(() => setLeft(left - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return (
    <p role="timer" data-testid="auto-next">
      {left} 秒后播放下一节
    </p>
  )
}

export default function LessonEnd({
  items,
  index,
  learner,
  courseId,
  myCourses,
  buttonClass,
  onSelect,
  videoRef,
}: LessonEndProps) {
  const step = nextStep(items, index, learner)
  const [counting, setCounting] = useState(true)
  const play = () => void videoRef.current?.play().catch(() => {})
  // Opens a lesson that can play and starts it once its video is ready (the learner asked to play it).
  const open = (lesson: OutlineItem) => {
    if (lesson.playable) videoRef.current?.addEventListener('loadedmetadata', play, { once: true })
    onSelect(lesson.id)
  }
  const secondary = 'rounded-md border border-white/40 px-6 py-2 text-sm'
  const replay = (
    <button type="button" className={secondary} onClick={play}>
      重新播放
    </button>
  )
  if (step.kind === 'complete')
    return (
      <Suspense fallback={<p className="text-lg font-semibold">恭喜完成课程</p>}>
        <CourseComplete courseId={courseId} myCourses={myCourses} buttonClass={buttonClass} replay={replay} />
      </Suspense>
    )
  if (step.kind === 'replay')
    return (
      <>
        <p>本节已播放完毕</p>
        {replay}
      </>
    )
  const next = step.kind === 'next'
  const lesson = step.lesson
  // Only the next lesson counts down, and only one that can play: a locked one asks the visitor to sign in first.
  const auto = next && lesson.playable && counting
  return (
    <>
      {/* While counting down the countdown says it, in a line fewer on a phone's short player. */}
      {auto ? null : <p>本节已播放完毕</p>}
      <p className="text-base font-medium">
        {next ? '下一节' : '还有未学完的课时'}：{lesson.title}
      </p>
      {auto ? <Countdown key={lesson.id} onDone={() => open(lesson)} /> : null}
      <div className="flex gap-3">
        <button type="button" className={buttonClass} onClick={() => open(lesson)}>
          {auto ? '立即播放' : next ? '播放下一节' : '去学习'}
        </button>
        {auto ? (
          <button type="button" className={secondary} onClick={() => setCounting(false)}>
            取消
          </button>
        ) : (
          replay
        )}
      </div>
    </>
  )
}
