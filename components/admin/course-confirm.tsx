'use client'
// 发布 / 下架 / 删除 a course, asked first with what each does; used by 课程管理's rows and the editor's header.
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { ConfirmAction } from './admin-dialog'
import type { CourseRowAction } from './course-table'

const CONFIRM: Record<CourseRowAction, { title: string; confirmText: string; danger: boolean; note: string }> = {
  publish: {
    title: '发布课程',
    confirmText: '发布',
    danger: false,
    note: '发布后课程立即出现在首页（按首页位置设置）、课程列表、搜索、课程详情与站点地图中。须至少有一个已上传视频的课时。',
  },
  unpublish: {
    title: '下架课程',
    confirmText: '下架',
    danger: true,
    note: '下架后访客打开课程页将显示“页面不存在”，列表与搜索中不再出现；已加入学习的学员仍可在「我的课程」中继续学习。',
  },
  delete: {
    title: '删除课程',
    confirmText: '删除',
    danger: true,
    note: '课程及其全部章节、课时将被删除，且不能恢复。已有学员加入的课程不能删除，请改为下架。',
  },
}

const DONE: Record<CourseRowAction, string> = { publish: '已发布', unpublish: '已下架', delete: '已删除' }

export function CourseConfirm({
  course,
  kind,
  onClose,
  onDone,
}: {
  course: { id: number; title: string }
  kind: CourseRowAction
  onClose: () => void
  onDone: () => void
}) {
  const c = CONFIRM[kind]
  async function run() {
    if (kind === 'publish') await api.post.AdminCourse.Publish({ id: course.id }, { inline: true })
    else if (kind === 'unpublish') await api.post.AdminCourse.Unpublish({ id: course.id }, { inline: true })
    else await api.post.AdminCourse.Delete({ id: course.id }, { inline: true })
    toast.success(`${DONE[kind]}「${course.title}」`)
    onDone()
  }
  return (
    <ConfirmAction
      open
      title={c.title}
      confirmText={c.confirmText}
      danger={c.danger}
      message={
        <>
          <p className="font-medium text-gray-900">
            确定{c.confirmText}课程「{course.title}」吗？
          </p>
          <p>{c.note}</p>
        </>
      }
      onConfirm={run}
      onClose={onClose}
      testId="course-confirm"
    />
  )
}
