// Where 立即购买 and an order lead: kept apart from order-rules.ts so the course and learning pages, which only link to
// the checkout, do not carry the order pages' words and terms in their first-load JS (phone budget: 150 KiB).

/** 立即购买's destination: the checkout, which goes on with an open order if there is one. */
export const checkoutHref = (courseId: number) => `/checkout?courseId=${courseId}`

/** The pay page of an order (also the channels' returnUrl). */
export const payHref = (orderNo: string) => `/pay?orderNo=${orderNo}`

/** 我的订单 shows this many orders a page (the page and its prefetch agree). */
export const ORDERS_PAGE_SIZE = 10
