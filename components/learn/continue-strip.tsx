'use client'
// 继续学习 on the home page: the learner's most recently studied unfinished courses (FrontCourse/GetMyCourses, 学习中 —
// the same list, order and courseProgress percent as 我的课程), each straight back to the lesson last opened. Loaded
// by ContinueLearning only for a signed-in individual; nothing is drawn until there is a course to show, so a learner
// with none (or a failed call) sees the home exactly as a visitor does.
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { cardCover, mobileRowCover } from '@/components/catalogue/renditions'
import { api } from '@/lib/client/api'
import type { MyCourse } from '@/lib/contract/schemas/learning'
import { learnHref } from './course-learn-button'

/** One row of four cards on the desktop; the phone scrolls sideways through a few more. */
const SHOWN = { desktop: 4, mobile: 8 } as const
const MY_COURSES = { desktop: '/course/my', mobile: '/minecourse' } as const

function Progress({ percent, className }: { percent: number; className: string }) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <div
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="学习进度"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <span data-testid="continue-percent" className="shrink-0 text-xs text-gray-600">
        已学{percent}%
      </span>
    </div>
  )
}

/** 继续学习 to the lesson last opened; every card has one, so its name says which course it continues. */
function ContinueLink({ course, className }: { course: MyCourse; className: string }) {
  return (
    <Link href={learnHref(course.courseId, course.lastLesson?.id)} data-testid="continue-link" className={className}>
      继续学习<span className="sr-only">：{course.title}</span>
    </Link>
  )
}

function DesktopCard({ course, qiNiuUrl }: { course: MyCourse; qiNiuUrl: string }) {
  const cover = cardCover(qiNiuUrl, course.coverUrl)
  return (
    <li
      data-testid="continue-course"
      className="flex flex-col overflow-hidden rounded-lg border border-gray-100 bg-white shadow-sm"
    >
      {/* The cover repeats 继续学习: one tab stop and one name per action, so it is hidden from both. */}
      <Link
        href={learnHref(course.courseId, course.lastLesson?.id)}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-video overflow-hidden bg-primary-soft"
      >
        {cover.src ? (
          // The home's own card rendition: the same URL, so the browser has it already when the course is listed.
          // eslint-disable-next-line @next/next/no-img-element
          <img {...cover} alt="" width={480} height={270} decoding="async" className="size-full object-cover" />
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 text-[15px] leading-snug font-medium text-gray-900">
          <Link href={`/course/${course.courseId}`} className="hover:text-primary">
            {course.title}
          </Link>
        </h3>
        <p className="truncate text-xs text-gray-500">
          {course.lastLesson ? `上次学到：${course.lastLesson.title}` : `共${course.lessonCount}课时`}
        </p>
        <Progress percent={course.percent} className="mt-auto pt-1" />
        <ContinueLink
          course={course}
          className="mt-1 self-start rounded-full bg-primary px-4 py-1 text-xs text-primary-contrast hover:bg-primary-hover"
        />
      </div>
    </li>
  )
}

/** Phone sizes are spacing tokens, never rem: the phone's rem is a tenth of the screen (app/globals.css). */
function MobileCard({ course, qiNiuUrl }: { course: MyCourse; qiNiuUrl: string }) {
  const cover = mobileRowCover(qiNiuUrl, course.coverUrl)
  return (
    <li data-testid="continue-course" className="flex w-68 shrink-0 gap-2.5 rounded-lg bg-white p-2.5 shadow-sm">
      <Link
        href={learnHref(course.courseId, course.lastLesson?.id)}
        tabIndex={-1}
        aria-hidden="true"
        className="aspect-[2/1.2] w-26 shrink-0 self-start overflow-hidden rounded-md bg-primary-soft"
      >
        {cover.src ? (
          // The home's course-row rendition: the same URL as the rows below, so it is fetched once.
          // eslint-disable-next-line @next/next/no-img-element
          <img {...cover} alt="" width={360} height={216} decoding="async" className="size-full object-cover" />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="line-clamp-2 text-sm leading-snug text-gray-900">
          <Link href={`/course/${course.courseId}`}>{course.title}</Link>
        </h3>
        <Progress percent={course.percent} className="mt-auto pt-1" />
        <ContinueLink course={course} className="mt-1 self-end text-xs font-medium text-primary" />
      </div>
    </li>
  )
}

export default function ContinueStrip({ variant, qiNiuUrl }: { variant: 'desktop' | 'mobile'; qiNiuUrl: string }) {
  const [courses, setCourses] = useState<MyCourse[]>([])

  useEffect(() => {
    let live = true
    api.get.FrontCourse.GetMyCourses({ state: 'learning', page: 1, pageSize: SHOWN[variant] }, { inline: true })
      .then((list) => live && setCourses(list.items))
      .catch(() => {}) // the strip is a shortcut: without it the home is whole, and 我的课程 says what went wrong
    return () => {
      live = false
    }
  }, [variant])

  if (courses.length === 0) return null
  const desktop = variant === 'desktop'
  const allCourses = (
    <Link
      href={MY_COURSES[variant]}
      className={`shrink-0 text-primary ${desktop ? 'text-sm hover:underline' : 'text-xs'}`}
    >
      全部课程<span className="sr-only">（我的课程）</span> ›
    </Link>
  )

  if (desktop)
    return (
      <section aria-labelledby="continue-learning" data-testid="home-continue">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 id="continue-learning" className="text-xl font-semibold text-gray-900">
            继续学习
          </h2>
          {allCourses}
        </div>
        <ul className="grid grid-cols-4 gap-4">
          {courses.map((c) => (
            <DesktopCard key={c.courseId} course={c} qiNiuUrl={qiNiuUrl} />
          ))}
        </ul>
      </section>
    )

  return (
    <section aria-labelledby="continue-learning" data-testid="home-continue" className="px-3 pt-5">
      <div className="mb-3 flex items-center justify-between">
        <h2
          id="continue-learning"
          className="border-l-4 border-primary pl-2 text-lg leading-none font-semibold text-gray-900"
        >
          继续学习
        </h2>
        {allCourses}
      </div>
      {/* Sideways inside its own box (to the screen's edges), never the page: 360 px shows one card and the next's edge. */}
      <ul className="-mx-3 flex gap-2.5 overflow-x-auto px-3 pb-1 [scrollbar-width:none]">
        {courses.map((c) => (
          <MobileCard key={c.courseId} course={c} qiNiuUrl={qiNiuUrl} />
        ))}
      </ul>
    </section>
  )
}
