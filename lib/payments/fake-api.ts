// The fake's side of the gateways' APIs: WeChat Pay APIv3 (Native, JSAPI, H5 orders and refunds, requests checked
// against the merchant signature, answers signed with the fake WeChat Pay key) and Alipay's gateway.do (the signed GET
// that opens its cashier; refunds, answered signed). Orders are remembered for the cashier (fake-cashier.ts).
import { Formatter, Rsa } from 'wechatpay-axios-plugin'
import { yuanToFen } from './amounts'
import { alipaySignContent, fakeTradeNo, FAKE_PAY_PATH, wechatPaySigned } from './fake-gateway'
import {
  FAKE_ALIPAY_APP_ID,
  FAKE_GATEWAY_PRIVATE_KEY,
  FAKE_MERCHANT_PUBLIC_KEY,
  FAKE_MERCHANT_SERIAL,
  FAKE_WECHAT_APP_ID,
  FAKE_WECHAT_MCH_ID,
} from './fake-keys'
import { onTenantOrigin, ownNotifyUrl, rememberPrepay } from './fake-store'
import type { PayMethod } from './types'

const WECHAT_METHODS: Record<string, PayMethod> = {
  native: 'wechat_native',
  jsapi: 'wechat_jsapi',
  h5: 'wechat_h5',
}

/** A WeChat Pay answer, signed like the real one (errors too, as WeChat Pay signs them). */
function wechatAnswer(status: number, data: unknown): Response {
  const body = JSON.stringify(data)
  return new Response(body, { status, headers: wechatPaySigned(body) })
}
const paramError = (message: string) => wechatAnswer(400, { code: 'PARAM_ERROR', message })

/** Whether the Authorization header is our fake merchant's WECHATPAY2-SHA256-RSA2048 signature of this request. */
function merchantSigned(request: Request, body: string): boolean {
  const auth = request.headers.get('authorization') ?? ''
  if (!auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false
  const f = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  if (f.mchid !== FAKE_WECHAT_MCH_ID || f.serial_no !== FAKE_MERCHANT_SERIAL) return false
  if (Math.abs(Date.now() / 1000 - Number(f.timestamp)) > 300) return false
  const url = new URL(request.url)
  const message = Formatter.request(request.method, url.pathname + url.search, f.timestamp, f.nonce_str, body)
  try {
    return Rsa.verify(message, f.signature ?? '', FAKE_MERCHANT_PUBLIC_KEY)
  } catch {
    return false
  }
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text)
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** POST /api/dev/pay/wechat/v3/…: the order and refund endpoints, or null for another path. */
export async function fakeWechatApi(request: Request, path: string): Promise<Response | null> {
  const order = /^v3\/pay\/transactions\/(native|jsapi|h5)$/.exec(path)
  if (request.method !== 'POST' || (!order && path !== 'v3/refund/domestic/refunds')) return null
  const text = await request.text()
  if (!merchantSigned(request, text)) return wechatAnswer(401, { code: 'SIGN_ERROR', message: '签名错误' })
  const body = parseJson(text)
  if (!body) return paramError('请求体不是 JSON')
  if (!order) {
    const amount = (body.amount ?? {}) as Record<string, unknown>
    return wechatAnswer(200, {
      refund_id: `5030${Date.now()}`,
      out_refund_no: body.out_refund_no,
      out_trade_no: body.out_trade_no,
      channel: 'ORIGINAL',
      status: 'SUCCESS',
      create_time: new Date().toISOString(),
      amount: { refund: amount.refund, total: amount.total, payer_refund: amount.refund, currency: 'CNY' },
    })
  }
  const method = WECHAT_METHODS[order[1]]
  const amount = (body.amount ?? {}) as Record<string, unknown>
  const total = amount.total
  const notifyUrl = ownNotifyUrl(String(body.notify_url ?? ''), 'wechat')
  if (body.appid !== FAKE_WECHAT_APP_ID || body.mchid !== FAKE_WECHAT_MCH_ID) return paramError('appid 与 mchid 不匹配')
  if (typeof body.out_trade_no !== 'string' || !body.out_trade_no) return paramError('缺少 out_trade_no')
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 1) return paramError('amount.total 无效')
  if (!notifyUrl) return paramError('notify_url 不是本站的支付通知地址')
  const payer = (body.payer ?? {}) as Record<string, unknown>
  if (method === 'wechat_jsapi' && typeof payer.openid !== 'string') return paramError('JSAPI 下单缺少 payer.openid')
  const expiresAt = new Date(String(body.time_expire ?? ''))
  const record = rememberPrepay(
    {
      channel: 'wechat',
      method,
      orderNo: body.out_trade_no,
      amountFen: total,
      subject: String(body.description ?? ''),
      notifyUrl: notifyUrl.href,
      returnUrl: null,
      openid: typeof payer.openid === 'string' ? payer.openid : undefined,
    },
    Number.isNaN(expiresAt.getTime()) ? null : expiresAt,
  )
  const cashier = `${notifyUrl.origin}${FAKE_PAY_PATH}/wechat/cashier?prepay=${record.id}`
  if (method === 'wechat_native') return wechatAnswer(200, { code_url: cashier })
  if (method === 'wechat_h5') return wechatAnswer(200, { h5_url: cashier })
  return wechatAnswer(200, { prepay_id: record.id })
}

const ALIPAY_PRODUCTS: Record<string, [PayMethod, string]> = {
  'alipay.trade.page.pay': ['alipay_page', 'FAST_INSTANT_TRADE_PAY'],
  'alipay.trade.wap.pay': ['alipay_wap', 'QUICK_WAP_WAY'],
}

/** Alipay's error page for a refused gateway request (it shows the code in a page, too). */
function alipayError(code: string, message: string): Response {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>支付宝（模拟）</title></head><body><p>开发环境模拟的支付宝。</p><h1 style="font-size:18px">错误代码 ${code}</h1><p>${message}</p></body></html>`
  return new Response(html, { status: 400, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

/** The refund answer, signed over the JSON of the `…_response` object exactly as sent. */
function alipayRefundAnswer(biz: Record<string, unknown>): Response {
  const inner = JSON.stringify({
    code: '10000',
    msg: 'Success',
    trade_no: fakeTradeNo('alipay'),
    out_trade_no: biz.out_trade_no,
    buyer_logon_id: 'fak***@example.com',
    fund_change: 'Y',
    refund_fee: biz.refund_amount,
  })
  const sign = Rsa.sign(inner, FAKE_GATEWAY_PRIVATE_KEY)
  return new Response(`{"alipay_trade_refund_response":${inner},"sign":"${sign}"}`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  })
}

/**
 * /api/dev/pay/alipay/gateway.do: a GET (the browser, page or wap pay) lands on the cashier after the sign checks out
 * with the fake application's public key; a POST (this server, refunds) is answered signed.
 */
export async function fakeAlipayGateway(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const params: Record<string, string> = Object.fromEntries(url.searchParams)
  if (request.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(await request.text())))
  let signed = false
  try {
    signed = Rsa.verify(alipaySignContent(params, false), params.sign ?? '', FAKE_MERCHANT_PUBLIC_KEY)
  } catch {
    signed = false
  }
  if (!signed) return alipayError('invalid-signature', '验签出错，请确认签名与应用公钥匹配')
  if (params.app_id !== FAKE_ALIPAY_APP_ID) return alipayError('isv.invalid-app-id', '无效的 AppID')
  const biz = parseJson(params.biz_content ?? '') ?? {}
  if (request.method === 'POST')
    return params.method === 'alipay.trade.refund'
      ? alipayRefundAnswer(biz)
      : alipayError('isv.invalid-method', '不存在的方法名')
  const product = ALIPAY_PRODUCTS[params.method ?? '']
  if (!product || biz.product_code !== product[1]) return alipayError('isv.invalid-method', '不存在的方法名')
  const amountFen = yuanToFen(String(biz.total_amount ?? ''))
  const notifyUrl = ownNotifyUrl(params.notify_url ?? '', 'alipay')
  const returnUrl = onTenantOrigin(params.return_url ?? '')
  if (!amountFen || typeof biz.out_trade_no !== 'string' || !biz.out_trade_no)
    return alipayError('isv.invalid-parameter', '订单号或金额无效')
  if (!notifyUrl || !returnUrl || returnUrl.origin !== notifyUrl.origin)
    return alipayError('isv.invalid-parameter', 'notify_url 或 return_url 不是本站地址')
  const expiresAt = new Date(`${String(biz.time_expire ?? '').replace(' ', 'T')}+08:00`)
  const record = rememberPrepay(
    {
      channel: 'alipay',
      method: product[0],
      orderNo: biz.out_trade_no,
      amountFen,
      subject: String(biz.subject ?? ''),
      notifyUrl: notifyUrl.href,
      returnUrl: returnUrl.href,
    },
    Number.isNaN(expiresAt.getTime()) ? null : expiresAt,
  )
  return new Response(null, {
    status: 302,
    headers: { Location: `${notifyUrl.origin}${FAKE_PAY_PATH}/alipay/cashier?prepay=${record.id}` },
  })
}
