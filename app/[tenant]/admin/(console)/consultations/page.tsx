// /admin/consultations: 咨询工作台 (issue 32) — read by 管理员, 客服 and 只读; answered by 管理员 and 客服.
import type { Metadata } from 'next'
import { DeskView } from '@/components/admin/desk/desk-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '咨询工作台' }

export default function ConsoleConsultationsPage() {
  return (
    <ScreenGate screen="consultations">
      <DeskView />
    </ScreenGate>
  )
}
