// /admin/announcements: 系统通知 (issue 32), read by every role; 管理员 and 运营 send.
import type { Metadata } from 'next'
import { AnnouncementsView } from '@/components/admin/announcements/announcements-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '系统通知' }

export default function ConsoleAnnouncementsPage() {
  return (
    <ScreenGate screen="announcements">
      <AnnouncementsView />
    </ScreenGate>
  )
}
