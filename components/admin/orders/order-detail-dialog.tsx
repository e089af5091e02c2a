'use client'
// 订单详情 (issue 33): everything the list row has no room for — the channel's transaction number (what WeChat Pay's
// and Alipay's merchant platforms search by), the coupon, every time the order changed and the refund's reason.
import type { ReactNode } from 'react'
import type { AdminOrderView } from '@/lib/contract/order-rules'
import { formatDateTime } from '@/lib/contract/dates'
import { AdminDialog } from '../admin-dialog'
import { BUTTON } from '../styles'
import { methodText, OrderStateTag, yuan } from './order-words'

const time = (at: string | null) => (at ? formatDateTime(at) : '—')

export function OrderDetailDialog({ order, onClose }: { order: AdminOrderView; onClose: () => void }) {
  const facts: [string, ReactNode][] = [
    [
      '订单号',
      <span key="no" className="font-mono">
        {order.orderNo}
      </span>,
    ],
    [
      '渠道交易号',
      order.tradeNo ? (
        <span key="trade" className="font-mono">
          {order.tradeNo}
        </span>
      ) : (
        '—'
      ),
    ],
    ['状态', <OrderStateTag key="state" order={order} />],
    ['课程', order.courseTitle],
    ['学员', `${order.buyer}（${order.phone}）`],
    ['原价', yuan(order.priceCents)],
    [
      '优惠',
      order.discountCents ? `-${yuan(order.discountCents)}${order.couponTitle ? `（${order.couponTitle}）` : ''}` : '—',
    ],
    ['实付', yuan(order.payableCents)],
    ['支付方式', methodText(order.method)],
    ['下单时间', time(order.createdAt)],
    ['支付时间', time(order.paidAt)],
    ...(order.closedAt ? ([['关闭时间', time(order.closedAt)]] as [string, string][]) : []),
    ...(order.refundedAt
      ? ([
          ['退款时间', time(order.refundedAt)],
          ['退款原因', order.refundReason ?? '—'],
        ] as [string, string][])
      : []),
  ]
  return (
    <AdminDialog
      open
      title="订单详情"
      onClose={onClose}
      testId="order-detail"
      footer={
        <button type="button" className={BUTTON.secondary} onClick={onClose}>
          关闭
        </button>
      }
    >
      <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-500">{term}</dt>
            <dd className="min-w-0 break-all text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </AdminDialog>
  )
}
