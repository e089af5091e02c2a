// /admin/diagnosis: 诊断测评, read by every role, changed by 管理员 and 运营 (issue 32).
import type { Metadata } from 'next'
import { DiagnosisView } from '@/components/admin/diagnosis/diagnosis-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '诊断测评' }

export default function ConsoleDiagnosisPage() {
  return (
    <ScreenGate screen="diagnosis">
      <DiagnosisView />
    </ScreenGate>
  )
}
