'use client'
// 我的订单 (/orders) on both devices: tabs 全部 / 待支付 / 已支付 / 已关闭 / 已退款, each order's course, amount, state and
// time, and for a pending one 去支付 and 取消订单 (asked first). The 全部 tab's first page comes with the server render.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { useConfirm } from '@/components/ui/use-confirm'
import { api, isApiClientError } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { moneyText } from '@/lib/contract/coupon-rules'
import { formatDateTime } from '@/lib/contract/dates'
import { ORDER_STATE_LABELS, ORDER_TABS, type OrderTab, type OrderView } from '@/lib/contract/order-rules'
import { ORDERS_PAGE_SIZE, payHref } from '@/lib/contract/order-links'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { myOrdersInput } from '@/lib/query/page-inputs'

const TAB_LABELS: Record<OrderTab, string> = { all: '全部', ...ORDER_STATE_LABELS }

const STATE_CLASS: Record<OrderView['state'], string> = {
  pending: 'text-orange-700',
  paid: 'text-green-700',
  closed: 'text-gray-600',
  refunded: 'text-gray-600',
}

export function OrdersView({ variant, unit }: { variant: 'desktop' | 'mobile'; unit: string }) {
  const mobile = variant === 'mobile'
  const queryClient = useQueryClient()
  const [tab, setTab] = useState<OrderTab>('all')
  const [page, setPage] = useState(1)
  const { confirm, dialog } = useConfirm()
  const list = useQuery({
    ...apiQuery.Order.GetMine(myOrdersInput(tab === 'all' ? undefined : tab, page), { inline: true }),
    placeholderData: keepPreviousData,
  })
  const data = list.isPlaceholderData ? null : list.data

  async function cancel(order: OrderView) {
    const ok = await confirm({
      message: `确定取消订单「${order.courseTitle}」吗？`,
      confirmText: '取消订单',
      cancelText: '再想想',
    })
    if (!ok) return
    try {
      await api.post.Order.Cancel({ orderNo: order.orderNo }, { inline: true })
      toast.success('订单已取消')
    } catch (e) {
      toast.error(isApiClientError(e) && e.message ? e.message : '取消失败，请稍后再试')
    }
    void queryClient.invalidateQueries({ queryKey: apiQueryKey('Order', 'GetMine') })
  }

  let body: React.ReactNode
  if (list.isError && !list.data) body = <EmptyState text="加载失败，请稍后再试" />
  else if (!data) body = <Loading />
  else if (data.items.length === 0)
    body = (
      <EmptyState text="暂无订单">
        <Link href="/courselist" className="text-sm text-primary hover:underline">
          去逛逛课程
        </Link>
      </EmptyState>
    )
  else
    body = (
      <>
        <ul className={mobile ? 'space-y-3' : 'divide-y divide-gray-100'} data-testid="order-list">
          {data.items.map((o) => (
            <li
              key={o.orderNo}
              data-testid="order-row"
              className={mobile ? 'rounded-xl bg-white p-4 shadow-sm' : 'flex flex-wrap items-center gap-4 py-4'}
            >
              <div className="min-w-0 flex-1">
                <Link
                  href={`/course/${o.courseId}`}
                  className="block break-words text-base font-medium text-gray-900 hover:text-primary"
                >
                  {o.courseTitle}
                </Link>
                <p className="mt-1 text-xs text-gray-600">
                  订单号 {o.orderNo} · {formatDateTime(o.createdAt)}
                </p>
              </div>
              <div className={`flex items-center gap-4 ${mobile ? 'mt-3 justify-between' : ''}`}>
                <span className="text-base font-semibold text-gray-900">{moneyText(o.payableCents, unit)}</span>
                <span className={`text-sm ${STATE_CLASS[o.state]}`} data-testid="order-state">
                  {o.stateText || ORDER_STATE_LABELS[o.state]}
                </span>
                {o.state === 'pending' ? (
                  <span className="flex items-center gap-2">
                    <button
                      type="button"
                      onClick={() => void cancel(o)}
                      className="h-9 rounded-md border border-gray-300 px-3 text-sm text-gray-700 hover:border-primary hover:text-primary"
                    >
                      取消订单
                    </button>
                    <Link
                      href={payHref(o.orderNo)}
                      className="inline-flex h-9 items-center rounded-md bg-primary px-3 text-sm text-primary-contrast hover:bg-primary-hover"
                    >
                      去支付
                    </Link>
                  </span>
                ) : o.state === 'paid' ? (
                  <Link href={`/course/learn/${o.courseId}`} className="text-sm text-primary hover:underline">
                    去学习
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {data.totalCount > ORDERS_PAGE_SIZE ? (
          <div className="mt-6 flex justify-center">
            <Pagination page={page} total={data.totalCount} pageSize={ORDERS_PAGE_SIZE} onChange={setPage} />
          </div>
        ) : null}
      </>
    )

  return (
    <section
      aria-label="我的订单列表"
      className={mobile ? 'py-3' : 'rounded-lg bg-white shadow-sm'}
      data-testid="orders"
    >
      <div
        role="tablist"
        aria-label="订单状态"
        className={`flex border-b bg-white ${mobile ? 'sticky top-12 z-20 border-gray-100' : 'gap-8 rounded-t-lg border-gray-200 px-6'}`}
      >
        {ORDER_TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            data-testid={`order-tab-${t}`}
            onClick={() => {
              setTab(t)
              setPage(1)
            }}
            className={`-mb-px border-b-2 text-sm ${mobile ? 'h-12 flex-1' : 'py-3'} ${tab === t ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-600 hover:text-primary'}`}
          >
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TAB_LABELS[tab]} className={mobile ? 'px-3 pt-3' : 'px-6 pb-6'}>
        {body}
      </div>
      {dialog}
    </section>
  )
}
