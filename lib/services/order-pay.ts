// Order/Pay (issue 33): starts paying an open order the way the caller's device can — a QR code on desktop (WeChat
// Native) or Alipay's website cashier; inside WeChat, JSAPI with the openid of the learner's WeChat sign-in; other
// phone browsers, WeChat H5 or Alipay's mobile cashier. The channel's notification, not this call, makes it 已支付.
import { conflict, notFound } from '@/lib/contract/errors'
import { payHref } from '@/lib/contract/order-links'
import { ORDER_MSG as MSG, type OrderView } from '@/lib/contract/order-rules'
import { payOrderInput } from '@/lib/contract/schemas/order'
import { requireSite } from '@/lib/auth/context'
import { mpOpenidOf, ownOrder, setOrderMethod } from '@/lib/db/queries/orders'
import { methodFor } from '@/lib/payments'
import { FAKE_PAY_PATH } from '@/lib/payments/fake-gateway'
import { GatewayError } from '@/lib/payments/gateway-error'
import { channelOf, type PayStart } from '@/lib/payments/types'
import { deviceFromUserAgent, isWeChatBrowser } from '@/lib/proxy/device'
import { tenantOrigin } from '@/lib/site-url'
import { method } from './define'
import { orderView } from './order'
import { offeredChannels, tenantChannels, tenantGateway } from './order-channels'

/** What the pay page does next, with the order as it stands. */
export interface PayAnswer {
  order: OrderView
  start: PayStart
  /**
   * Development only (the fake gateway): where the fake cashier takes this payment — for JSAPI, which has no
   * WeixinJSBridge outside WeChat's app, the page offers this link instead of the bridge.
   */
  fakeCashierUrl: string | null
  /** The development fake gateway took it (the pay page then offers 模拟扫码支付 beside the QR code). */
  fake: boolean
}

export const orderPayMethods = {
  /** 去支付: the way the caller's device pays this open order (QR code, JSAPI parameters, or a cashier to go to). */
  Pay: method({
    verb: 'POST',
    auth: 'user',
    input: payOrderInput,
    summary:
      '发起支付：method 须与设备相符（电脑：wechat_native 扫码 / alipay_page；微信内：wechat_jsapi；其他手机浏览器：wechat_h5 / alipay_wap）',
    description:
      '返回 start：{kind:"qr", codeUrl}（电脑端微信扫码）| {kind:"jsapi", params}（WeixinJSBridge getBrandWCPayRequest 的参数）| ' +
      '{kind:"redirect", url}（微信H5与支付宝收银台）。支付结果以支付渠道的异步通知为准：支付页轮询 Order/Get 直到 state=paid。' +
      '订单已支付、已关闭（含超过15分钟）返回 409；本机构未开通的渠道返回 409。',
    handler: async ({ orderNo, method: payMethod }, ctx): Promise<PayAnswer> => {
      const site = requireSite(ctx)
      const who = { tenantId: site.tenantId, individualId: ctx.caller!.accountId }
      const row = await ownOrder(ctx.db, { ...who, orderNo })
      if (!row) throw notFound(MSG.notFound)
      if (row.state === 'paid') throw conflict(MSG.paid)
      if (row.state === 'refunded') throw conflict(MSG.refunded)
      if (row.state === 'closed' || row.lapsed) throw conflict(MSG.closed)

      const channel = channelOf(payMethod)
      const client = { device: deviceFromUserAgent(ctx.userAgent), inWeChat: isWeChatBrowser(ctx.userAgent) }
      const channels = await tenantChannels(ctx.db, site.tenantId)
      if (!(await offeredChannels(ctx, channels)).includes(channel))
        throw conflict(client.inWeChat && channel === 'alipay' ? MSG.wechatOnly : MSG.channelOff)
      // The device decides the way (a desktop cannot take JSAPI parameters, WeChat's browser cannot open Alipay).
      if (methodFor(client, channel) !== payMethod) throw conflict(MSG.channelOff)
      const gateway = await tenantGateway(ctx.db, site, channel, 'start', channels)
      if (!gateway) throw conflict(MSG.noChannel)
      const openid = payMethod === 'wechat_jsapi' ? await mpOpenidOf(ctx.db, who) : undefined
      if (payMethod === 'wechat_jsapi' && !openid) throw conflict(MSG.needOpenid)

      const origin = tenantOrigin(site.slug)
      let start: PayStart
      try {
        start = await gateway.start(payMethod, {
          orderNo,
          amountFen: row.payableCents,
          subject: row.courseTitle,
          expiresAt: row.expiresAt,
          clientIp: ctx.clientIp,
          openid: openid ?? undefined,
          returnUrl: `${origin}${payHref(orderNo)}`,
          notifyUrl: `${origin}/api/payments/notify/${channel}`,
        })
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error
        console.error(`[payments] ${payMethod} for order ${orderNo}: ${error.detail}`)
        throw conflict(error.message || MSG.gateway)
      }
      await setOrderMethod(ctx.db, { tenantId: site.tenantId, id: row.id, method: payMethod })
      const fakeCashierUrl =
        gateway.fake && start.kind === 'jsapi'
          ? `${origin}${FAKE_PAY_PATH}/wechat/cashier?prepay=${encodeURIComponent(start.params.package.replace(/^prepay_id=/, ''))}`
          : null
      return { order: orderView({ ...row, method: payMethod }), start, fakeCashierUrl, fake: gateway.fake }
    },
  }),
}
