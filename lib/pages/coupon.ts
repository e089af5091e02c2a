// /coupon (我的优惠券) on both devices: the server decides only the tenant (404), the title and that the page stays out
// of search; the learner's coupons load on the client, so the page itself is cached like /course/my.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantProps } from './tenant-page'
import { pageModel } from './page-model'

export type CouponProps = TenantProps

export const COUPON_TITLE = '我的优惠券'

export async function loadCoupon({ params }: CouponProps): Promise<{ site: TenantSite; title: string }> {
  return { site: await siteOr404((await params).tenant), title: COUPON_TITLE }
}

export async function couponMetadata(props: CouponProps): Promise<Metadata> {
  await loadCoupon(props)
  return privatePageMetadata(COUPON_TITLE)
}

export const couponPage = pageModel(loadCoupon, couponMetadata)
