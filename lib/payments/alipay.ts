// Alipay 电脑网站支付 and 手机网站支付 (OpenAPI 2.0, RSA2) through the official alipay-sdk: the signed gateway address the
// browser is sent to, asynchronous notices (form posts signed by Alipay's public key) and refunds.
import { AlipaySdk } from 'alipay-sdk'
import { chinaDateTime, fenToYuan, parseChinaDateTime, yuanToFen } from './amounts'
import { GatewayError } from './gateway-error'
import type { NoticeCheck, PaymentGateway, PayMethod, PayOrder, PayStart, RefundRequest, RefundResult } from './types'

export interface AlipayConfig {
  appId: string
  /** The application private key, PKCS#8 (BEGIN PRIVATE KEY) or PKCS#1 (BEGIN RSA PRIVATE KEY). */
  privateKeyPem: string
  /** Alipay's public key (支付宝公钥) from the open platform: what notices and answers must be signed with. */
  alipayPublicKeyPem: string
  /** Where the browser is sent (and, unless serverGateway is set, where the server calls). */
  gateway?: string
  /**
   * Added for the development fake only: where this server calls (refunds) when that differs from the browser's
   * address — the fake cashier is on the tenant's host for the browser and on loopback for the server.
   */
  serverGateway?: string
}

export interface AlipayOptions {
  fake?: boolean
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number
}

const DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do'
const PRODUCTS: Partial<Record<PayMethod, [apiMethod: string, productCode: string]>> = {
  alipay_page: ['alipay.trade.page.pay', 'FAST_INSTANT_TRADE_PAY'],
  alipay_wap: ['alipay.trade.wap.pay', 'QUICK_WAP_WAY'],
}
/** Both mean paid: TRADE_FINISHED follows TRADE_SUCCESS when the refund window closes (the order service dedups). */
const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED'])

function sdkFor(config: AlipayConfig, gateway: string): AlipaySdk {
  return new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKeyPem,
    keyType: config.privateKeyPem.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    alipayPublicKey: config.alipayPublicKeyPem,
    signType: 'RSA2',
    gateway,
    camelcase: false,
  })
}

export class AlipayGateway implements PaymentGateway {
  readonly channel = 'alipay' as const
  readonly fake: boolean
  private readonly sdk: AlipaySdk
  private readonly serverSdk: AlipaySdk
  private readonly now: () => number

  constructor(
    private readonly config: AlipayConfig,
    options: AlipayOptions = {},
  ) {
    this.fake = options.fake ?? false
    this.now = options.now ?? Date.now
    this.sdk = sdkFor(config, config.gateway ?? DEFAULT_GATEWAY)
    this.serverSdk = config.serverGateway ? sdkFor(config, config.serverGateway) : this.sdk
  }

  /**
   * The signed gateway address (GET) that opens Alipay's cashier for this order. The SDK's own timestamp is the
   * server's local time; ours is China time, which Alipay reads, whatever zone the server runs in.
   */
  async start(method: PayMethod, order: PayOrder): Promise<PayStart> {
    const product = PRODUCTS[method]
    if (!product) throw new GatewayError('支付宝下单失败，请稍后再试', `${method} is not an Alipay method`)
    const [apiMethod, productCode] = product
    const url = this.sdk.pageExecute(apiMethod, 'GET', {
      bizContent: {
        out_trade_no: order.orderNo,
        total_amount: fenToYuan(order.amountFen),
        subject: alipaySubject(order.subject),
        product_code: productCode,
        time_expire: chinaDateTime(order.expiresAt),
        ...(method === 'alipay_wap' ? { quit_url: order.returnUrl } : {}),
      },
      returnUrl: order.returnUrl,
      notifyUrl: order.notifyUrl,
      timestamp: chinaDateTime(new Date(this.now())),
    })
    return { kind: 'redirect', url }
  }

  /**
   * Believes a notice (a form post) only when Alipay's key signed its parameters and it names our app; values are
   * checked as received, not decoded twice (checkNotifySignV2).
   */
  async verifyNotice({ body }: { headers: Headers; body: string }): Promise<NoticeCheck> {
    const params: Record<string, string> = {}
    for (const [key, value] of new URLSearchParams(body)) if (!(key in params)) params[key] = value
    if (!params.sign) return { ok: false, reason: 'signature' }
    let signed = false
    try {
      signed = this.sdk.checkNotifySignV2(params)
    } catch {
      signed = false
    }
    // Signed by Alipay for another app of the same key holder is still not ours.
    if (!signed || params.app_id !== this.config.appId) return { ok: false, reason: 'signature' }
    if (!PAID_STATUSES.has(params.trade_status ?? '')) return { ok: true, paid: null }
    const amountFen = yuanToFen(params.total_amount ?? '')
    const paidAt = parseChinaDateTime(params.gmt_payment ?? '')
    if (amountFen === null || !paidAt || !params.out_trade_no || !params.trade_no || !params.notify_id)
      return { ok: false, reason: 'format' }
    return {
      ok: true,
      paid: {
        orderNo: params.out_trade_no,
        tradeNo: params.trade_no,
        amountFen,
        paidAt,
        noticeId: params.notify_id,
      },
    }
  }

  /** Alipay reads the bare word: `success` stops its retries, anything else (we say `failure`) lets it retry. */
  acknowledge(accepted: boolean): Response {
    return new Response(accepted ? 'success' : 'failure', {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }

  /** A whole refund by out_request_no (our refund number), so asking twice refunds once; the answer must be signed. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const result = await this.serverSdk.exec(
        'alipay.trade.refund',
        {
          bizContent: {
            out_trade_no: request.orderNo,
            refund_amount: fenToYuan(request.amountFen),
            out_request_no: request.refundNo,
            refund_reason: [...request.reason].slice(0, 256).join(''),
          },
          timestamp: chinaDateTime(new Date(this.now())),
        },
        { validateSign: true },
      )
      if (result.code === '10000') return { ok: true }
      return { ok: false, message: `支付宝退款失败：${String(result.sub_msg ?? result.msg ?? result.code)}` }
    } catch (e) {
      return { ok: false, message: `支付宝退款失败：${e instanceof Error ? e.message : String(e)}` }
    }
  }
}

/** Alipay's subject: at most 256 characters, without the / = & its documentation forbids. */
function alipaySubject(subject: string): string {
  return [...subject.replace(/[/=&]/g, ' ')].slice(0, 256).join('').trim() || '课程'
}
