'use client'
// /admin/courses/new and /admin/courses/{id}: the tab bar, the course's state with 发布 / 下架 / 删除 (asked first),
// and 基本信息. A new course becomes a draft on 创建草稿 and the page moves to its own address.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Loading } from '@/components/ui/loading'
import { toast } from '@/lib/client/toast-bus'
import { useSettings } from '@/lib/client/tenant-context'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { formatDateTime } from '@/lib/contract/dates'
import { COURSE_STATES, PUBLISH_NEEDS_VIDEO, type AdminCourseDetail } from '@/lib/contract/schemas/admin-course'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { CourseConfirm } from './course-confirm'
import { CourseForm, EMPTY_COURSE } from './course-form'
import { CourseTabs } from './course-tabs'
import type { CourseRowAction } from './course-table'
import { canEditCourses } from './courses-view'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON } from './styles'

function StateLine({ course }: { course: AdminCourseDetail }) {
  return (
    <p className="mb-4 text-sm text-gray-600" data-testid="course-state">
      状态：<span className="font-medium text-gray-900">{COURSE_STATES[course.state]}</span>
      {course.publishedAt ? ` · 发布于 ${formatDateTime(course.publishedAt)}` : ''} · 更新于{' '}
      {formatDateTime(course.updatedAt)} · {course.lessonCount} 个课时（{course.videoLessonCount} 个已有视频）·{' '}
      {course.learnerCount} 名学员
      {course.state !== 'published' && course.videoLessonCount === 0 ? (
        <span className="mt-1 block text-amber-700">{PUBLISH_NEEDS_VIDEO}</span>
      ) : null}
    </p>
  )
}

export function CourseEditorView({ courseId }: { courseId: number | null }) {
  const self = useOperator()
  const canEdit = canEditCourses(self.role)
  const router = useRouter()
  const queryClient = useQueryClient()
  const qiNiuUrl = useSettings()?.qiNiuUrl ?? ''
  const options = useQuery(apiQuery.AdminCourse.GetOptions({}))
  // Asked again on every visit: 课程大纲 changes the lesson counts and the publish hint without touching this query.
  const course = useQuery({
    ...apiQuery.AdminCourse.Get({ id: courseId ?? 0 }),
    enabled: courseId !== null,
    refetchOnMount: 'always',
  })
  const [asking, setAsking] = useState<CourseRowAction | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminCourse') })

  const title = courseId === null ? '新建课程' : (course.data?.title ?? '编辑课程')
  const header = (
    <PageHeader
      title={title}
      description="基本信息保存后，在「课程大纲」中添加章节与课时视频，再发布"
      actions={
        <Link href="/admin/courses" className={BUTTON.secondary}>
          返回课程列表
        </Link>
      }
    />
  )
  if (options.isPending || (courseId !== null && course.isPending))
    return (
      <>
        {header}
        <Loading text="加载中…" />
      </>
    )
  const failure = options.error ?? course.error
  if (failure || !options.data)
    return (
      <>
        {header}
        <p role="alert" className="text-sm text-gray-600">
          {isApiClientError(failure) ? failure.message : '加载失败，请稍后再试'}
        </p>
      </>
    )
  const data = course.data
  return (
    <>
      {header}
      <CourseTabs courseId={courseId} active="basic" />
      {data ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <StateLine course={data} />
          {canEdit ? (
            <div className="flex gap-2">
              {data.state === 'published' ? (
                <button type="button" className={BUTTON.secondary} onClick={() => setAsking('unpublish')}>
                  下架
                </button>
              ) : (
                <button
                  type="button"
                  className={BUTTON.primary}
                  onClick={() => setAsking('publish')}
                  data-testid="publish-course"
                >
                  发布
                </button>
              )}
              <button type="button" className={BUTTON.danger} onClick={() => setAsking('delete')}>
                删除
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <CourseForm
        key={data?.updatedAt ?? 'new'}
        courseId={courseId}
        initial={data ?? EMPTY_COURSE}
        options={options.data}
        qiNiuUrl={qiNiuUrl}
        readOnly={!canEdit}
        onSaved={(saved) => {
          toast.success(courseId === null ? '草稿已创建，请在「课程大纲」中添加课时' : '已保存')
          queryClient.setQueryData(apiQuery.AdminCourse.Get({ id: saved.id }).queryKey, saved)
          void refresh()
          if (courseId === null) router.push(`/admin/courses/${saved.id}`)
        }}
      />
      {asking && data ? (
        <CourseConfirm
          course={data}
          kind={asking}
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null)
            if (asking === 'delete') router.push('/admin/courses')
            else void refresh()
          }}
        />
      ) : null}
    </>
  )
}
