'use client'
// 课程管理: the tenant's courses in every state, paged and filtered on the server by the URL's
// `?page=&keyword=&courseTypeId=&state=`, with 新建课程 and each row's 编辑 / 预览 / 发布 or 下架 / 删除 (asked first).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { useSettings } from '@/lib/client/tenant-context'
import { COURSE_STATES, type AdminCourseRow, type CourseState } from '@/lib/contract/schemas/admin-course'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { CourseConfirm } from './course-confirm'
import { COURSE_FILTERS, CourseFilters } from './course-filters'
import { CourseTable, type CourseRowAction } from './course-table'
import { ListFooter, ListState } from './list-parts'
import { PAGE_SIZE, useListParams } from './list-params'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON } from './styles'

const isState = (v: string): v is CourseState => v in COURSE_STATES
/** Editors: the roles the server lets write courses (AdminCourse's EDITORS). */
export const canEditCourses = (role: string) => role === 'admin' || role === 'operations'

export function CoursesView() {
  const self = useOperator()
  const canEdit = canEditCourses(self.role)
  const qiNiuUrl = useSettings()?.qiNiuUrl ?? ''
  const queryClient = useQueryClient()
  const list = useListParams(COURSE_FILTERS)
  const { keyword, courseTypeId, state } = list.values
  const typeId = Number(courseTypeId)
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    keyword: keyword || undefined,
    courseTypeId: Number.isInteger(typeId) && typeId > 0 ? typeId : undefined,
    state: isState(state) ? state : undefined,
  }
  // Asked again on every visit: 课程大纲 changes a row's lesson count without touching this query.
  const courses = useQuery({
    ...apiQuery.AdminCourse.GetList(input),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })
  const options = useQuery(apiQuery.AdminCourse.GetOptions({}))
  const [open, setOpen] = useState<{ row: AdminCourseRow; kind: CourseRowAction } | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminCourse', 'GetList') })

  const rows = courses.data?.items ?? []
  return (
    <>
      <PageHeader
        title="课程管理"
        description="草稿只在管理后台可见；发布后出现在网站上，下架后访客不可见，已加入的学员仍可继续学习"
        actions={
          canEdit ? (
            <Link href="/admin/courses/new" className={BUTTON.primary} data-testid="new-course">
              新建课程
            </Link>
          ) : null
        }
      />
      <CourseFilters list={list} categories={options.data?.categories ?? []} />
      {rows.length > 0 ? (
        <div aria-busy={courses.isFetching} className={courses.isPlaceholderData ? 'opacity-60' : undefined}>
          <CourseTable rows={rows} qiNiuUrl={qiNiuUrl} canEdit={canEdit} act={(row, kind) => setOpen({ row, kind })} />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={courses.isPending} error={courses.error} retry={() => void courses.refetch()} />
        </div>
      )}
      {courses.data ? (
        <ListFooter total={courses.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}
      {open ? (
        <CourseConfirm
          course={open.row}
          kind={open.kind}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            void refresh()
          }}
        />
      ) : null}
    </>
  )
}
