/** @jest-environment node */
// WeChat Pay APIv3: requests signed as WeChat Pay checks them, the exact order bodies, answers believed only when
// signed by the configured WeChat Pay public key, and notices refused on any change, another key, another serial or
// an age past five minutes.
import { generateKeyPairSync } from 'node:crypto'
import { Formatter, Rsa } from 'wechatpay-axios-plugin'
import { fakeGatewayConfig, fakeNotice, wechatPaySigned } from './fake-gateway'
import { FAKE_MERCHANT_PUBLIC_KEY, FAKE_MERCHANT_SERIAL, FAKE_WECHAT_MCH_ID } from './fake-keys'
import type { PaidNotice, PayOrder } from './types'
import { WechatPayGateway } from './wechat-pay'

const config = { ...fakeGatewayConfig('wechat', 'http://demo.localhost:3000'), apiBase: 'https://api.example.test' }
const NOW = Date.parse('2025-03-01T04:00:00Z')
const OTHER_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
}) as string

const order: PayOrder = {
  orderNo: 'QH20250301000001',
  amountFen: 29900,
  subject: '企业合规管理实务'.repeat(10),
  expiresAt: new Date('2025-03-01T04:30:00Z'),
  clientIp: '203.0.113.9',
  openid: 'oUser0001',
  returnUrl: 'http://demo.localhost:3000/order?id=QH20250301000001',
  notifyUrl: 'http://demo.localhost:3000/api/payments/notify/wechat',
}

interface Sent {
  url: string
  method: string
  headers: Headers
  body: string
}

/** A WeChat Pay that answers `answer` signed by `key` (the fake platform key unless told), recording the request. */
function stubbed(answer: unknown, key?: string) {
  const sent: Sent[] = []
  const fetchStub = (async (input: URL | RequestInfo, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: String(init?.body ?? ''),
    })
    const body = JSON.stringify(answer)
    return new Response(body, { status: 200, headers: wechatPaySigned(body, new Date(NOW), key) })
  }) as typeof fetch
  return { sent, gateway: new WechatPayGateway(config, { fetch: fetchStub, now: () => NOW }) }
}

/** Checks the Authorization header as WeChat Pay does, with the merchant's public key. */
function authorizationValid(s: Sent): boolean {
  const auth = s.headers.get('authorization') ?? ''
  const f = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  const url = new URL(s.url)
  return (
    auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
    f.mchid === FAKE_WECHAT_MCH_ID &&
    f.serial_no === FAKE_MERCHANT_SERIAL &&
    f.timestamp === String(NOW / 1000) &&
    Rsa.verify(
      Formatter.request(s.method, url.pathname + url.search, f.timestamp, f.nonce_str, s.body),
      f.signature,
      FAKE_MERCHANT_PUBLIC_KEY,
    )
  )
}

describe('WechatPayGateway.start', () => {
  it('Native: a signed request with the exact body, and the code_url as a QR code', async () => {
    const { sent, gateway } = stubbed({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' })
    await expect(gateway.start('wechat_native', order)).resolves.toEqual({
      kind: 'qr',
      codeUrl: 'weixin://wxpay/bizpayurl?pr=abc',
    })
    expect(sent[0].url).toBe('https://api.example.test/v3/pay/transactions/native')
    expect(authorizationValid(sent[0])).toBe(true)
    const body = JSON.parse(sent[0].body)
    expect(body).toEqual({
      appid: config.appId,
      mchid: config.mchId,
      description: body.description,
      out_trade_no: 'QH20250301000001',
      time_expire: '2025-03-01T12:30:00+08:00',
      notify_url: order.notifyUrl,
      amount: { total: 29900, currency: 'CNY' },
    })
    // 127 bytes of UTF-8 hold 42 three-byte characters; the 43rd would split.
    expect(Buffer.byteLength(body.description)).toBe(126)
    expect(body.description).toBe(order.subject.slice(0, 42))
  })

  it('cuts a mixed description at 127 bytes without splitting a character', async () => {
    const { sent, gateway } = stubbed({ code_url: 'weixin://x' })
    await gateway.start('wechat_native', { ...order, subject: 'a'.repeat(125) + '课程' })
    expect(JSON.parse(sent[0].body).description).toBe('a'.repeat(125))
  })

  it('JSAPI: the payer openid, and getBrandWCPayRequest parameters signed with the merchant key', async () => {
    const { sent, gateway } = stubbed({ prepay_id: 'wx201410272009395522657a690389285100' })
    const start = await gateway.start('wechat_jsapi', order)
    expect(sent[0].url).toBe('https://api.example.test/v3/pay/transactions/jsapi')
    expect(authorizationValid(sent[0])).toBe(true)
    expect(JSON.parse(sent[0].body).payer).toEqual({ openid: 'oUser0001' })
    if (start.kind !== 'jsapi') throw new Error(start.kind)
    const p = start.params
    expect(p).toMatchObject({
      appId: config.appId,
      timeStamp: String(NOW / 1000),
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    })
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
    expect(Rsa.verify(message, p.paySign, FAKE_MERCHANT_PUBLIC_KEY)).toBe(true)
    await expect(gateway.start('wechat_jsapi', { ...order, openid: undefined })).rejects.toThrow('微信支付下单失败')
  })

  it('H5: scene_info with the payer address, and h5_url with our return address', async () => {
    const { sent, gateway } = stubbed({ h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1' })
    await expect(gateway.start('wechat_h5', order)).resolves.toEqual({
      kind: 'redirect',
      url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&redirect_url=${encodeURIComponent(order.returnUrl)}`,
    })
    expect(authorizationValid(sent[0])).toBe(true)
    expect(JSON.parse(sent[0].body).scene_info).toEqual({
      payer_client_ip: '203.0.113.9',
      h5_info: { type: 'Wap' },
    })
  })

  it('refuses an answer not signed by the WeChat Pay public key, and an Alipay method', async () => {
    const { gateway } = stubbed({ code_url: 'weixin://forged' }, OTHER_KEY)
    await expect(gateway.start('wechat_native', order)).rejects.toMatchObject({
      detail: expect.stringContaining('not signed'),
    })
    await expect(stubbed({}).gateway.start('alipay_page', order)).rejects.toThrow('微信支付下单失败')
  })
})

describe('WechatPayGateway.verifyNotice', () => {
  const gateway = new WechatPayGateway(config, { now: () => NOW })
  const at = new Date(NOW - 60_000)
  const paidAt = new Date('2025-03-01T03:58:00Z')
  const notice = () =>
    fakeNotice('wechat', {
      orderNo: 'QH1',
      amountFen: 29900,
      tradeNo: '4200000001',
      noticeId: 'N-1',
      timestamp: at,
      paidAt,
    })

  it('yields the paid notice of a signed TRANSACTION.SUCCESS', async () => {
    const paid: PaidNotice = { orderNo: 'QH1', tradeNo: '4200000001', amountFen: 29900, paidAt, noticeId: 'N-1' }
    await expect(gateway.verifyNotice(notice())).resolves.toEqual({ ok: true, paid })
  })

  it('refuses a changed byte, another serial, a stale timestamp, another key, a missing header', async () => {
    const n = notice()
    const i = n.body.indexOf('"N-1"') + 3
    const changed = n.body.slice(0, i) + '2' + n.body.slice(i + 1)
    const serial = new Headers(n.headers)
    serial.set('Wechatpay-Serial', 'PUB_KEY_ID_SOMEONE_ELSE')
    const missing = new Headers(n.headers)
    missing.delete('Wechatpay-Nonce')
    const refused = [
      { headers: n.headers, body: changed },
      { headers: serial, body: n.body },
      fakeNotice('wechat', { orderNo: 'QH1', amountFen: 29900, timestamp: new Date(NOW - 6 * 60_000) }),
      fakeNotice('wechat', { orderNo: 'QH1', amountFen: 29900, timestamp: at, signingKey: OTHER_KEY }),
      { headers: missing, body: n.body },
    ]
    for (const input of refused)
      await expect(gateway.verifyNotice(input)).resolves.toEqual({ ok: false, reason: 'signature' })
  })

  it('answers paid null for another event, and refuses a signed body that is no notice', async () => {
    const refund = fakeNotice('wechat', { orderNo: 'QH1', amountFen: 100, timestamp: at, status: 'REFUND.SUCCESS' })
    await expect(gateway.verifyNotice(refund)).resolves.toEqual({ ok: true, paid: null })
    const junk = '{"hello":1}'
    await expect(gateway.verifyNotice({ headers: wechatPaySigned(junk, at), body: junk })).resolves.toEqual({
      ok: false,
      reason: 'format',
    })
  })

  it('acknowledges as WeChat Pay documents', async () => {
    const yes = gateway.acknowledge(true)
    expect(yes.status).toBe(200)
    expect(await yes.text()).toBe('')
    const no = gateway.acknowledge(false)
    expect(no.status).toBe(400)
    expect(await no.json()).toEqual({ code: 'FAIL', message: '失败' })
  })
})

describe('WechatPayGateway.refund', () => {
  it('posts the refund in fen and accepts SUCCESS or PROCESSING', async () => {
    const { sent, gateway } = stubbed({ status: 'PROCESSING' })
    await expect(
      gateway.refund({ orderNo: 'QH1', refundNo: 'R1', amountFen: 29900, totalFen: 29900, reason: '学员申请退款' }),
    ).resolves.toEqual({ ok: true })
    expect(sent[0].url).toBe('https://api.example.test/v3/refund/domestic/refunds')
    expect(authorizationValid(sent[0])).toBe(true)
    expect(JSON.parse(sent[0].body)).toEqual({
      out_trade_no: 'QH1',
      out_refund_no: 'R1',
      reason: '学员申请退款',
      amount: { refund: 29900, total: 29900, currency: 'CNY' },
    })
    const { gateway: closed } = stubbed({ status: 'ABNORMAL' })
    await expect(
      closed.refund({ orderNo: 'QH1', refundNo: 'R1', amountFen: 1, totalFen: 1, reason: '' }),
    ).resolves.toMatchObject({ ok: false })
  })
})
