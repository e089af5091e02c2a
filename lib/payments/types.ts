// What an order asks of a payment channel (WeChat Pay v3, Alipay, or the development fake that speaks both): start a
// payment in the way the device allows, verify a notification, refund. Amounts are integer fen throughout.

/** The two channels a tenant can enable (the console's 支付设置). */
export type PayChannel = 'wechat' | 'alipay'

/**
 * How the learner pays, decided by the device (issue 33): WeChat Pay Native (a QR code on desktop), JSAPI (inside
 * WeChat, with the openid its sign-in already has), H5 (other phone browsers); Alipay 电脑网站支付 (desktop) and
 * 手机网站支付 (phones).
 */
export type PayMethod = 'wechat_native' | 'wechat_jsapi' | 'wechat_h5' | 'alipay_page' | 'alipay_wap'

export const PAY_METHODS: readonly PayMethod[] = [
  'wechat_native',
  'wechat_jsapi',
  'wechat_h5',
  'alipay_page',
  'alipay_wap',
]

export const channelOf = (method: PayMethod): PayChannel => (method.startsWith('wechat') ? 'wechat' : 'alipay')

/** One order as a gateway sees it. */
export interface PayOrder {
  /** Our order number (out_trade_no), unique per tenant. */
  orderNo: string
  amountFen: number
  /** What the learner sees in the wallet: the course title, cut to the channel's limit by the gateway. */
  subject: string
  /** The gateway closes the payment at this time too (time_expire / timeout_express). */
  expiresAt: Date
  /** The payer's address (WeChat H5 requires it). */
  clientIp: string
  /** JSAPI only: the learner's openid for the tenant's 公众号 (its WeChat sign-in). */
  openid?: string
  /** Where the gateway sends the browser back (Alipay, WeChat H5): our order page on the tenant's origin. */
  returnUrl: string
  /** Where the gateway posts its notification: /api/payments/notify/{channel} on the tenant's origin. */
  notifyUrl: string
}

/** What the page does next to pay. */
export type PayStart =
  /** Desktop WeChat: draw code_url as a QR code and poll the order. */
  | { kind: 'qr'; codeUrl: string }
  /** Inside WeChat: WeixinJSBridge.invoke('getBrandWCPayRequest', params). */
  | {
      kind: 'jsapi'
      params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string }
    }
  /** WeChat H5 (mweb_url) and Alipay (the signed gateway address): send the browser there. */
  | { kind: 'redirect'; url: string }

/** A verified notification that an order was paid. */
export interface PaidNotice {
  orderNo: string
  /** The gateway's own transaction number (transaction_id / trade_no). */
  tradeNo: string
  /** What the payer paid, in fen, as the gateway reports it: checked against the order before anything changes. */
  amountFen: number
  paidAt: Date
  /** The gateway's id of this notification (WeChat: the notice id; Alipay: notify_id): replays are recognised by it. */
  noticeId: string
}

export type NoticeCheck =
  /** Signed by the gateway; `paid` is null for a notice that is not a success (closed, refund events): nothing to do. */
  | { ok: true; paid: PaidNotice | null }
  /** Not from the gateway (bad or missing signature, unknown certificate, too old) or not parseable. */
  | { ok: false; reason: 'signature' | 'format' }

export interface RefundRequest {
  orderNo: string
  /** Our refund number (out_refund_no): one per order, as refunds are whole. */
  refundNo: string
  amountFen: number
  totalFen: number
  reason: string
}

export type RefundResult = { ok: true } | { ok: false; message: string }

export interface PaymentGateway {
  channel: PayChannel
  /** True for the development fake: the pay page offers its cashier (never with APP_ENV=production). */
  fake: boolean
  start(method: PayMethod, order: PayOrder): Promise<PayStart>
  /** Verifies a notification exactly as received (raw body, headers). */
  verifyNotice(input: { headers: Headers; body: string }): Promise<NoticeCheck>
  /** What the gateway expects in answer to a notification (WeChat: JSON, Alipay: the word success). */
  acknowledge(accepted: boolean): Response
  refund(request: RefundRequest): Promise<RefundResult>
}
