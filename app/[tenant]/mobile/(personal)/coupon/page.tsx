// Mobile /coupon (我的 → 我的优惠券, behind the login gate): redeem a code and the learner's coupons by state.
import { TopBar } from '@/components/auth/top-bar'
import { CouponCenter } from '@/components/coupon/coupon-center'
import { CouponGate } from '@/components/coupon/coupon-gate'
import { QueryProvider } from '@/lib/client/query'
import { couponMetadata, loadCoupon, type CouponProps as Props } from '@/lib/pages/coupon'

export async function generateMetadata(props: Props) {
  return couponMetadata(props)
}

export default async function MobileCoupon(props: Props) {
  const { title } = await loadCoupon(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <CouponGate variant="mobile">
          <CouponCenter variant="mobile" />
        </CouponGate>
      </div>
    </QueryProvider>
  )
}
