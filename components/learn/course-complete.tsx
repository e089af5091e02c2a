'use client'
// 恭喜完成课程 over the player: the 学时 the course earned (counted like its progress), the course the server suggests
// next, and the way back to 我的课程. Its own chunk: lesson-end.tsx loads it only once a course is complete.
import Link from 'next/link'
import { useEffect, useState, type ReactNode } from 'react'
import { api } from '@/lib/client/api'
import type { CourseCompletion } from '@/lib/contract/schemas/learning'

/** 学时 in words: "36秒", "5分30秒", "2小时15分钟". */
function studyTime(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  if (h > 0) return m > 0 ? `${h}小时${m}分钟` : `${h}小时`
  if (m > 0) return s % 60 > 0 ? `${m}分${s % 60}秒` : `${m}分钟`
  return `${s}秒`
}

export default function CourseComplete({
  courseId,
  myCourses,
  buttonClass,
  replay,
}: {
  courseId: number
  myCourses: string
  buttonClass: string
  replay: ReactNode
}) {
  const [completion, setCompletion] = useState<CourseCompletion | null>(null)
  useEffect(() => {
    let live = true
    api.get.CourseLearn.GetCompletion({ courseId }, { inline: true })
      .then((c) => live && setCompletion(c))
      .catch(() => {}) // the congratulations and the way back still show
    return () => {
      live = false
    }
  }, [courseId])
  const next = completion?.nextCourse
  return (
    <div data-testid="course-complete" className="flex max-w-full flex-col items-center gap-2">
      <p className="text-lg font-semibold">恭喜完成课程</p>
      <p data-testid="course-credit" className="min-h-5">
        {completion ? `获得学时 ${studyTime(completion.creditedSeconds)}` : null}
      </p>
      {next ? (
        <p className="flex max-w-full items-center gap-1">
          <span className="shrink-0">推荐下一门：</span>
          <Link data-testid="next-course" href={`/course/${next.id}`} className="truncate underline hover:text-white">
            {next.title}
          </Link>
        </p>
      ) : null}
      <div className="flex gap-3">
        <Link className={buttonClass} href={myCourses}>
          返回我的课程
        </Link>
        {replay}
      </div>
    </div>
  )
}
