// /admin/orders: 订单管理 (issue 33), read by every role; 管理员 refunds.
import type { Metadata } from 'next'
import { OrdersView } from '@/components/admin/orders/orders-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '订单管理' }

export default function ConsoleOrdersPage() {
  return (
    <ScreenGate screen="orders">
      <OrdersView />
    </ScreenGate>
  )
}
