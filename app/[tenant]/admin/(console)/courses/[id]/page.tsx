// /admin/courses/{id}: a course's 基本信息 tab (课程大纲 is ./outline, 预览 ./preview).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CourseEditorView } from '@/components/admin/course-editor-view'
import { ScreenGate } from '@/components/admin/screen-gate'
import { routeId } from '@/lib/catalogue/route-params'

export const metadata: Metadata = { title: '编辑课程' }

export default async function ConsoleCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id) ?? notFound()
  return (
    <ScreenGate screen="courses">
      <CourseEditorView courseId={id} />
    </ScreenGate>
  )
}
