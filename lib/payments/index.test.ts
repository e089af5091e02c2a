/** @jest-environment node */
// Which gateway a tenant's channel gets (its live merchant, else the fake, never the fake in production) and how each
// device pays.
import { AlipayGateway } from './alipay'
import { fakeGatewayConfig } from './fake-gateway'
import { gatewayFor, methodFor, type TenantPayConfig } from './index'
import { channelOf, PAY_METHODS } from './types'
import { WechatPayGateway } from './wechat-pay'

const ORIGIN = 'http://demo.localhost:3000'
const live: TenantPayConfig = {
  channel: 'wechat',
  enabled: true,
  config: { ...fakeGatewayConfig('wechat', ORIGIN), mchId: '1230000109', apiBase: undefined },
}
const PROD = {
  APP_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  SMS_PROVIDER: 'aliyun',
  SITE_URL_TEMPLATE: 'https://{tenant}.example.com',
  PAYMENT_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
}

describe('gatewayFor', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const k of Object.keys(PROD)) delete process.env[k]
    Object.assign(process.env, saved)
  })

  it("is the tenant's live merchant when enabled, else the fake outside production", () => {
    const real = gatewayFor('wechat', live, ORIGIN)
    expect(real).toBeInstanceOf(WechatPayGateway)
    expect(real?.fake).toBe(false)
    const off = gatewayFor('wechat', { ...live, enabled: false }, ORIGIN)
    expect(off?.fake).toBe(true)
    const alipay = gatewayFor('alipay', null, ORIGIN)
    expect(alipay).toBeInstanceOf(AlipayGateway)
    expect(alipay?.fake).toBe(true)
    expect(() => gatewayFor('alipay', live, ORIGIN)).toThrow()
  })

  it('never the fake under APP_ENV=production: the channel is not offered', () => {
    Object.assign(process.env, PROD)
    expect(gatewayFor('wechat', null, ORIGIN)).toBeNull()
    expect(gatewayFor('alipay', null, ORIGIN)).toBeNull()
    expect(gatewayFor('wechat', { ...live, enabled: false }, ORIGIN)).toBeNull()
    expect(gatewayFor('wechat', live, ORIGIN)?.fake).toBe(false)
  })
})

describe('methodFor', () => {
  it('QR and the website cashier on desktop; JSAPI and no Alipay in WeChat; H5 and wap elsewhere on phones', () => {
    expect(methodFor({ device: 'desktop', inWeChat: false }, 'wechat')).toBe('wechat_native')
    expect(methodFor({ device: 'desktop', inWeChat: false }, 'alipay')).toBe('alipay_page')
    expect(methodFor({ device: 'mobile', inWeChat: true }, 'wechat')).toBe('wechat_jsapi')
    expect(methodFor({ device: 'mobile', inWeChat: true }, 'alipay')).toBeNull()
    expect(methodFor({ device: 'mobile', inWeChat: false }, 'wechat')).toBe('wechat_h5')
    expect(methodFor({ device: 'mobile', inWeChat: false }, 'alipay')).toBe('alipay_wap')
  })

  it("answers a method of the channel asked for, and every method is some client's", () => {
    const clients = [
      { device: 'desktop' as const, inWeChat: false },
      { device: 'mobile' as const, inWeChat: true },
      { device: 'mobile' as const, inWeChat: false },
    ]
    const seen = new Set<string>()
    for (const client of clients)
      for (const channel of ['wechat', 'alipay'] as const) {
        const method = methodFor(client, channel)
        if (method) expect(channelOf(method)).toBe(channel)
        if (method) seen.add(method)
      }
    expect([...seen].sort()).toEqual([...PAY_METHODS].sort())
  })
})
