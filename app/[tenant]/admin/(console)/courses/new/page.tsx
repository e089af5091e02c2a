// /admin/courses/new: 新建课程 — 基本信息 first; the outline and preview tabs open once the draft exists.
import type { Metadata } from 'next'
import { CourseEditorView } from '@/components/admin/course-editor-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '新建课程' }

export default function ConsoleNewCoursePage() {
  return (
    <ScreenGate screen="courses">
      <CourseEditorView courseId={null} />
    </ScreenGate>
  )
}
