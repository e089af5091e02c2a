// Desktop /pay?orderNo= (the channels' return address too): the order, the countdown, 微信支付's QR code or 支付宝's cashier.
import Link from 'next/link'
import { PayView } from '@/components/order/pay-view'
import { OrderGate } from '@/components/order/order-gate'
import { payPage } from '@/lib/pages/order-pages'

export const generateMetadata = payPage.metadata

export default payPage.view(({ title, orderNo, unit }) => (
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
      <OrderGate variant="desktop" then={`/pay?orderNo=${orderNo ?? ''}`}>
        <PayView variant="desktop" orderNo={orderNo} unit={unit} />
      </OrderGate>
    </div>
  </div>
))
