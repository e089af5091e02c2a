// /admin/data/courses/{id}: one course's funnel and drop-off by lesson (the roles of 学习数据).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CourseDataView } from '@/components/admin/learning-data/course-data-view'
import { ScreenGate } from '@/components/admin/screen-gate'
import { routeId } from '@/lib/catalogue/route-params'

export const metadata: Metadata = { title: '课程学习数据' }

export default async function ConsoleCourseDataPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id) ?? notFound()
  return (
    <ScreenGate screen="data">
      <CourseDataView courseId={id} />
    </ScreenGate>
  )
}
