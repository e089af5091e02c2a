// AdminOrder (issue 33): the tenant's orders in the console, and 退款 — whole orders only, with a reason: the channel
// refunds first (out_refund_no is one per order, so a repeated request cannot refund twice), then, in one
// transaction, the order becomes 已退款, the bought course is no longer the learner's and an unexpired coupon returns.
// Every role reads (phones masked below 管理员); only 管理员 refunds, with its audit row.
import { methodFor } from '@/lib/contract/define'
import { conflict, notFound } from '@/lib/contract/errors'
import { ANY_ROLE } from '@/lib/contract/operator-roles'
import { ORDER_MSG as MSG, type AdminOrderPage, type AdminOrderView } from '@/lib/contract/order-rules'
import { fenToYuan } from '@/lib/contract/order-rules'
import { maskPhone } from '@/lib/contract/phone-rules'
import { adminOrderListInput, refundInput } from '@/lib/contract/schemas/order'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { listOrders } from '@/lib/db/queries/admin-orders'
import {
  lockOrder,
  markRefunded,
  removePurchasedEnrolment,
  returnDiscount,
  type OrderRow,
} from '@/lib/db/queries/orders'
import { channelOf } from '@/lib/payments/types'
import { orderView } from './order'
import { tenantGateway } from './order-channels'

const method = methodFor<ServiceContext>()

/** How the audit log names an order: its number and what was paid. */
const target = (row: Pick<OrderRow, 'orderNo' | 'payableCents'>) =>
  `订单 ${row.orderNo}（¥${fenToYuan(row.payableCents)}）`

export const adminOrderService = {
  /** The tenant's orders, newest first, by state, channel, day range and a number or phone. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: adminOrderListInput,
    summary: '订单列表（分页；按状态、支付渠道、下单日期、订单号或手机号筛选；非管理员看到的手机号已脱敏）',
    handler: async ({ page, pageSize, ...filter }, ctx): Promise<AdminOrderPage> => {
      const tenantId = requireSite(ctx).tenantId
      const full = ctx.operator!.role === 'admin'
      const { rows, totalCount } = await listOrders(ctx.db, {
        tenantId,
        ...filter,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
      const items: AdminOrderView[] = rows.map((r) => ({
        ...orderView({
          ...r,
          id: 0,
          individualId: 0,
          courseId: 0,
          userCouponId: null,
          expiresAt: r.createdAt,
          closedAt: null,
        }),
        buyer: r.nickname,
        phone: full ? r.phone : maskPhone(r.phone),
        tradeNo: r.tradeNo,
      }))
      return { totalCount, items }
    },
  }),
  /** 退款: the whole paid order back through its channel; the course closes to the learner at once. */
  Refund: method({
    verb: 'POST',
    auth: 'operator',
    roles: ['admin'],
    input: refundInput,
    summary: '订单退款（全额，须填写退款原因；仅管理员）：原路退回，收回课程学习权限，未过期的折扣券退回学员',
    handler: async ({ orderNo, reason }, ctx) => {
      const site = requireSite(ctx)
      const tenantId = site.tenantId
      const before = await lockOrder(ctx.db, { tenantId, orderNo })
      if (!before) throw notFound(MSG.notFound)
      if (before.state !== 'paid' || !before.method) throw conflict(MSG.notRefundable)
      const gateway = await tenantGateway(ctx.db, site, channelOf(before.method), 'settle')
      if (!gateway) throw conflict(MSG.noChannel)
      const refunded = await gateway.refund({
        orderNo,
        refundNo: `R${orderNo}`,
        amountFen: before.payableCents,
        totalFen: before.payableCents,
        reason,
      })
      if (!refunded.ok) throw conflict(`${MSG.refundFailed}${refunded.message}`)
      // The console's writes run in one transaction that holds this order's row lock since lockOrder above (the
      // dispatcher's audited transaction): a parallel 退款 waits, then finds it 已退款 and is refused.
      const who = { tenantId, individualId: before.individualId, courseId: before.courseId }
      await markRefunded(ctx.db, { tenantId, id: before.id, reason, operatorId: ctx.operator!.accountId })
      await removePurchasedEnrolment(ctx.db, who)
      if (before.userCouponId) await returnDiscount(ctx.db, { ...who, couponId: before.userCouponId })
      const done = await lockOrder(ctx.db, { tenantId, orderNo })
      ctx.audit({ target: target(before), before: { state: '已支付' }, after: { state: '已退款', reason } })
      return orderView(done!)
    },
  }),
}
