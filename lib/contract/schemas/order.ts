// Inputs of the learner's order methods (issue 33): the checkout, placing an order, paying it, 我的订单.
import { z } from 'zod'
import { id, optionalText, text } from '../fields'
import { ORDER_MSG, ORDER_STATE_LABELS, PAY_METHOD_LABELS, type PayMethodName } from '../order-rules'
import { day, page, pageSize } from './admin'
import { keyOrLabel, optionsOf } from './labelled-choice'

/** Our order numbers: 20 digits (the time in Beijing and six random ones). */
const orderNo = z
  .string({ error: ORDER_MSG.notFound })
  .trim()
  .regex(/^\d{20}$/, { error: ORDER_MSG.notFound })
  .meta({ title: '订单号' })

export const checkoutInput = z.object({ courseId: id('课程') })

export const createOrderInput = z.object({
  courseId: id('课程'),
  /** The discount coupon to take off; null or absent for none. */
  couponId: z.preprocess((v) => (v === '' || v === 0 ? null : v), id('优惠券').nullable().optional()),
  /** 我已阅读并同意《课程购买须知》 must be ticked. */
  agree: z.literal(true, { error: ORDER_MSG.agree }),
})

export const orderInput = z.object({ orderNo })

export const payOrderInput = z.object({
  orderNo,
  // Keys only: three WeChat ways share one word, so a label could not say which.
  method: z
    .enum(Object.keys(PAY_METHOD_LABELS) as [PayMethodName, ...PayMethodName[]], { error: '支付方式不正确' })
    .meta({ title: '支付方式' }),
})

export const myOrdersInput = z.object({
  state: keyOrLabel(optionsOf(ORDER_STATE_LABELS), '订单状态', '订单状态不正确').optional(),
  page,
  pageSize,
})

/** The console's order list: state, channel, Beijing day range, and an order number or phone typed in. */
export const adminOrderListInput = z.object({
  state: keyOrLabel(optionsOf(ORDER_STATE_LABELS), '订单状态', '订单状态不正确').optional(),
  channel: keyOrLabel(optionsOf({ wechat: '微信支付', alipay: '支付宝' }), '支付渠道', '支付渠道不正确').optional(),
  from: day('开始日期'),
  to: day('结束日期'),
  keyword: optionalText('订单号或手机号', 20),
  page,
  pageSize,
})

/** 退款: the whole order, with the reason the learner is told. */
export const refundInput = z.object({ orderNo, reason: text('退款原因', { max: 200 }) })
