// WeChat Pay APIv3 for a direct merchant (直连商户): Native, JSAPI and H5 orders, notices and refunds over plain fetch.
// Requests carry the WECHATPAY2-SHA256-RSA2048 signature of the merchant API key; answers and notices are believed
// only when signed by the WeChat Pay public key (微信支付公钥, PUB_KEY_ID_…) configured for the merchant.
// wechatpay-axios-plugin supplies the signing, verifying and AES-GCM helpers; its axios client is not used.
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin'
import { z } from 'zod'
import { chinaRfc3339, cutUtf8 } from './amounts'
import { GatewayError } from './gateway-error'
import type { NoticeCheck, PaymentGateway, PayMethod, PayOrder, PayStart, RefundRequest, RefundResult } from './types'

export interface WechatPayConfig {
  mchId: string
  /** The 公众号 (JSAPI, H5) or website app id bound to the merchant. */
  appId: string
  /** The merchant API certificate's serial number. */
  serialNo: string
  /** The merchant API private key (apiclient_key.pem). */
  privateKeyPem: string
  /** The 32-character APIv3 key that decrypts notices. */
  apiV3Key: string
  /** The WeChat Pay public key and its id: what answers and notices must be signed with. */
  platformPublicKeyPem: string
  platformPublicKeyId: string
  apiBase?: string
}

export interface WechatPayOptions {
  /** The HTTP client (tests stub it); global fetch by default. */
  fetch?: typeof fetch
  /** The development fake (lib/payments/fake-gateway.ts). */
  fake?: boolean
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number
}

/** A notice or answer older or newer than this is refused (WeChat Pay's own advice: five minutes). */
const MAX_SKEW_S = 5 * 60
const TIMEOUT_MS = 10_000
const PATHS: Partial<Record<PayMethod, string>> = {
  wechat_native: '/v3/pay/transactions/native',
  wechat_jsapi: '/v3/pay/transactions/jsapi',
  wechat_h5: '/v3/pay/transactions/h5',
}

const TRANSACTION = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().min(1),
  trade_state: z.string(),
  success_time: z.string(),
  amount: z.object({ total: z.number().int().nonnegative(), payer_total: z.number().int().nonnegative().optional() }),
})
const NOTICE = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z.object({ ciphertext: z.string(), nonce: z.string(), associated_data: z.string().optional() }),
})

const FAILED = '微信支付下单失败，请稍后再试'

export class WechatPayGateway implements PaymentGateway {
  readonly channel = 'wechat' as const
  readonly fake: boolean
  private readonly fetch: typeof fetch
  private readonly now: () => number
  private readonly apiBase: string

  constructor(
    private readonly config: WechatPayConfig,
    options: WechatPayOptions = {},
  ) {
    this.fake = options.fake ?? false
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init))
    this.now = options.now ?? Date.now
    this.apiBase = (config.apiBase ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, '')
  }

  /** Places the order with WeChat Pay and says how the page continues: a QR code, the JSAPI call, or the H5 page. */
  async start(method: PayMethod, order: PayOrder): Promise<PayStart> {
    const path = PATHS[method]
    if (!path) throw new GatewayError(FAILED, `${method} is not a WeChat Pay method`)
    const body: Record<string, unknown> = {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: cutUtf8(order.subject, 127),
      out_trade_no: order.orderNo,
      time_expire: chinaRfc3339(order.expiresAt),
      notify_url: order.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    }
    if (method === 'wechat_jsapi') {
      if (!order.openid) throw new GatewayError(FAILED, 'JSAPI needs the payer openid')
      body.payer = { openid: order.openid }
    }
    if (method === 'wechat_h5') body.scene_info = { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } }
    const data = await this.call('POST', path, body)
    if (method === 'wechat_native') return { kind: 'qr', codeUrl: field(data, 'code_url') }
    if (method === 'wechat_h5')
      return { kind: 'redirect', url: `${field(data, 'h5_url')}&redirect_url=${encodeURIComponent(order.returnUrl)}` }
    return { kind: 'jsapi', params: this.jsapiParams(field(data, 'prepay_id')) }
  }

  /** What WeixinJSBridge's getBrandWCPayRequest takes: the prepay id signed with the merchant key (signType RSA). */
  private jsapiParams(prepayId: string) {
    const timeStamp = String(Math.floor(this.now() / 1000))
    const nonceStr = Formatter.nonce(32)
    const pkg = `prepay_id=${prepayId}`
    const paySign = Rsa.sign(
      Formatter.joinedByLineFeed(this.config.appId, timeStamp, nonceStr, pkg),
      this.config.privateKeyPem,
    )
    return { appId: this.config.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA' as const, paySign }
  }

  /**
   * Believes a notice only when its Wechatpay-* headers name our WeChat Pay public key, are at most five minutes off,
   * and sign `timestamp\nnonce\nbody\n`; then decrypts the resource with the APIv3 key. A replay inside the window
   * keeps its notice id, by which the order service recognises it.
   */
  async verifyNotice({ headers, body }: { headers: Headers; body: string }): Promise<NoticeCheck> {
    if (!this.signedByWechatPay(headers, body)) return { ok: false, reason: 'signature' }
    let notice: z.infer<typeof NOTICE>
    try {
      notice = NOTICE.parse(JSON.parse(body))
    } catch {
      return { ok: false, reason: 'format' }
    }
    let plain: string
    try {
      const { ciphertext, nonce, associated_data: aad = '' } = notice.resource
      plain = Aes.AesGcm.decrypt(ciphertext, this.config.apiV3Key, nonce, aad)
    } catch {
      // Signed yet not decryptable with our APIv3 key: not a notice for this merchant.
      return { ok: false, reason: 'signature' }
    }
    if (notice.event_type !== 'TRANSACTION.SUCCESS') return { ok: true, paid: null }
    const parsed = TRANSACTION.safeParse(safeJson(plain))
    if (!parsed.success) return { ok: false, reason: 'format' }
    const t = parsed.data
    if (t.mchid !== this.config.mchId || t.appid !== this.config.appId) return { ok: false, reason: 'signature' }
    if (t.trade_state !== 'SUCCESS') return { ok: true, paid: null }
    const paidAt = new Date(t.success_time)
    if (Number.isNaN(paidAt.getTime())) return { ok: false, reason: 'format' }
    return {
      ok: true,
      paid: {
        orderNo: t.out_trade_no,
        tradeNo: t.transaction_id,
        amountFen: t.amount.payer_total ?? t.amount.total,
        paidAt,
        noticeId: notice.id,
      },
    }
  }

  /** WeChat Pay's documented answers: 200 without a body when taken, else 4xx with FAIL (it then retries). */
  acknowledge(accepted: boolean): Response {
    if (accepted) return new Response(null, { status: 200 })
    return Response.json({ code: 'FAIL', message: '失败' }, { status: 400 })
  }

  /** Asks for a whole refund; PROCESSING counts as accepted (WeChat Pay finishes it on its own). */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const data = await this.call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        reason: [...request.reason].slice(0, 80).join(''),
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      })
      const status = typeof data.status === 'string' ? data.status : ''
      return status === 'SUCCESS' || status === 'PROCESSING'
        ? { ok: true }
        : { ok: false, message: `微信支付退款未受理（${status || '无状态'}）` }
    } catch (e) {
      return { ok: false, message: e instanceof GatewayError ? e.detail : String(e) }
    }
  }

  /** Whether headers and body carry WeChat Pay's signature, by our configured public key, within five minutes. */
  private signedByWechatPay(headers: Headers, body: string): boolean {
    const timestamp = headers.get('wechatpay-timestamp') ?? ''
    const nonce = headers.get('wechatpay-nonce') ?? ''
    const signature = headers.get('wechatpay-signature') ?? ''
    if (headers.get('wechatpay-serial') !== this.config.platformPublicKeyId) return false
    if (!/^\d{1,12}$/.test(timestamp) || !nonce || !signature) return false
    if (Math.abs(this.now() / 1000 - Number(timestamp)) > MAX_SKEW_S) return false
    try {
      return Rsa.verify(Formatter.response(timestamp, nonce, body), signature, this.config.platformPublicKeyPem)
    } catch {
      return false
    }
  }

  /** One signed request; a 2xx answer counts only when WeChat Pay signed it. */
  private async call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Record<string, unknown>> {
    const url = new URL(this.apiBase + path)
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const timestamp = String(Math.floor(this.now() / 1000))
    const nonce = Formatter.nonce(32)
    const signature = Rsa.sign(
      Formatter.request(method, url.pathname + url.search, timestamp, nonce, body),
      this.config.privateKeyPem,
    )
    let response: Response
    let text: string
    try {
      response = await this.fetch(url, {
        method,
        body: payload === undefined ? undefined : body,
        headers: {
          Authorization: Formatter.authorization(this.config.mchId, nonce, signature, timestamp, this.config.serialNo),
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Wechatpay-Serial': this.config.platformPublicKeyId,
          'User-Agent': 'qihang-payments/1',
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      text = await response.text()
    } catch (e) {
      throw new GatewayError(FAILED, `WeChat Pay unreachable: ${String(e)}`)
    }
    const data = safeJson(text)
    const answer = data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
    if (!response.ok)
      throw new GatewayError(FAILED, `WeChat Pay ${response.status} ${String(answer.code)}: ${String(answer.message)}`)
    if (!this.signedByWechatPay(response.headers, text))
      throw new GatewayError(FAILED, `WeChat Pay answer to ${path} is not signed by ${this.config.platformPublicKeyId}`)
    return answer
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function field(data: Record<string, unknown>, name: string): string {
  const value = data[name]
  if (typeof value !== 'string' || !value) throw new GatewayError(FAILED, `WeChat Pay answer without ${name}`)
  return value
}
