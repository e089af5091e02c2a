// /admin/certificates: 学时证明, read by every role, revoked by 管理员 and 运营.
import type { Metadata } from 'next'
import { CertificateView } from '@/components/admin/certificate-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '学时证明' }

export default function ConsoleCertificatesPage() {
  return (
    <ScreenGate screen="certificates">
      <CertificateView />
    </ScreenGate>
  )
}
