// /admin/topics: 专题, read by every role, changed by 管理员 and 运营.
import type { Metadata } from 'next'
import { ScreenGate } from '@/components/admin/screen-gate'
import { TopicView } from '@/components/admin/topic-view'

export const metadata: Metadata = { title: '专题管理' }

export default function ConsoleTopicsPage() {
  return (
    <ScreenGate screen="topics">
      <TopicView />
    </ScreenGate>
  )
}
