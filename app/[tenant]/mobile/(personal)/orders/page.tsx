// Mobile /orders (我的 → 我的订单, behind the login gate): the learner's orders by state.
import { OrdersView } from '@/components/order/orders-view'
import { OrderGate } from '@/components/order/order-gate'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { ordersPage } from '@/lib/pages/order-pages'

export const generateMetadata = ordersPage.metadata

export default ordersPage.view(({ title, unit }) => (
  <TopBarPage title={title}>
    <OrderGate variant="mobile" then={'/orders'}>
      <OrdersView variant="mobile" unit={unit} />
    </OrderGate>
  </TopBarPage>
))
