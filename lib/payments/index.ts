// Which gateway serves a tenant's channel and how a device pays through it: the tenant's own merchant when it is set
// up and switched on; else, on a development or staging server, the fake (fake-gateway.ts); else the channel is not
// offered. The order service calls only these two and the PaymentGateway they return.
import { getEnv } from '@/lib/env'
import { AlipayGateway, type AlipayConfig } from './alipay'
import { fakeGateway } from './fake-gateway'
import type { PayChannel, PaymentGateway, PayMethod } from './types'
import { WechatPayGateway, type WechatPayConfig } from './wechat-pay'

/** A tenant's merchant for one channel (支付设置), its secrets already opened (secrets.ts). */
export type TenantPayConfig =
  | { channel: 'wechat'; enabled: boolean; config: WechatPayConfig }
  | { channel: 'alipay'; enabled: boolean; config: AlipayConfig }

/**
 * The gateway for a channel: the tenant's live merchant when configured and enabled; otherwise the development fake,
 * never under APP_ENV=production (there null: the channel is not offered). A tenant with a live merchant never gets
 * the fake, so notices signed with the committed fake keys cannot pay its orders. `tenantOrigin` is where the browser
 * reaches the fake cashier.
 */
export function gatewayFor(
  channel: PayChannel,
  tenantConfig: TenantPayConfig | null,
  tenantOrigin: string,
): PaymentGateway | null {
  if (tenantConfig && tenantConfig.channel !== channel)
    throw new Error(`a ${tenantConfig.channel} config for ${channel}`)
  if (tenantConfig?.enabled)
    return tenantConfig.channel === 'wechat'
      ? new WechatPayGateway(tenantConfig.config)
      : new AlipayGateway(tenantConfig.config)
  if (getEnv().production) return null
  return fakeGateway(channel, tenantOrigin)
}

/** What the visitor's browser is: the proxy's device class and whether the user agent is WeChat's (MicroMessenger). */
export interface PayClient {
  device: 'desktop' | 'mobile'
  inWeChat: boolean
}

/**
 * How this client pays through the channel, or null when it cannot: a QR code or Alipay's website cashier on desktop;
 * inside WeChat, JSAPI; other phone browsers, WeChat H5 or Alipay's mobile cashier. Alipay is not offered inside
 * WeChat: WeChat blocks Alipay's pages in its browser (the learner would be told to open it in another browser).
 */
export function methodFor(client: PayClient, channel: PayChannel): PayMethod | null {
  if (client.device === 'desktop') return channel === 'wechat' ? 'wechat_native' : 'alipay_page'
  if (client.inWeChat) return channel === 'wechat' ? 'wechat_jsapi' : null
  return channel === 'wechat' ? 'wechat_h5' : 'alipay_wap'
}
