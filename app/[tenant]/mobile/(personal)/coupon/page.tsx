// Mobile /coupon (我的 → 我的优惠券, behind the login gate): redeem a code and the learner's coupons by state.
import { TopBar } from '@/components/auth/top-bar'
import { CouponCenter } from '@/components/coupon/coupon-center'
import { CouponGate } from '@/components/coupon/coupon-gate'
import { couponPage } from '@/lib/pages/coupon'

export const generateMetadata = couponPage.metadata

export default couponPage.view(function MobileCoupon({ title }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <CouponGate variant="mobile">
        <CouponCenter variant="mobile" />
      </CouponGate>
    </div>
  )
})
