/** @jest-environment node */
// Alipay through alipay-sdk: the page and wap addresses carry a valid RSA2 sign and exact amounts; notices verify only
// unchanged, under Alipay's key and for our app; statuses other than paid answer paid null.
import { generateKeyPairSync } from 'node:crypto'
import { Rsa } from 'wechatpay-axios-plugin'
import { AlipayGateway } from './alipay'
import { alipaySignContent, fakeGatewayConfig, fakeNotice } from './fake-gateway'
import { FAKE_ALIPAY_APP_ID, FAKE_MERCHANT_PUBLIC_KEY } from './fake-keys'
import type { PayOrder } from './types'

const config = fakeGatewayConfig('alipay', 'http://demo.localhost:3000')
const NOW = Date.parse('2025-03-01T04:00:00Z')
const gateway = new AlipayGateway(config, { now: () => NOW })
const OTHER_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
}) as string

const order: PayOrder = {
  orderNo: 'QH20250301000001',
  amountFen: 29900,
  subject: '企业合规管理实务 A/B=C&D',
  expiresAt: new Date('2025-03-01T04:30:00Z'),
  clientIp: '203.0.113.9',
  returnUrl: 'http://demo.localhost:3000/order?id=QH20250301000001',
  notifyUrl: 'http://demo.localhost:3000/api/payments/notify/alipay',
}

async function startParams(method: 'alipay_page' | 'alipay_wap', o: PayOrder = order) {
  const start = await gateway.start(method, o)
  if (start.kind !== 'redirect') throw new Error(start.kind)
  const url = new URL(start.url)
  return { url, params: Object.fromEntries(url.searchParams) }
}

describe('AlipayGateway.start', () => {
  it('page pay: the gateway address with a valid RSA2 sign over every parameter', async () => {
    const { url, params } = await startParams('alipay_page')
    expect(url.origin + url.pathname).toBe('http://demo.localhost:3000/api/dev/pay/alipay/gateway.do')
    expect(Rsa.verify(alipaySignContent(params, false), params.sign, FAKE_MERCHANT_PUBLIC_KEY)).toBe(true)
    expect(params).toMatchObject({
      app_id: FAKE_ALIPAY_APP_ID,
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      charset: 'utf-8',
      timestamp: '2025-03-01 12:00:00',
      return_url: order.returnUrl,
      notify_url: order.notifyUrl,
    })
    expect(JSON.parse(params.biz_content)).toEqual({
      out_trade_no: 'QH20250301000001',
      total_amount: '299.00',
      subject: '企业合规管理实务 A B C D',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2025-03-01 12:30:00',
    })
    // One changed parameter breaks the sign.
    const changed = { ...params, biz_content: params.biz_content.replace('299.00', '0.01') }
    expect(Rsa.verify(alipaySignContent(changed, false), params.sign, FAKE_MERCHANT_PUBLIC_KEY)).toBe(false)
  })

  it('wap pay: QUICK_WAP_WAY, one fen as 0.01', async () => {
    const { params } = await startParams('alipay_wap', { ...order, amountFen: 1 })
    expect(Rsa.verify(alipaySignContent(params, false), params.sign, FAKE_MERCHANT_PUBLIC_KEY)).toBe(true)
    expect(params.method).toBe('alipay.trade.wap.pay')
    expect(JSON.parse(params.biz_content)).toMatchObject({
      total_amount: '0.01',
      product_code: 'QUICK_WAP_WAY',
      quit_url: order.returnUrl,
    })
  })

  it('refuses a WeChat method', async () => {
    await expect(gateway.start('wechat_native', order)).rejects.toThrow('支付宝下单失败')
  })
})

describe('AlipayGateway.verifyNotice', () => {
  const paidAt = new Date('2025-03-01T03:58:00Z')
  const notice = (extra: Parameters<typeof fakeNotice>[1] | object = {}) =>
    fakeNotice('alipay', {
      orderNo: 'QH1',
      amountFen: 29900,
      tradeNo: '2025030122001',
      noticeId: 'nid1',
      paidAt,
      ...extra,
    })

  it('yields the paid notice of a signed TRADE_SUCCESS, and of TRADE_FINISHED', async () => {
    const paid = { orderNo: 'QH1', tradeNo: '2025030122001', amountFen: 29900, paidAt, noticeId: 'nid1' }
    await expect(gateway.verifyNotice(notice())).resolves.toEqual({ ok: true, paid })
    await expect(gateway.verifyNotice(notice({ status: 'TRADE_FINISHED' }))).resolves.toEqual({ ok: true, paid })
    const fen = await gateway.verifyNotice(notice({ amountFen: 1 }))
    expect(fen.ok && fen.paid?.amountFen).toBe(1)
  })

  it('answers paid null for other trade statuses', async () => {
    for (const status of ['WAIT_BUYER_PAY', 'TRADE_CLOSED'])
      await expect(gateway.verifyNotice(notice({ status }))).resolves.toEqual({ ok: true, paid: null })
  })

  it('refuses a changed amount, another key, another app, a missing sign', async () => {
    const n = notice()
    const forms = [
      n.body.replace('total_amount=299.00', 'total_amount=2.99'),
      notice({ signingKey: OTHER_KEY }).body,
      n.body.replace(/(?<=[?&]|^)sign=[^&]*/, ''),
    ]
    const otherApp = new AlipayGateway({ ...config, appId: '9021000000000099' })
    for (const body of forms)
      await expect(gateway.verifyNotice({ headers: n.headers, body })).resolves.toEqual({
        ok: false,
        reason: 'signature',
      })
    await expect(otherApp.verifyNotice(n)).resolves.toEqual({ ok: false, reason: 'signature' })
  })

  it('acknowledges with the bare words Alipay reads', async () => {
    expect(await gateway.acknowledge(true).text()).toBe('success')
    expect(await gateway.acknowledge(false).text()).toBe('failure')
    expect(gateway.acknowledge(true).headers.get('content-type')).toMatch(/^text\/plain/)
  })
})
