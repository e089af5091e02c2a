// Mobile /checkout?courseId= (立即购买, behind the login gate): the coupon, the amount, the consent, 提交订单.
import { CheckoutView } from '@/components/order/checkout-view'
import { OrderGate } from '@/components/order/order-gate'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { checkoutPage } from '@/lib/pages/order-pages'

export const generateMetadata = checkoutPage.metadata

export default checkoutPage.view(({ title, courseId, unit }) => (
  <TopBarPage title={title}>
    <OrderGate variant="mobile" then={`/checkout?courseId=${courseId ?? ''}`}>
      <CheckoutView variant="mobile" courseId={courseId} unit={unit} />
    </OrderGate>
  </TopBarPage>
))
