// Mobile /coupon (我的 → 我的优惠券, behind the login gate): redeem a code and the learner's coupons by state.
import { CouponCenter } from '@/components/coupon/coupon-center'
import { CouponGate } from '@/components/coupon/coupon-gate'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { couponPage } from '@/lib/pages/coupon'

export const generateMetadata = couponPage.metadata

export default couponPage.view(({ title }) => (
  <TopBarPage title={title}>
    <CouponGate variant="mobile">
      <CouponCenter variant="mobile" />
    </CouponGate>
  </TopBarPage>
))
