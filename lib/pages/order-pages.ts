// Buying a course (issue 33) on both devices: /checkout?courseId=, /pay?orderNo= and /orders (我的订单). Each is the
// tenant (404), a private title, and its first screen prefetched for a signed-in learner: the checkout, the order, the
// 全部 tab's first page.
import 'server-only'
import type { Metadata } from 'next'
import { orderNoFromQuery } from '@/lib/contract/order-rules'
import type { TenantSite } from '@/lib/contract/site'
import { myOrdersInput } from '@/lib/query/page-inputs'
import { pageModel } from './page-model'
import { prefetch, prefetchedPage, type PagePrefetch } from './prefetch'
import { idFromQuery, privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'

interface OrderPageModel {
  site: TenantSite
  title: string
  /** The tenant's paymentUnitName, for prices. */
  unit: string
  prefetch: PagePrefetch[]
}

function orderPage<Extra>(
  title: string,
  read: (query: Awaited<TenantQueryProps['searchParams']>) => Extra & { prefetch: PagePrefetch[] },
) {
  const load = async (props: TenantQueryProps): Promise<OrderPageModel & Extra> => {
    const [site, query] = await Promise.all([siteOr404((await props.params).tenant), props.searchParams])
    return { site, title, unit: site.settings.paymentUnitName, ...read(query) }
  }
  const metadata = async (props: TenantQueryProps): Promise<Metadata> => {
    await siteOr404((await props.params).tenant)
    return privatePageMetadata(title)
  }
  return prefetchedPage(pageModel(load, metadata))
}

export const checkoutPage = orderPage('确认订单', (query) => {
  const courseId = idFromQuery(query.courseId)
  return { courseId, prefetch: courseId === null ? [] : [prefetch('Order', 'GetCheckout', { courseId })] }
})

export const payPage = orderPage('支付订单', (query) => {
  const orderNo = orderNoFromQuery(query.orderNo)
  return { orderNo, prefetch: orderNo === null ? [] : [prefetch('Order', 'Get', { orderNo })] }
})

export const ordersPage = orderPage('我的订单', () => ({ prefetch: [prefetch('Order', 'GetMine', myOrdersInput())] }))
