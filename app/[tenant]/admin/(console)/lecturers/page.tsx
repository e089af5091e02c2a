// /admin/lecturers: 讲师, read by every role, changed by 管理员 and 运营.
import type { Metadata } from 'next'
import { LecturerView } from '@/components/admin/lecturer-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '讲师管理' }

export default function ConsoleLecturersPage() {
  return (
    <ScreenGate screen="lecturers">
      <LecturerView />
    </ScreenGate>
  )
}
