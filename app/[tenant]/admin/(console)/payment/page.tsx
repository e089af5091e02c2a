// /admin/payment: 支付设置 (issue 33) — 管理员 only.
import type { Metadata } from 'next'
import { PaymentSettingsView } from '@/components/admin/payment/payment-settings-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '支付设置' }

export default function ConsolePaymentPage() {
  return (
    <ScreenGate screen="payment">
      <PaymentSettingsView />
    </ScreenGate>
  )
}
