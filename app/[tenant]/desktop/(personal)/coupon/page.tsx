// Desktop /coupon (我的优惠券, personal centre → 我的优惠券): redeem a code and the learner's coupons by state.
import Link from 'next/link'
import { CouponCenter } from '@/components/coupon/coupon-center'
import { CouponGate } from '@/components/coupon/coupon-gate'
import { couponPage } from '@/lib/pages/coupon'

export const generateMetadata = couponPage.metadata

export default couponPage.view(({ title }) => (
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
      <CouponGate variant="desktop">
        <CouponCenter variant="desktop" />
      </CouponGate>
    </div>
  </div>
))
