// /admin/coupons: 优惠券活动 (issue 32), read by every role; 管理员 and 运营 create campaigns.
import type { Metadata } from 'next'
import { CampaignsView } from '@/components/admin/coupons/campaigns-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '优惠券活动' }

export default function ConsoleCouponsPage() {
  return (
    <ScreenGate screen="coupons">
      <CampaignsView />
    </ScreenGate>
  )
}
