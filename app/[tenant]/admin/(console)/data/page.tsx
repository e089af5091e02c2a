// /admin/data: 学习数据 — the tenant's learning by day, top courses and exports (管理员, 运营, 只读).
import type { Metadata } from 'next'
import { LearningDataView } from '@/components/admin/learning-data/data-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '学习数据' }

export default function ConsoleLearningDataPage() {
  return (
    <ScreenGate screen="data">
      <LearningDataView />
    </ScreenGate>
  )
}
