// /admin/courses: 课程管理, read by every role, edited by 管理员 and 运营.
import type { Metadata } from 'next'
import { CoursesView } from '@/components/admin/courses-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '课程管理' }

export default function ConsoleCoursesPage() {
  return (
    <ScreenGate screen="courses">
      <CoursesView />
    </ScreenGate>
  )
}
