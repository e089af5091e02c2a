'use client'
// 我的课程 for both devices: tabs 学习中 / 已完成, progress, last lesson and time, 继续学习; a course the learner's company
// assigned carries 必修/选修, its due date and 还剩N天 (已逾期N天 in red, 已完成 once finished), and 学习中 lists the
// assigned courses not joined yet first. The list is the account's (React Query; the page's server render prefetches the
// first tab's first page, lib/pages/my-courses.ts).
import { useQuery } from '@tanstack/react-query'
import { formatDistanceToNow } from 'date-fns'
import { zhCN } from 'date-fns/locale/zh-CN'
import Link from 'next/link'
import { lazy, Suspense, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { openLogin } from '@/lib/client/login-dialog'
import { useSession } from '@/lib/client/session'
import { dueText } from '@/lib/contract/assignment-rules'
import type { MyCourseState } from '@/lib/contract/learning-rules'
import { ASSIGNMENT_KIND_TEXT } from '@/lib/contract/schemas/company-learning'
import type { MyCourse } from '@/lib/contract/schemas/learning'
import { formatTotalDuration } from '@/lib/catalogue/format'
import { apiQuery } from '@/lib/query/api-queries'
import { myCoursesInput } from '@/lib/query/page-inputs'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { learnHref } from './course-learn-button'

const COVER_VIEW = 'imageView2/1/w/320/h/180/q/80'
// 学时证明 (issue 31), off the first load: the action only on a completed course, 我的学时证明 (its list and 按时间段开具)
// once the page runs.
const CertificateAction = lazy(() =>
  import('@/components/certificate/certificate-action').then((m) => ({ default: m.CertificateAction })),
)
const MyCertificates = lazy(() =>
  import('@/components/certificate/my-certificates').then((m) => ({ default: m.MyCertificates })),
)
const TABS: { state: MyCourseState; label: string }[] = [
  { state: 'learning', label: '学习中' },
  { state: 'completed', label: '已完成' },
]

const when = (iso: string | null) =>
  iso ? formatDistanceToNow(new Date(iso), { addSuffix: true, locale: zhCN }) : null

/** 必修/选修, the due date and what is left of it (red once overdue and unfinished). */
function AssignmentLine({ course }: { course: MyCourse }) {
  const a = course.assignment
  if (!a) return null
  const due = dueText(a.daysLeft, course.completedAt !== null)
  const required = a.kind === 'required'
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs" data-testid="my-course-assignment">
      <span className={`rounded px-1.5 py-0.5 ${required ? 'bg-red-50 text-red-700' : 'bg-sky-50 text-sky-700'}`}>
        {ASSIGNMENT_KIND_TEXT[a.kind]}
      </span>
      <span className="text-gray-600">截止 {a.dueOn}</span>
      <span
        data-testid="my-course-due"
        className={due.overdue ? 'font-medium text-red-600' : course.completedAt ? 'text-green-700' : 'text-gray-700'}
      >
        {due.text}
      </span>
    </p>
  )
}

function CourseRow({ course, qiNiuUrl, compact }: { course: MyCourse; qiNiuUrl: string; compact: boolean }) {
  const cover = storageImageUrl(qiNiuUrl, course.coverUrl, COVER_VIEW)
  const lastAt = course.completedAt ?? course.lastLearnedAt
  const last = when(lastAt)
  return (
    <li data-testid="my-course" className="flex gap-4 bg-white p-4">
      {/* The cover repeats the title's link: one tab stop and one name per course, so it is hidden from both. */}
      <Link
        href={`/course/${course.courseId}`}
        tabIndex={-1}
        aria-hidden="true"
        className={`shrink-0 overflow-hidden rounded-md bg-primary-soft ${compact ? 'h-[68px] w-[120px]' : 'h-[113px] w-[200px]'}`}
      >
        {cover ? (
          // eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own imageView2 size suffix
          <img src={cover} alt="" className="size-full object-cover" loading="lazy" />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          href={`/course/${course.courseId}`}
          className={`line-clamp-2 font-medium text-gray-900 hover:text-primary ${compact ? 'text-sm' : 'text-base'}`}
        >
          {course.title}
        </Link>
        <p className="mt-1 text-xs text-gray-500">
          {course.lessonCount}课时 · {formatTotalDuration(course.totalDurationSeconds)}
          {last ? ` · ${course.completedAt ? '完成于' : '最近学习'}` : ''}
          {/* "N 分钟前" is counted from the server's moment, then the browser's a moment later: they may differ. */}
          {lastAt ? (
            <time dateTime={lastAt} suppressHydrationWarning>
              {last}
            </time>
          ) : null}
        </p>
        <AssignmentLine course={course} />
        {course.lastLesson && !compact ? (
          <p className="mt-1 truncate text-xs text-gray-500">上次学到：{course.lastLesson.title}</p>
        ) : null}
        {/* Wraps on a narrow phone: a finished course adds 学时证明 (and then its PDF and page) after 再次学习. */}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-2">
          <div
            className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-full bg-gray-100"
            role="progressbar"
            aria-valuenow={course.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label="学习进度"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${course.percent}%` }} />
          </div>
          <span data-testid="my-course-percent" className="w-20 shrink-0 text-xs text-gray-600">
            已学{course.percent}%
          </span>
          <Link
            href={learnHref(course.courseId, course.lastLesson?.id)}
            className="shrink-0 rounded-full bg-primary px-4 py-1 text-xs text-primary-contrast hover:bg-primary-hover"
          >
            {course.completedAt ? '再次学习' : course.enrolled ? '继续学习' : '开始学习'}
            {/* Every row has this button: its name says which course it continues. */}
            <span className="sr-only">：{course.title}</span>
          </Link>
          {course.completedAt ? (
            <Suspense fallback={null}>
              <CertificateAction courseId={course.courseId} title={course.title} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </li>
  )
}

export function MyCoursesView({ variant, qiNiuUrl }: { variant: 'desktop' | 'mobile'; qiNiuUrl: string }) {
  const { session, ready } = useSession()
  const [tab, setTab] = useState<MyCourseState>('learning')
  const [page, setPage] = useState(1)
  const personal = !!session?.personal
  // No placeholder: a new tab or page shows 拼命加载中.. until its own answer arrives.
  const list = useQuery({
    ...apiQuery.FrontCourse.GetMyCourses(myCoursesInput(tab, page), { inline: true }),
    enabled: personal,
  })
  const data = list.data
  const failed = list.isError && !data

  let body: React.ReactNode
  if (!ready) body = <Loading />
  else if (!session)
    body = (
      <EmptyState text="登录后查看我的课程">
        {variant === 'desktop' ? (
          <button
            type="button"
            onClick={() => openLogin({ then: '/course/my' })}
            className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast"
          >
            登录
          </button>
        ) : (
          <Link
            href="/loginEntrance?locations=%2Fminecourse"
            className="rounded-full bg-primary px-6 py-2 text-sm text-primary-contrast"
          >
            登录
          </Link>
        )}
      </EmptyState>
    )
  else if (!personal) body = <EmptyState text="企业账号不参加课程学习，请使用个人账号登录后查看" />
  else if (failed) body = <EmptyState text="加载失败，请稍后再试" />
  else if (!data) body = <Loading />
  else if (data.items.length === 0)
    body = (
      <EmptyState>
        <Link href="/courselist" className="text-sm text-primary hover:underline">
          去选课
        </Link>
      </EmptyState>
    )
  else
    body = (
      <>
        <ul className={variant === 'desktop' ? 'space-y-3' : 'divide-y divide-gray-100'}>
          {data.items.map((c) => (
            <CourseRow key={c.courseId} course={c} qiNiuUrl={qiNiuUrl} compact={variant === 'mobile'} />
          ))}
        </ul>
        {data.totalCount > data.pageSize ? (
          <div className="mt-6 flex justify-center">
            <Pagination page={page} total={data.totalCount} pageSize={data.pageSize} onChange={setPage} />
          </div>
        ) : null}
      </>
    )

  return (
    <div>
      <div
        role="tablist"
        aria-label="课程状态"
        className={`flex bg-white ${variant === 'desktop' ? 'mb-4 gap-8 rounded-t-lg border-b border-gray-200 px-6' : 'border-b border-gray-100'}`}
      >
        {TABS.map((t) => (
          <button
            key={t.state}
            type="button"
            role="tab"
            aria-selected={tab === t.state}
            onClick={() => {
              setTab(t.state)
              setPage(1)
            }}
            className={`-mb-px border-b-2 py-3 text-sm ${variant === 'mobile' ? 'flex-1' : ''} ${tab === t.state ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-600'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {body}
      {personal ? (
        <Suspense fallback={null}>
          <MyCertificates variant={variant} />
        </Suspense>
      ) : null}
    </div>
  )
}
