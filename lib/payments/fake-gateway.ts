// The development and test stand-in for both channels, like the fake OAuth provider: the REAL WeChat Pay and Alipay
// gateways configured with the committed test keys (fake-keys.ts) and pointed at the fake API on this server
// (/api/dev/pay/…, fake-api.ts), so every answer and notice goes through the same verification as a live merchant's.
// Here too the notices in the gateways' exact signed formats, for the fake cashier and for tests (fakeNotice).
import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin'
import { getEnv } from '@/lib/env'
import { AlipayGateway, type AlipayConfig } from './alipay'
import { chinaDateTime, chinaRfc3339, fenToYuan } from './amounts'
import {
  FAKE_ALIPAY_APP_ID,
  FAKE_API_V3_KEY,
  FAKE_GATEWAY_PRIVATE_KEY,
  FAKE_GATEWAY_PUBLIC_KEY,
  FAKE_MERCHANT_PRIVATE_KEY,
  FAKE_MERCHANT_SERIAL,
  FAKE_PLATFORM_KEY_ID,
  FAKE_WECHAT_APP_ID,
  FAKE_WECHAT_MCH_ID,
} from './fake-keys'
import type { PayChannel, PaymentGateway, PayMethod } from './types'
import { WechatPayGateway, type WechatPayConfig } from './wechat-pay'

/** The fake's path on this server: the browser reaches it on the tenant's host, this server on loopback. */
export const FAKE_PAY_PATH = '/api/dev/pay'

/** This server as it reaches itself (the fake OAuth provider's apiBase does the same). */
const loopbackOrigin = () => `http://127.0.0.1:${getEnv().port}`

/** Configuration for the real gateway classes that talks to the fake; `tenantOrigin` is where the browser goes. */
export function fakeGatewayConfig(channel: 'wechat', tenantOrigin: string): WechatPayConfig
export function fakeGatewayConfig(channel: 'alipay', tenantOrigin: string): AlipayConfig
export function fakeGatewayConfig(channel: PayChannel, tenantOrigin: string): WechatPayConfig | AlipayConfig {
  if (channel === 'wechat')
    return {
      mchId: FAKE_WECHAT_MCH_ID,
      appId: FAKE_WECHAT_APP_ID,
      serialNo: FAKE_MERCHANT_SERIAL,
      privateKeyPem: FAKE_MERCHANT_PRIVATE_KEY,
      apiV3Key: FAKE_API_V3_KEY,
      platformPublicKeyPem: FAKE_GATEWAY_PUBLIC_KEY,
      platformPublicKeyId: FAKE_PLATFORM_KEY_ID,
      // WeChat Pay is only ever called by this server; the cashier's browser address comes from notify_url.
      apiBase: `${loopbackOrigin()}${FAKE_PAY_PATH}/wechat`,
    }
  return {
    appId: FAKE_ALIPAY_APP_ID,
    privateKeyPem: FAKE_MERCHANT_PRIVATE_KEY,
    alipayPublicKeyPem: FAKE_GATEWAY_PUBLIC_KEY,
    gateway: `${tenantOrigin}${FAKE_PAY_PATH}/alipay/gateway.do`,
    serverGateway: `${loopbackOrigin()}${FAKE_PAY_PATH}/alipay/gateway.do`,
  }
}

/** The development gateway of a channel: the real class, the fake's keys and addresses, `fake: true`. */
export function fakeGateway(channel: PayChannel, tenantOrigin: string): PaymentGateway {
  return channel === 'wechat'
    ? new WechatPayGateway(fakeGatewayConfig('wechat', tenantOrigin), { fake: true })
    : new AlipayGateway(fakeGatewayConfig('alipay', tenantOrigin), { fake: true })
}

/** Signs `timestamp\nnonce\nbody\n` as WeChat Pay does its answers and notices: the Wechatpay-* headers. */
export function wechatPaySigned(body: string, at: Date = new Date(), key = FAKE_GATEWAY_PRIVATE_KEY): Headers {
  const timestamp = String(Math.floor(at.getTime() / 1000))
  const nonce = Formatter.nonce(32)
  return new Headers({
    'Content-Type': 'application/json',
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': Rsa.sign(Formatter.response(timestamp, nonce, body), key),
    'Wechatpay-Serial': FAKE_PLATFORM_KEY_ID,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  })
}

/** Alipay's RSA2 sign content: the parameters but `sign` (and, for notices, `sign_type`), sorted, `k=v` by `&`. */
export function alipaySignContent(params: Record<string, string>, withoutSignType: boolean): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && !(withoutSignType && k === 'sign_type') && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

/** Signs notice or return parameters with the fake Alipay key, as Alipay does (sign_type not signed). */
export function alipaySigned(params: Record<string, string>, key = FAKE_GATEWAY_PRIVATE_KEY): Record<string, string> {
  const all = { ...params, sign_type: 'RSA2' }
  return { ...all, sign: Rsa.sign(alipaySignContent(all, true), key) }
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('')
const yyyymmdd = (at: Date) => chinaDateTime(at).slice(0, 10).replaceAll('-', '')

/** A new gateway transaction number in each channel's shape (WeChat 28 digits from 42…, Alipay date + 2200…). */
export function fakeTradeNo(channel: PayChannel, at = new Date()): string {
  return channel === 'wechat' ? `4200${digits(6)}${yyyymmdd(at)}${digits(10)}` : `${yyyymmdd(at)}2200${digits(16)}`
}

export interface FakeNoticeInput {
  orderNo: string
  amountFen: number
  tradeNo?: string
  noticeId?: string
  /** When the notice is sent (Wechatpay-Timestamp, Alipay notify_time); now by default. */
  timestamp?: Date
  /** When it was paid; the timestamp by default. */
  paidAt?: Date
  /** WeChat: event_type (TRANSACTION.SUCCESS); Alipay: trade_status (TRADE_SUCCESS). */
  status?: string
  method?: PayMethod
  openid?: string
  /** Tests: sign with another key, to prove it is refused. */
  signingKey?: string
}

const TRADE_TYPES: Partial<Record<PayMethod, string>> = {
  wechat_native: 'NATIVE',
  wechat_jsapi: 'JSAPI',
  wechat_h5: 'MWEB',
}

function wechatNotice(input: FakeNoticeInput): { headers: Headers; body: string } {
  const at = input.timestamp ?? new Date()
  const paidAt = input.paidAt ?? at
  const transaction = {
    appid: FAKE_WECHAT_APP_ID,
    mchid: FAKE_WECHAT_MCH_ID,
    out_trade_no: input.orderNo,
    transaction_id: input.tradeNo ?? fakeTradeNo('wechat', paidAt),
    trade_type: TRADE_TYPES[input.method ?? 'wechat_native'] ?? 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: chinaRfc3339(paidAt),
    payer: { openid: input.openid ?? 'oFAKEpayer000000000000000000' },
    amount: { total: input.amountFen, payer_total: input.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  }
  const nonce = Formatter.nonce(12)
  const body = JSON.stringify({
    id: input.noticeId ?? randomUUID(),
    create_time: chinaRfc3339(at),
    resource_type: 'encrypt-resource',
    event_type: input.status ?? 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: Aes.AesGcm.encrypt(JSON.stringify(transaction), FAKE_API_V3_KEY, nonce, 'transaction'),
      associated_data: 'transaction',
      nonce,
    },
  })
  return { headers: wechatPaySigned(body, at, input.signingKey), body }
}

function alipayNotice(input: FakeNoticeInput): { headers: Headers; body: string } {
  const at = input.timestamp ?? new Date()
  const paidAt = input.paidAt ?? at
  const yuan = fenToYuan(input.amountFen)
  const params = alipaySigned(
    {
      notify_time: chinaDateTime(at),
      notify_type: 'trade_status_sync',
      notify_id: input.noticeId ?? randomBytes(16).toString('hex'),
      app_id: FAKE_ALIPAY_APP_ID,
      auth_app_id: FAKE_ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      trade_no: input.tradeNo ?? fakeTradeNo('alipay', paidAt),
      out_trade_no: input.orderNo,
      trade_status: input.status ?? 'TRADE_SUCCESS',
      total_amount: yuan,
      receipt_amount: yuan,
      buyer_pay_amount: yuan,
      gmt_create: chinaDateTime(paidAt),
      gmt_payment: chinaDateTime(paidAt),
      seller_id: '2088000000000000',
      buyer_id: '2088000000000001',
    },
    input.signingKey,
  )
  return {
    headers: new Headers({ 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' }),
    body: new URLSearchParams(params).toString(),
  }
}

/**
 * A notification exactly as the channel sends it, signed with the fake gateway's key: what the fake cashier posts,
 * and what integration tests post to forge, replay or misstate an amount without a browser.
 */
export function fakeNotice(channel: PayChannel, input: FakeNoticeInput): { headers: Headers; body: string } {
  return channel === 'wechat' ? wechatNotice(input) : alipayNotice(input)
}
