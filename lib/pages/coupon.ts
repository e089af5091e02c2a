// /coupon (我的优惠券) on both devices: the tenant (404), the title, private metadata, and the 可使用 tab's first page,
// prefetched for a signed-in learner.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { couponsInput } from '@/lib/query/page-inputs'
import { privatePageMetadata, siteOr404, type TenantProps } from './tenant-page'
import { pageModel } from './page-model'
import { prefetch, prefetchedPage, type PagePrefetch } from './prefetch'

export type CouponProps = TenantProps

const COUPON_TITLE = '我的优惠券'

async function loadCoupon({
  params,
}: CouponProps): Promise<{ site: TenantSite; title: string; prefetch: PagePrefetch[] }> {
  return {
    site: await siteOr404((await params).tenant),
    title: COUPON_TITLE,
    prefetch: [prefetch('Coupon', 'GetMyCoupons', couponsInput())],
  }
}

async function couponMetadata(props: CouponProps): Promise<Metadata> {
  await loadCoupon(props)
  return privatePageMetadata(COUPON_TITLE)
}

export const couponPage = prefetchedPage(pageModel(loadCoupon, couponMetadata))
