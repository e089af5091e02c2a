// /admin/learners: 学员管理, read by 管理员, 客服 and 只读 (phones masked below 管理员).
import type { Metadata } from 'next'
import { LearnersView } from '@/components/admin/learners-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '学员管理' }

export default function ConsoleLearnersPage() {
  return (
    <ScreenGate screen="learners">
      <LearnersView />
    </ScreenGate>
  )
}
