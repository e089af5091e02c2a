// /admin/companies: 企业管理, read by every role; 管理员 disables or enables a company account.
import type { Metadata } from 'next'
import { CompaniesView } from '@/components/admin/companies-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '企业管理' }

export default function ConsoleCompaniesPage() {
  return (
    <ScreenGate screen="companies">
      <CompaniesView />
    </ScreenGate>
  )
}
