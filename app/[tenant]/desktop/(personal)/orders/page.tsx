// Desktop /orders (personal centre → 我的订单): the learner's orders by state.
import Link from 'next/link'
import { OrdersView } from '@/components/order/orders-view'
import { OrderGate } from '@/components/order/order-gate'
import { ordersPage } from '@/lib/pages/order-pages'

export const generateMetadata = ordersPage.metadata

export default ordersPage.view(({ title, unit }) => (
  <div className="min-h-[60vh] bg-gray-50">
    <div className="mx-auto max-w-content px-4 py-6">
      <nav aria-label="面包屑" className="mb-3 text-sm text-gray-600">
        <Link href="/account" className="hover:text-primary">
          个人中心
        </Link>
        <span aria-hidden="true" className="mx-2">
          /
        </span>
        <span aria-current="page">{title}</span>
      </nav>
      <h1 className="mb-4 text-xl font-semibold text-gray-900">{title}</h1>
      <OrderGate variant="desktop" then={'/orders'}>
        <OrdersView variant="desktop" unit={unit} />
      </OrderGate>
    </div>
  </div>
))
