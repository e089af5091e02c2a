// Paying an order through the channels' real formats (issue 33), on a loopback server that serves the notify route and
// the development fake gateway as `next start` does: Order/Pay per device, the fake cashier's 确认支付, and notices
// posted to /api/payments/notify/{channel} — forged, replayed, with a wrong amount, or twice at once.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { handlePaymentNotice } from '@/lib/api/payment-notify'
import { orders, paymentNotices } from '@/lib/db/schema'
import { fakePayResponse } from '@/lib/payments/fake-cashier'
import { fakeNotice } from '@/lib/payments/fake-gateway'
import { FAKE_MERCHANT_PRIVATE_KEY } from '@/lib/payments/fake-keys'
import { call, post } from '@/tests/api-client'
import { course, db, giveDiscount, ids, learner, withCouponDatabase } from '@/tests/coupon-harness'
import { consoleCookie } from '@/tests/console-session'

withCouponDatabase('order-notify')

const O = '/api/services/app/Order'
const UA = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36',
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50',
}
let server: Server
let host = ''
const saved = { PORT: process.env.PORT, SITE_URL_TEMPLATE: process.env.SITE_URL_TEMPLATE }

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    })
    const path = new URL(request.url).pathname
    const notify = /^\/api\/payments\/notify\/(\w+)$/.exec(path)
    const answer =
      (notify
        ? await handlePaymentNotice(request, notify[1])
        : await fakePayResponse(request, path.replace('/api/dev/pay/', '').split('/'))) ??
      new Response('Not Found', { status: 404 })
    res.writeHead(answer.status, Object.fromEntries(answer.headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  process.env.PORT = String(port)
  process.env.SITE_URL_TEMPLATE = `http://{tenant}.localhost:${port}`
  host = `demo.localhost:${port}`
})
afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  await new Promise((resolve) => server.close(resolve))
})

const place = async (bearer: string, courseId: number) =>
  (await post(`${O}/Create`, { courseId, agree: true }, { bearer })).body.result
const pay = (bearer: string, orderNo: string, method: string, ua: string) =>
  post(`${O}/Pay`, { orderNo, method }, { bearer, headers: { 'user-agent': ua } })
/** Posts a notice to the route as the channel would (on the tenant's host). */
const notify = (channel: 'wechat' | 'alipay', notice: { headers: Headers; body: string }) =>
  handlePaymentNotice(
    new Request(`http://${host}/api/payments/notify/${channel}`, {
      method: 'POST',
      headers: { ...Object.fromEntries(notice.headers), host },
      body: notice.body,
    }),
    channel,
  )
const stateOf = async (orderNo: string) =>
  (
    await db.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, ids.demo), eq(orders.orderNo, orderNo)))
  )[0].state
const outcomes = async (orderNo: string) =>
  (
    await db.db
      .select({ outcome: paymentNotices.outcome })
      .from(paymentNotices)
      .where(and(eq(paymentNotices.tenantId, ids.demo), eq(paymentNotices.orderNo, orderNo)))
  ).map((r) => r.outcome)

it('desktop pays by WeChat QR: the fake cashier’s 确认支付 posts a signed notice and the order is paid', async () => {
  const v = await learner()
  const order = await place(v, course.python)
  const res = await pay(v, order.orderNo, 'wechat_native', UA.desktop)
  expect(res.status).toBe(200)
  const { start, fakeCashierUrl } = res.body.result
  expect(start.kind).toBe('qr')
  expect(fakeCashierUrl).toBeNull()
  // The QR code opens the cashier (a phone would scan it); 确认支付 there.
  const cashier = new URL(start.codeUrl)
  const confirm = await fetch(`http://127.0.0.1:${process.env.PORT}${cashier.pathname}`, {
    method: 'POST',
    headers: { host: cashier.host, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prepay: cashier.searchParams.get('prepay')!, decision: 'pay' }),
  })
  expect(confirm.status).toBe(200)
  expect(await stateOf(order.orderNo)).toBe('paid')
  expect((await call(`${O}/Get?orderNo=${order.orderNo}`, { bearer: v })).body.result).toMatchObject({
    state: 'paid',
    method: 'wechat_native',
  })
})

it('the device decides the way: JSAPI needs WeChat and its sign-in, Alipay is not offered inside WeChat', async () => {
  const v = await learner()
  const order = await place(v, course.sql)
  expect((await pay(v, order.orderNo, 'wechat_jsapi', UA.desktop)).body.error.message).toBe(
    '该支付方式暂未开通，请选择其他方式',
  )
  expect((await pay(v, order.orderNo, 'alipay_wap', UA.wechat)).body.error.message).toBe('在微信中请使用微信支付')
  expect((await pay(v, order.orderNo, 'wechat_jsapi', UA.wechat)).body.error.message).toBe(
    '请先使用微信登录，再用微信支付',
  )
  const wap = await pay(v, order.orderNo, 'alipay_wap', UA.phone)
  expect(wap.body.result.start.kind).toBe('redirect')
  expect(new URL(wap.body.result.start.url).pathname).toBe('/api/dev/pay/alipay/gateway.do')
  const h5 = await pay(v, order.orderNo, 'wechat_h5', UA.phone)
  expect(h5.body.result.start.kind).toBe('redirect')
  expect(await stateOf(order.orderNo)).toBe('pending')
})

it('forged, replayed, wrong-amount and simultaneous notices change nothing beyond the one payment', async () => {
  const v = await learner()
  const order = await place(v, course.excel)
  const base = { orderNo: order.orderNo, amountFen: order.payableCents, tradeNo: 'T-1', noticeId: 'N-1' }

  // Signed by someone else's key: refused, nothing changes.
  const forged = await notify('wechat', fakeNotice('wechat', { ...base, signingKey: FAKE_MERCHANT_PRIVATE_KEY }))
  expect(forged.status).toBe(400)
  const forgedAli = await notify('alipay', fakeNotice('alipay', { ...base, signingKey: FAKE_MERCHANT_PRIVATE_KEY }))
  expect(await forgedAli.text()).toBe('failure')
  // A genuine notice with an amount other than the order's: refused and logged.
  expect((await notify('wechat', fakeNotice('wechat', { ...base, amountFen: 1 }))).status).toBe(400)
  expect(await stateOf(order.orderNo)).toBe('pending')

  // The real one, delivered twice at once: one payment.
  const answers = await Promise.all([
    notify('wechat', fakeNotice('wechat', base)),
    notify('wechat', fakeNotice('wechat', base)),
  ])
  expect(answers.map((a) => a.status)).toEqual([200, 200])
  // Replayed later: accepted (so the channel stops) and changes nothing.
  expect((await notify('wechat', fakeNotice('wechat', base))).status).toBe(200)
  expect(await stateOf(order.orderNo)).toBe('paid')
  expect((await outcomes(order.orderNo)).sort()).toEqual(['amount', 'applied', 'duplicate', 'duplicate'])
  const enrolled = await call(`/api/services/app/CourseLearn/GetLearnState?courseId=${course.excel}`, { bearer: v })
  expect(enrolled.body.result.access).toBe('enrolled')
})

it('a notice on another tenant’s host, or for a channel that does not exist, pays nothing', async () => {
  const v = await learner()
  const order = await place(v, course.powerbi)
  const notice = fakeNotice('wechat', { orderNo: order.orderNo, amountFen: order.payableCents })
  const acmeHost = host.replace('demo.', 'acme.')
  const onAcme = await handlePaymentNotice(
    new Request(`http://${acmeHost}/api/payments/notify/wechat`, {
      method: 'POST',
      headers: { ...Object.fromEntries(notice.headers), host: acmeHost },
      body: notice.body,
    }),
    'wechat',
  )
  expect(onAcme.status).toBe(400)
  expect((await notify('unionpay' as never, notice)).status).toBe(404)
  expect(await stateOf(order.orderNo)).toBe('pending')
})

it('管理员 refunds a paid order through its channel: the course closes, the coupon returns, a second refund is refused', async () => {
  const v = await learner()
  const coupon = await giveDiscount(v, 2_000)
  const order = (await post(`${O}/Create`, { courseId: course.python, couponId: coupon, agree: true }, { bearer: v }))
    .body.result
  expect(order.discountCents).toBe(2_000)
  await pay(v, order.orderNo, 'alipay_page', UA.desktop)
  const notice = { orderNo: order.orderNo, amountFen: order.payableCents, tradeNo: 'A-1', noticeId: 'AN-1' }
  expect(await (await notify('alipay', fakeNotice('alipay', notice))).text()).toBe('success')
  const learnState = async () =>
    (await call(`/api/services/app/CourseLearn/GetLearnState?courseId=${course.python}`, { bearer: v })).body.result
  expect((await learnState()).access).toBe('enrolled')

  const A = '/admin/api/services/app/AdminOrder'
  const support = await consoleCookie(db.db, ids.demo, 'support')
  const admin = await consoleCookie(db.db, ids.demo, 'admin')
  const asOperator = (cookie: string) => ({ headers: { cookie, origin: `http://${host}` }, host })
  // 客服 reads (phone masked) but cannot refund.
  const listed = await call(`${A}/GetList?keyword=${order.orderNo}`, asOperator(support))
  expect(listed.body.result.items).toMatchObject([{ orderNo: order.orderNo, state: 'paid', method: 'alipay_page' }])
  expect(listed.body.result.items[0].phone).toMatch(/\*{4}/)
  expect((await post(`${A}/Refund`, { orderNo: order.orderNo, reason: '学员申请' }, asOperator(support))).status).toBe(
    403,
  )
  expect(
    (await post(`${A}/Refund`, { orderNo: order.orderNo, reason: ' ' }, asOperator(admin))).body.error.message,
  ).toBe('请输入退款原因')
  const refunded = await post(`${A}/Refund`, { orderNo: order.orderNo, reason: '学员申请' }, asOperator(admin))
  expect(refunded.status).toBe(200)
  expect(refunded.body.result).toMatchObject({ state: 'refunded', stateText: '已退款', refundReason: '学员申请' })
  expect(await stateOf(order.orderNo)).toBe('refunded')
  expect((await learnState()).access).not.toBe('enrolled')
  expect((await call(`${O}/Get?orderNo=${order.orderNo}`, { bearer: v })).body.result.state).toBe('refunded')
  const again = await post(`${A}/Refund`, { orderNo: order.orderNo, reason: '学员申请' }, asOperator(admin))
  expect([again.status, again.body.error.message]).toEqual([409, '只有已支付的订单可以退款'])
  // The learner may buy it again, and the coupon (unexpired) is theirs to use again.
  const checkout = await call(`${O}/GetCheckout?courseId=${course.python}`, { bearer: v })
  expect(checkout.body.result.bestCouponId).toBe(coupon)
  expect((await post(`${O}/Create`, { courseId: course.python, agree: true }, { bearer: v })).status).toBe(200)
})
