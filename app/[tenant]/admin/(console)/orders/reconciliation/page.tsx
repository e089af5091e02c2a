// /admin/orders/reconciliation: 对账 (issue 33) — 管理员, 运营 and 只读.
import type { Metadata } from 'next'
import { ReconciliationView } from '@/components/admin/orders/reconciliation-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '对账' }

export default function ConsoleReconciliationPage() {
  return (
    <ScreenGate screen="reconciliation">
      <ReconciliationView />
    </ScreenGate>
  )
}
