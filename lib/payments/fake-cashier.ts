// The fake cashier (模拟收银台): the page a development payment lands on, and what 确认支付 does — the notice in the
// gateway's exact signed format (fake-gateway.ts) posted to the order's notify_url, then the browser sent back (Alipay,
// WeChat H5) or told 支付完成 (the QR code and JSAPI). Whoever reaches it can mark orders paid without money, so it
// serves only this machine unless FAKE_PAY=1, and never under APP_ENV=production (issue 33; as the fake OAuth).
import { request as httpRequest } from 'node:http'
import { getEnv } from '@/lib/env'
import { isLoopbackAddress } from '@/lib/oauth/config'
import { chinaDateTime, fenToYuan } from './amounts'
import { fakeAlipayGateway, fakeWechatApi } from './fake-api'
import { alipaySigned, fakeNotice, fakeTradeNo } from './fake-gateway'
import { FAKE_ALIPAY_APP_ID } from './fake-keys'
import { onTenantOrigin, prepayOf, type PrepayRecord } from './fake-store'
import type { PayChannel } from './types'

/** Sends a notice to the order's notify_url; answers the HTTP status, or 0 when it could not be delivered. */
export type NoticeDelivery = (notifyUrl: string, notice: { headers: Headers; body: string }) => Promise<number>

/** Whether the fake cashier answers this client: never in production; this machine, or anyone with FAKE_PAY=1. */
export function fakePayOpenTo(clientIp: string): boolean {
  const env = getEnv()
  return !env.production && (env.fakePayAnyAddress || isLoopbackAddress(clientIp))
}

/**
 * Posts the notice to this server on loopback with the tenant's Host, as the notify route resolves its tenant from
 * the host (the tenant's name, e.g. demo.localhost, need not resolve on this machine).
 */
const deliverOnLoopback: NoticeDelivery = (notifyUrl, notice) =>
  new Promise((resolve) => {
    const target = new URL(notifyUrl)
    const headers: Record<string, string> = { Host: target.host }
    notice.headers.forEach((value, key) => (headers[key] = value))
    headers['Content-Length'] = String(Buffer.byteLength(notice.body))
    const req = httpRequest(
      { host: '127.0.0.1', port: getEnv().port, method: 'POST', path: target.pathname + target.search, headers },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.setTimeout(10_000, () => req.destroy())
    req.on('error', () => resolve(0))
    req.end(notice.body)
  })

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
.dev{background:#fff3cd;color:#664d03;padding:8px 12px;border-radius:6px;font-size:13px}.amount{font-size:32px;font-weight:600;margin:12px 0}dl{font-size:14px;color:#555}dt{float:left;width:5em}dd{margin:0 0 6px 5em;word-break:break-all}
button{font-size:17px;width:100%;min-height:48px;border-radius:8px;border:1px solid #999;background:#fff;margin-top:10px}button.ok{background:#07813f;color:#fff;border-color:#07813f}</style></head>
<body><main><p class="dev">开发环境的模拟支付，不会产生真实扣款。</p>${body}</main></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

const CHANNEL_NAMES: Record<PayChannel, string> = { wechat: '微信支付', alipay: '支付宝' }

/** The H5 redirect_url or Alipay return_url: only an address on the order's own tenant origin. */
function backUrl(record: PrepayRecord, asked: string | null): string | null {
  const url = onTenantOrigin(asked ?? record.returnUrl ?? '')
  return url && url.origin === new URL(record.notifyUrl).origin ? url.href : null
}

function cashierPage(record: PrepayRecord, redirectUrl: string | null): Response {
  if (record.tradeNo) return page('订单已支付', '<h1 style="font-size:20px">订单已支付</h1>')
  const hidden = `<input type="hidden" name="prepay" value="${escapeHtml(record.id)}">${
    redirectUrl ? `<input type="hidden" name="redirect_url" value="${escapeHtml(redirectUrl)}">` : ''
  }`
  return page(
    '模拟收银台（开发环境）',
    `<h1 style="font-size:20px">模拟收银台（开发环境）</h1><p>${CHANNEL_NAMES[record.channel]}</p>
<div class="amount">¥${fenToYuan(record.amountFen)}</div>
<dl><dt>商品</dt><dd>${escapeHtml(record.subject)}</dd><dt>订单号</dt><dd>${escapeHtml(record.orderNo)}</dd></dl>
<form method="post">${hidden}<button class="ok" name="decision" value="pay">确认支付</button><button name="decision" value="cancel">取消支付</button></form>`,
  )
}

const redirect = (to: string) =>
  new Response(null, { status: 303, headers: { Location: to, 'Cache-Control': 'no-store' } })

/** Alipay's synchronous return: the order's return_url with signed parameters, as Alipay appends them. */
function alipayReturn(record: PrepayRecord, back: string, tradeNo: string): string {
  const params = alipaySigned({
    charset: 'utf-8',
    method: record.method === 'alipay_wap' ? 'alipay.trade.wap.pay.return' : 'alipay.trade.page.pay.return',
    out_trade_no: record.orderNo,
    trade_no: tradeNo,
    total_amount: fenToYuan(record.amountFen),
    app_id: FAKE_ALIPAY_APP_ID,
    auth_app_id: FAKE_ALIPAY_APP_ID,
    seller_id: '2088000000000000',
    timestamp: chinaDateTime(new Date()),
    version: '1.0',
  })
  return `${back}${back.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`
}

/** 确认支付 or 取消支付 from the cashier page. */
async function decide(record: PrepayRecord, form: URLSearchParams, deliver: NoticeDelivery): Promise<Response> {
  const back = backUrl(record, form.get('redirect_url'))
  if (record.tradeNo) return back ? redirect(back) : page('订单已支付', '<h1 style="font-size:20px">订单已支付</h1>')
  if (form.get('decision') !== 'pay')
    return back ? redirect(back) : page('已取消支付', '<h1 style="font-size:20px">已取消支付</h1><p>可以关闭此页。</p>')
  const tradeNo = fakeTradeNo(record.channel)
  record.tradeNo = tradeNo
  const status = await deliver(
    record.notifyUrl,
    fakeNotice(record.channel, {
      orderNo: record.orderNo,
      amountFen: record.amountFen,
      tradeNo,
      method: record.method,
      openid: record.openid,
    }),
  )
  if (back) return redirect(record.channel === 'alipay' ? alipayReturn(record, back, tradeNo) : back)
  const delivered = status >= 200 && status < 300
  return page(
    '支付完成',
    `<h1 style="font-size:20px">支付完成</h1><p>¥${fenToYuan(record.amountFen)}，订单号 ${escapeHtml(record.orderNo)}</p>${
      delivered
        ? '<p>请回到原页面查看订单。</p>'
        : `<p class="dev">支付通知未被接受（HTTP ${status || '无应答'}）。</p>`
    }`,
  )
}

/**
 * Answers one request to /api/dev/pay/…: `wechat/v3/…` and `alipay/gateway.do` (the APIs, fake-api.ts),
 * `{wechat|alipay}/cashier` (GET the page, POST the decision); null for an unknown path.
 */
export async function fakePayResponse(
  request: Request,
  segments: string[],
  deliver: NoticeDelivery = deliverOnLoopback,
): Promise<Response | null> {
  const [channel, ...rest] = segments
  const path = rest.join('/')
  if (channel === 'wechat' && path.startsWith('v3/')) return fakeWechatApi(request, path)
  if (channel === 'alipay' && path === 'gateway.do') return fakeAlipayGateway(request)
  if ((channel !== 'wechat' && channel !== 'alipay') || path !== 'cashier') return null
  const query = new URL(request.url).searchParams
  const form = request.method === 'POST' ? new URLSearchParams(await request.text()) : query
  const record = prepayOf(form.get('prepay') ?? '')
  if (!record || record.channel !== channel)
    return page('订单不存在', '<h1 style="font-size:20px">订单不存在或已过期</h1>', 404)
  if (request.method === 'POST') return decide(record, form, deliver)
  return cashierPage(record, backUrl(record, query.get('redirect_url')))
}
