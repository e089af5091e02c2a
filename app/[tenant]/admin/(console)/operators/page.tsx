// /admin/operators: 操作员管理, for 管理员 only.
import type { Metadata } from 'next'
import { OperatorsView } from '@/components/admin/operators-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '操作员管理' }

export default function ConsoleOperatorsPage() {
  return (
    <ScreenGate screen="operators">
      <OperatorsView />
    </ScreenGate>
  )
}
