// /admin/consultation-services: 平台服务 (/join, issue 32), read by every role, changed by 管理员 and 运营.
import type { Metadata } from 'next'
import { ServicesView } from '@/components/admin/desk/services-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '平台服务' }

export default function ConsoleConsultationServicesPage() {
  return (
    <ScreenGate screen="platformServices">
      <ServicesView />
    </ScreenGate>
  )
}
