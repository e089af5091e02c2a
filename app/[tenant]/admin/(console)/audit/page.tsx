// /admin/audit: 操作日志, for 管理员 and 只读.
import type { Metadata } from 'next'
import { AuditView } from '@/components/admin/audit-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '操作日志' }

export default function ConsoleAuditPage() {
  return (
    <ScreenGate screen="audit">
      <AuditView />
    </ScreenGate>
  )
}
