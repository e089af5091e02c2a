// Desktop /checkout?courseId= (立即购买): the coupon, the amount, the consent, 提交订单.
import Link from 'next/link'
import { CheckoutView } from '@/components/order/checkout-view'
import { OrderGate } from '@/components/order/order-gate'
import { checkoutPage } from '@/lib/pages/order-pages'

export const generateMetadata = checkoutPage.metadata

export default checkoutPage.view(({ title, courseId, unit }) => (
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
      <OrderGate variant="desktop" then={`/checkout?courseId=${courseId ?? ''}`}>
        <CheckoutView variant="desktop" courseId={courseId} unit={unit} />
      </OrderGate>
    </div>
  </div>
))
