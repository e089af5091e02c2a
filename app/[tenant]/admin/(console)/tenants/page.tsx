// /admin/tenants: 机构管理, on the platform's console only — its 管理员 and 只读 (a tenant's console says it has no such
// screen).
import type { Metadata } from 'next'
import { ScreenGate } from '@/components/admin/screen-gate'
import { TenantsView } from '@/components/admin/tenants-view'

export const metadata: Metadata = { title: '机构管理' }

export default function ConsoleTenantsPage() {
  return (
    <ScreenGate screen="tenants">
      <TenantsView />
    </ScreenGate>
  )
}
