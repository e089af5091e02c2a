// Inputs of the learner's order methods (issue 33): the checkout, placing an order, paying it, 我的订单.
import { z } from 'zod'
import { id } from '../fields'
import { ORDER_MSG, ORDER_STATE_LABELS, PAY_METHOD_LABELS, type PayMethodName } from '../order-rules'
import { page, pageSize } from './admin'
import { keyOrLabel, optionsOf } from './labelled-choice'

/** Our order numbers: 20 digits (the time in Beijing and six random ones). */
export const orderNo = z
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
