// Mobile /pay?orderNo= (the channels' return address too): the order, the countdown, WeChat JSAPI or a cashier.
import { PayView } from '@/components/order/pay-view'
import { OrderGate } from '@/components/order/order-gate'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { payPage } from '@/lib/pages/order-pages'

export const generateMetadata = payPage.metadata

export default payPage.view(({ title, orderNo, unit }) => (
  <TopBarPage title={title}>
    <OrderGate variant="mobile" then={`/pay?orderNo=${orderNo ?? ''}`}>
      <PayView variant="mobile" orderNo={orderNo} unit={unit} />
    </OrderGate>
  </TopBarPage>
))
