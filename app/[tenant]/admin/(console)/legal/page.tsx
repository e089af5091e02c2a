// /admin/legal: 协议与隐私, read by every role, new versions published by 管理员 and 运营.
import type { Metadata } from 'next'
import { LegalView } from '@/components/admin/legal-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '协议与隐私' }

export default function ConsoleLegalPage() {
  return (
    <ScreenGate screen="legal">
      <LegalView />
    </ScreenGate>
  )
}
