// /admin/coupons/{id}: one campaign — its counts and redemptions; 生成兑换码 and 停止活动 for 管理员 and 运营.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CampaignView } from '@/components/admin/coupons/campaign-view'
import { ScreenGate } from '@/components/admin/screen-gate'
import { routeId } from '@/lib/catalogue/route-params'

export const metadata: Metadata = { title: '优惠券活动' }

export default async function ConsoleCouponPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id) ?? notFound()
  return (
    <ScreenGate screen="coupons">
      <CampaignView campaignId={id} />
    </ScreenGate>
  )
}
