'use client'
// 订单管理 (issue 33): the tenant's orders, newest first, paged on the server with `?page=&keyword=&state=&channel=
// &from=&to=` in the URL. Every role reads (phones masked below 管理员, by the server); 管理员 refunds a 已支付 order
// through the refund dialog — other roles get no button, and the server refuses them anyway.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { toast } from '@/lib/client/toast-bus'
import type { AdminOrderView } from '@/lib/contract/order-rules'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ListFooter, ListState } from '../list-parts'
import { PAGE_SIZE, useListParams } from '../list-params'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { canSee } from '../screens'
import { BUTTON, TABLE } from '../styles'
import { CHANNEL_LABELS, ORDER_FILTERS, OrderFilters } from './order-filters'
import { canRefund, methodText, OrderStateTag, TimeCell, yuan } from './order-words'
import { OrderDetailDialog } from './order-detail-dialog'
import { RefundDialog } from './refund-dialog'

const HEADINGS = ['订单号', '课程', '学员', '原价', '优惠', '实付', '支付方式', '状态', '下单时间', '支付时间', '操作']
const oneOf = <T extends string>(all: readonly T[], v: string): T | undefined =>
  (all as readonly string[]).includes(v) ? (v as T) : undefined
const STATES = ['pending', 'paid', 'closed', 'refunded'] as const
const CHANNELS = Object.keys(CHANNEL_LABELS) as (keyof typeof CHANNEL_LABELS)[]
const isDay = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined)
const NUM = `${TABLE.td} text-right whitespace-nowrap tabular-nums`

export function OrdersView() {
  const operator = useOperator()
  const refunds = canRefund(operator.role)
  const queryClient = useQueryClient()
  const list = useListParams(ORDER_FILTERS)
  const [refunding, setRefunding] = useState<AdminOrderView | null>(null)
  const [viewing, setViewing] = useState<AdminOrderView | null>(null)
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    keyword: list.values.keyword || undefined,
    state: oneOf(STATES, list.values.state),
    channel: oneOf(CHANNELS, list.values.channel),
    from: isDay(list.values.from),
    to: isDay(list.values.to),
  }
  const orders = useQuery({ ...apiQuery.AdminOrder.GetList(input), placeholderData: keepPreviousData })
  const rows = orders.data?.items ?? []

  return (
    <>
      <PageHeader
        title="订单管理"
        description="学员购买课程的订单：按状态、支付渠道、下单日期筛选，或输入订单号、手机号查找。"
        actions={
          !canSee(operator.role, 'reconciliation', false) ? null : (
            <Link href="/admin/orders/reconciliation" className={BUTTON.secondary}>
              对账
            </Link>
          )
        }
      />
      <OrderFilters list={list} />
      {rows.length > 0 ? (
        <div aria-busy={orders.isFetching} className={orders.isPlaceholderData ? 'opacity-60' : undefined}>
          <div className={TABLE.wrap}>
            <table className={TABLE.table} data-testid="order-table">
              <thead>
                <tr>
                  {HEADINGS.map((h) => (
                    <th key={h} scope="col" className={TABLE.th}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <tr key={o.orderNo} data-testid={`order-row-${o.orderNo}`} className="hover:bg-gray-50">
                    <td className={`${TABLE.td} font-mono text-xs whitespace-nowrap`}>{o.orderNo}</td>
                    <td className={`${TABLE.td} max-w-44 truncate`} title={o.courseTitle}>
                      {o.courseTitle}
                    </td>
                    <td className={`${TABLE.td} whitespace-nowrap`}>
                      <span className="block max-w-28 truncate" title={o.buyer}>
                        {o.buyer}
                      </span>
                      <span className="block text-xs text-gray-500 tabular-nums">{o.phone}</span>
                    </td>
                    <td className={NUM}>{yuan(o.priceCents)}</td>
                    <td className={NUM}>{o.discountCents ? `-${yuan(o.discountCents)}` : '—'}</td>
                    <td className={`${NUM} font-medium`}>{yuan(o.payableCents)}</td>
                    <td className={`${TABLE.td} whitespace-nowrap`}>{methodText(o.method)}</td>
                    <td className={TABLE.td}>
                      <span title={o.refundReason ? `退款原因：${o.refundReason}` : undefined}>
                        <OrderStateTag order={o} />
                      </span>
                    </td>
                    <td className={TABLE.td}>
                      <TimeCell at={o.createdAt} />
                    </td>
                    <td className={TABLE.td}>
                      <TimeCell at={o.paidAt} />
                    </td>
                    <td className={`${TABLE.td} whitespace-nowrap`}>
                      <button
                        type="button"
                        className={BUTTON.link}
                        aria-label={`详情：订单 ${o.orderNo}`}
                        onClick={() => setViewing(o)}
                      >
                        详情
                      </button>
                      {refunds && o.state === 'paid' ? (
                        <button
                          type="button"
                          className={BUTTON.linkDanger}
                          aria-label={`退款：订单 ${o.orderNo}`}
                          onClick={() => setRefunding(o)}
                        >
                          退款
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={orders.isPending} error={orders.error} retry={() => void orders.refetch()} />
        </div>
      )}
      {orders.data ? (
        <ListFooter total={orders.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}
      {viewing ? <OrderDetailDialog order={viewing} onClose={() => setViewing(null)} /> : null}
      {refunding ? (
        <RefundDialog
          order={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={() => {
            toast.success(`订单 ${refunding.orderNo} 已退款`)
            setRefunding(null)
            void queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminOrder', 'GetList') })
          }}
        />
      ) : null}
    </>
  )
}
