/** @jest-environment node */
// The development cashier end to end on a loopback server, as `npm run dev` runs it: the real gateway classes place
// orders with the fake APIs, the cashier page shows the order, 确认支付 posts a notice to the order's notify_url on
// loopback with the tenant's Host — and that notice verifies with the real gateways. Refunds go through both fakes.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Rsa } from 'wechatpay-axios-plugin'
import { GET } from '@/app/api/dev/pay/[...path]/route'
import { alipaySignContent, fakeGateway } from './fake-gateway'
import { FAKE_GATEWAY_PUBLIC_KEY } from './fake-keys'
import { fakePayOpenTo, fakePayResponse } from './fake-cashier'
import { fakePayStoreSize } from './fake-store'
import type { NoticeCheck, PayChannel, PayOrder } from './types'

interface Received {
  host: string
  check: NoticeCheck
}
const received: Received[] = []
let server: Server
let port = 0
let origin = ''
const savedPort = process.env.PORT

/** The tenant's notify route: verifies with the same fake gateway the order service would get, and acknowledges. */
async function notifyRoute(channel: PayChannel, request: Request): Promise<Response> {
  const gateway = fakeGateway(channel, origin)
  const check = await gateway.verifyNotice({ headers: request.headers, body: await request.text() })
  received.push({ host: request.headers.get('host') ?? '', check })
  return gateway.acknowledge(check.ok)
}

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
    const notify = /^\/api\/payments\/notify\/(wechat|alipay)$/.exec(path)
    const response = notify
      ? await notifyRoute(notify[1] as PayChannel, request)
      : path.startsWith('/api/dev/pay/')
        ? await fakePayResponse(request, path.slice('/api/dev/pay/'.length).split('/'))
        : null
    const answer = response ?? new Response('Not Found', { status: 404 })
    res.writeHead(answer.status, Object.fromEntries(answer.headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  process.env.PORT = String(port)
  origin = `http://demo.localhost:${port}`
})

afterAll(async () => {
  if (savedPort === undefined) delete process.env.PORT
  else process.env.PORT = savedPort
  await new Promise((resolve) => server.close(resolve))
})

const orderOf = (channel: PayChannel, orderNo: string, amountFen = 29900): PayOrder => ({
  orderNo,
  amountFen,
  subject: '企业合规管理实务',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  clientIp: '127.0.0.1',
  openid: 'oUser0001',
  returnUrl: `${origin}/order?id=${orderNo}`,
  notifyUrl: `${origin}/api/payments/notify/${channel}`,
})

/** The browser on the tenant's host, reached here on loopback (a *.localhost name need not resolve). */
const browse = (url: string, init: RequestInit = {}) => {
  const u = new URL(url, origin)
  return fetch(`http://127.0.0.1:${port}${u.pathname}${u.search}`, { redirect: 'manual', ...init })
}
const confirm = (cashierUrl: string, decision: 'pay' | 'cancel', extra: Record<string, string> = {}) => {
  const u = new URL(cashierUrl, origin)
  const form = new URLSearchParams({ prepay: u.searchParams.get('prepay') ?? '', decision, ...extra })
  return browse(u.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
}

describe('the fake cashier with the real gateways', () => {
  beforeEach(() => received.splice(0))

  it('WeChat Native: QR code → cashier page → 确认支付 → a notice the real gateway verifies; then 订单已支付', async () => {
    const gateway = fakeGateway('wechat', origin)
    const start = await gateway.start('wechat_native', orderOf('wechat', 'QHN1'))
    if (start.kind !== 'qr') throw new Error(start.kind)
    expect(start.codeUrl).toMatch(new RegExp(`^${origin}/api/dev/pay/wechat/cashier\\?prepay=fake[0-9a-f]+$`))
    const html = await (await browse(start.codeUrl)).text()
    for (const text of ['模拟收银台（开发环境）', 'QHN1', '¥299.00', '确认支付', '取消支付'])
      expect(html).toContain(text)
    const done = await confirm(start.codeUrl, 'pay')
    expect(await done.text()).toContain('支付完成')
    expect(received).toEqual([
      {
        host: `demo.localhost:${port}`,
        check: {
          ok: true,
          paid: expect.objectContaining({ orderNo: 'QHN1', amountFen: 29900, tradeNo: expect.stringMatching(/^42/) }),
        },
      },
    ])
    expect(await (await browse(start.codeUrl)).text()).toContain('订单已支付')
    await expect(
      gateway.refund({ orderNo: 'QHN1', refundNo: 'R1', amountFen: 29900, totalFen: 29900, reason: '测试' }),
    ).resolves.toEqual({ ok: true })
  })

  it('WeChat JSAPI and H5: the prepay id opens the cashier; H5 returns the browser to redirect_url', async () => {
    const gateway = fakeGateway('wechat', origin)
    const jsapi = await gateway.start('wechat_jsapi', orderOf('wechat', 'QHJ1', 1))
    if (jsapi.kind !== 'jsapi') throw new Error(jsapi.kind)
    const prepay = jsapi.params.package.replace('prepay_id=', '')
    expect(await (await browse(`/api/dev/pay/wechat/cashier?prepay=${prepay}`)).text()).toContain('¥0.01')

    const order = orderOf('wechat', 'QHH1')
    const h5 = await gateway.start('wechat_h5', order)
    if (h5.kind !== 'redirect') throw new Error(h5.kind)
    expect(await (await browse(h5.url)).text()).toContain(`value="${order.returnUrl}"`)
    const back = await confirm(h5.url, 'pay', { redirect_url: order.returnUrl })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(order.returnUrl)
    expect(received.map((r) => r.check)).toEqual([
      { ok: true, paid: expect.objectContaining({ orderNo: 'QHH1', amountFen: 29900 }) },
    ])
    // A redirect_url off the tenant's origin is ignored.
    const other = await gateway.start('wechat_h5', orderOf('wechat', 'QHH2'))
    if (other.kind !== 'redirect') throw new Error(other.kind)
    const cancelled = await confirm(other.url, 'cancel', { redirect_url: 'https://evil.example/' })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).toContain('已取消支付')
  })

  it('Alipay: the signed gateway address lands on the cashier; 确认支付 notifies and returns with a signed address', async () => {
    const gateway = fakeGateway('alipay', origin)
    const order = orderOf('alipay', 'QHA1')
    const start = await gateway.start('alipay_page', order)
    if (start.kind !== 'redirect') throw new Error(start.kind)
    const landed = await browse(start.url)
    expect(landed.status).toBe(302)
    const cashier = landed.headers.get('location') ?? ''
    expect(cashier).toMatch(new RegExp(`^${origin}/api/dev/pay/alipay/cashier\\?prepay=`))
    expect(await (await browse(cashier)).text()).toContain('¥299.00')
    const back = await confirm(cashier, 'pay')
    const location = new URL(back.headers.get('location') ?? '')
    expect(location.origin + location.pathname).toBe(`${origin}/order`)
    const params = Object.fromEntries(location.searchParams)
    expect(params).toMatchObject({ id: 'QHA1', out_trade_no: 'QHA1', total_amount: '299.00' })
    // Alipay's own parameters follow our return address's `id`, which its sign does not cover.
    const alipayParams = Object.fromEntries(Object.entries(params).filter(([k]) => k !== 'id'))
    expect(Rsa.verify(alipaySignContent(alipayParams, true), params.sign, FAKE_GATEWAY_PUBLIC_KEY)).toBe(true)
    expect(received.map((r) => r.check)).toEqual([
      { ok: true, paid: expect.objectContaining({ orderNo: 'QHA1', amountFen: 29900 }) },
    ])
    await expect(
      gateway.refund({ orderNo: 'QHA1', refundNo: 'R1', amountFen: 29900, totalFen: 29900, reason: '测试' }),
    ).resolves.toEqual({ ok: true })
  })

  it('refuses an altered gateway address, an unsigned API call, a foreign notify_url and unknown orders', async () => {
    const start = await fakeGateway('alipay', origin).start('alipay_wap', orderOf('alipay', 'QHA2'))
    if (start.kind !== 'redirect') throw new Error(start.kind)
    const altered = await browse(start.url.replace('total_amount%22%3A%22299.00', 'total_amount%22%3A%220.01'))
    expect(altered.status).toBe(400)
    expect(await altered.text()).toContain('invalid-signature')

    const unsigned = await browse('/api/dev/pay/wechat/v3/pay/transactions/native', { method: 'POST', body: '{}' })
    expect(unsigned.status).toBe(401)
    await expect(
      fakeGateway('wechat', origin).start('wechat_native', {
        ...orderOf('wechat', 'QHX'),
        notifyUrl: 'https://evil.example/api/payments/notify/wechat',
      }),
    ).rejects.toMatchObject({ detail: expect.stringContaining('PARAM_ERROR') })
    expect((await browse('/api/dev/pay/wechat/cashier?prepay=nope')).status).toBe(404)
    expect(received).toEqual([])
    expect(fakePayStoreSize()).toBeGreaterThan(0)
  })
})

describe('who the fake cashier serves', () => {
  const saved = process.env.FAKE_PAY
  afterEach(() => {
    if (saved === undefined) delete process.env.FAKE_PAY
    else process.env.FAKE_PAY = saved
  })

  it('this machine only, unless FAKE_PAY=1', async () => {
    delete process.env.FAKE_PAY
    expect(fakePayOpenTo('127.0.0.1')).toBe(true)
    expect(fakePayOpenTo('::1')).toBe(true)
    expect(fakePayOpenTo('203.0.113.9')).toBe(false)
    const remote = new Request('http://demo.localhost:3000/api/dev/pay/wechat/cashier?prepay=x', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    const answer = await GET(remote, { params: Promise.resolve({ path: ['wechat', 'cashier'] }) })
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe('Not Found')
    process.env.FAKE_PAY = '1'
    expect(fakePayOpenTo('203.0.113.9')).toBe(true)
  })
})
