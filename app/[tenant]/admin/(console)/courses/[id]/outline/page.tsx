// /admin/courses/{id}/outline: 课程大纲 — a course's chapters and lessons, ordered by drag, with the lessons' videos.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CourseOutlineView } from '@/components/admin/course-outline-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '课程大纲' }

export default async function CourseOutlinePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2147483647) notFound()
  return (
    <ScreenGate screen="courses">
      <CourseOutlineView courseId={Number(id)} />
    </ScreenGate>
  )
}
