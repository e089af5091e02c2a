'use client'
// /pay?orderNo= on both devices (also where Alipay's and WeChat H5's cashiers return): the order, the time left to pay,
// the channel (微信支付 / 支付宝 as the tenant offers them on this device; inside WeChat only 微信支付), then the way
// the device pays — a QR code on desktop for WeChat, WeixinJSBridge inside WeChat (the fake cashier in development),
// a cashier to go to otherwise. Only the channel's notification makes an order 已支付: the page reads the order every
// 2 s while it is pending and the tab is visible.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { api, isApiClientError } from '@/lib/client/api'
import { moneyText } from '@/lib/contract/coupon-rules'
import { formatDateTime } from '@/lib/contract/dates'
import { type OrderView, type PayMethodName } from '@/lib/contract/order-rules'
import { checkoutHref } from '@/lib/contract/order-links'
import { isWeChatBrowser } from '@/lib/proxy/device'
import { apiQuery } from '@/lib/query/api-queries'

const PayQr = lazy(() => import('./pay-qr'))

const POLL_MS = 2000

type Channel = 'wechat' | 'alipay'
const CHANNEL_LABELS: Record<Channel, string> = { wechat: '微信支付', alipay: '支付宝' }

/** The way this device pays with a channel (the server checks the same rule). */
export function payMethodOf(variant: 'desktop' | 'mobile', inWeChat: boolean, channel: Channel): PayMethodName {
  if (variant === 'desktop') return channel === 'wechat' ? 'wechat_native' : 'alipay_page'
  if (channel === 'wechat') return inWeChat ? 'wechat_jsapi' : 'wechat_h5'
  return 'alipay_wap'
}

/** mm:ss left until `expiresAt`; null before the browser's clock is read. */
export function timeLeft(expiresAt: string, now: number | null): { text: string; over: boolean } | null {
  if (now === null) return null
  const ms = Math.max(0, new Date(expiresAt).getTime() - now)
  const s = Math.ceil(ms / 1000)
  return { text: `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`, over: ms <= 0 }
}

// The browser's clock by the second (null in the server render, so both render the same first text).
const second = () => Math.floor(Date.now() / 1000) * 1000
function subscribeSeconds(tick: () => void) {
  const t = setInterval(tick, 1000)
  return () => clearInterval(t)
}
const noSubscription = () => () => {}

function useNow(active: boolean): number | null {
  return useSyncExternalStore(active ? subscribeSeconds : noSubscription, second, () => null)
}

type BridgeParams = Record<string, string>
declare global {
  interface Window {
    WeixinJSBridge?: { invoke(name: string, params: BridgeParams, done: (res: { err_msg?: string }) => void): void }
  }
}

export function PayView({
  variant,
  orderNo,
  unit,
}: {
  variant: 'desktop' | 'mobile'
  orderNo: string | null
  unit: string
}) {
  const mobile = variant === 'mobile'
  const queryClient = useQueryClient()
  const orderQuery = apiQuery.Order.Get({ orderNo: orderNo ?? '' }, { inline: true })
  const query = useQuery({
    ...orderQuery,
    enabled: orderNo !== null,
    retry: false,
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? POLL_MS : false),
  })
  const order = query.data
  const pending = order?.state === 'pending'
  const channelsQuery = useQuery({
    ...apiQuery.Order.GetCheckout({ courseId: order?.courseId ?? 0 }, { inline: true }),
    enabled: pending,
    retry: false,
    staleTime: Infinity,
  })
  const channels = channelsQuery.data?.channels ?? []
  const [picked, setPicked] = useState<Channel | null>(null)
  const channel = picked && channels.includes(picked) ? picked : (channels[0] ?? null)
  const [qr, setQr] = useState<{ codeUrl: string; fake: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const now = useNow(pending)
  const left = order ? timeLeft(order.expiresAt, now) : null

  // Time is up: read the order once more (the server closes it); until then it shows as closed here.
  const lapsed = pending && left?.over === true
  useEffect(() => {
    if (lapsed) void query.refetch()
  }, [lapsed]) // eslint-disable-line react-hooks/exhaustive-deps

  if (orderNo === null) return <EmptyState text="订单不存在" className="py-20" />
  if (query.isError && !order) {
    const message = isApiClientError(query.error) && query.error.message ? query.error.message : '加载失败，请稍后再试'
    return <EmptyState text={message} className="py-20" />
  }
  if (!order) return <Loading className="py-20" />

  const money = (cents: number) => moneyText(cents, unit)
  const card = mobile ? 'mx-3 rounded-xl bg-white p-4 shadow-sm' : 'rounded-lg bg-white p-6 shadow-sm'
  const primary =
    'inline-flex h-11 items-center justify-center rounded-md bg-primary px-8 text-base font-medium text-primary-contrast hover:bg-primary-hover'

  async function pay() {
    if (!channel || busy || !order) return
    setBusy(true)
    setProblem(null)
    setQr(null)
    try {
      const method = payMethodOf(variant, isWeChatBrowser(navigator.userAgent), channel)
      const answer = await api.post.Order.Pay({ orderNo: order.orderNo, method }, { inline: true })
      queryClient.setQueryData<OrderView>(orderQuery.queryKey, answer.order)
      const start = answer.start
      if (start.kind === 'qr') {
        setQr({ codeUrl: start.codeUrl, fake: answer.fake })
        setBusy(false)
      } else if (start.kind === 'redirect') window.location.assign(start.url)
      else if (answer.fakeCashierUrl) window.location.assign(answer.fakeCashierUrl)
      else if (window.WeixinJSBridge) {
        window.WeixinJSBridge.invoke('getBrandWCPayRequest', start.params as unknown as BridgeParams, (res) => {
          setBusy(false)
          if (res.err_msg === 'get_brand_wcpay_request:ok') void query.refetch()
          else if (res.err_msg !== 'get_brand_wcpay_request:cancel') setProblem('支付未完成，请重试')
        })
      } else {
        setBusy(false)
        setProblem('请在微信中打开本页面完成支付')
      }
    } catch (e) {
      setBusy(false)
      setProblem(isApiClientError(e) && e.message ? e.message : '发起支付失败，请稍后再试')
      void query.refetch()
    }
  }

  const summary = (
    <section aria-labelledby="pay-order" className={card}>
      <h2 id="pay-order" className="mb-2 text-sm text-gray-600">
        订单号 {order.orderNo}
      </h2>
      <p className="break-words text-base font-medium text-gray-900" data-testid="pay-course">
        {order.courseTitle}
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        {order.discountCents > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">优惠{order.couponTitle ? `（${order.couponTitle}）` : ''}</dt>
            <dd>-{money(order.discountCents)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-gray-900">应付金额</dt>
          <dd className="text-xl font-bold text-orange-700" data-testid="pay-amount">
            {money(order.payableCents)}
          </dd>
        </div>
      </dl>
    </section>
  )

  let body: React.ReactNode
  if (order.state === 'paid')
    body = (
      <section className={`${card} text-center`} data-testid="pay-success">
        <h2 className="mb-2 text-xl font-semibold text-green-700">支付成功</h2>
        <p className="mb-4 text-sm text-gray-600">
          {order.paidAt ? `支付时间 ${formatDateTime(order.paidAt)}，` : ''}课程已加入“我的课程”
        </p>
        <Link href={`/course/learn/${order.courseId}`} className={primary} data-testid="pay-start-learning">
          开始学习
        </Link>
      </section>
    )
  else if (order.state === 'closed' || lapsed)
    body = (
      <section className={`${card} text-center`} data-testid="pay-closed">
        <h2 className="mb-2 text-xl font-semibold text-gray-900">订单已关闭</h2>
        <p className="mb-4 text-sm text-gray-600">订单超时未支付或已取消，请重新下单</p>
        <Link href={checkoutHref(order.courseId)} className={primary}>
          重新下单
        </Link>
      </section>
    )
  else if (order.state === 'refunded')
    body = (
      <section className={`${card} text-center`} data-testid="pay-refunded">
        <h2 className="mb-2 text-xl font-semibold text-gray-900">订单已退款</h2>
        {order.refundReason ? <p className="text-sm text-gray-600">退款原因：{order.refundReason}</p> : null}
      </section>
    )
  else
    body = (
      <section aria-labelledby="pay-channel" className={card} data-testid="pay-pending">
        <p className="mb-3 text-sm text-gray-700" role="timer" aria-live="off">
          请在{' '}
          <span className="font-semibold text-orange-700" data-testid="pay-countdown">
            {left?.text ?? '--:--'}
          </span>{' '}
          内完成支付，超时订单将自动关闭
        </p>
        <h2 id="pay-channel" className="mb-2 text-base font-semibold text-gray-900">
          支付方式
        </h2>
        {channelsQuery.isPending ? (
          <Loading />
        ) : channels.length === 0 ? (
          <p className="text-sm text-gray-600">本机构暂未开通在线支付</p>
        ) : (
          <fieldset>
            <legend className="sr-only">选择支付方式</legend>
            <div className={`flex gap-3 ${mobile ? 'flex-col' : ''}`}>
              {channels.map((c) => (
                <label
                  key={c}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-200 px-4 py-2 has-[:checked]:border-primary"
                >
                  <input
                    type="radio"
                    name="channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => {
                      setPicked(c)
                      setQr(null)
                    }}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  <span className="text-sm text-gray-900">{CHANNEL_LABELS[c]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {problem ? (
          <p role="alert" className="mt-3 text-sm text-red-700" data-testid="pay-problem">
            {problem}
          </p>
        ) : null}
        {qr ? (
          <div className="mt-4 flex flex-col items-center gap-2" data-testid="pay-qr-box">
            <Suspense fallback={<div aria-hidden="true" className="size-[200px] bg-gray-100" />}>
              <PayQr codeUrl={qr.codeUrl} />
            </Suspense>
            <p className="text-sm text-gray-700">请使用微信扫一扫完成支付</p>
            {qr.fake ? (
              <a
                href={qr.codeUrl}
                target="_blank"
                rel="noopener"
                className="text-sm text-primary underline"
                data-testid="pay-fake-scan"
              >
                模拟扫码支付（开发环境）
              </a>
            ) : null}
          </div>
        ) : channels.length > 0 ? (
          <button
            type="button"
            onClick={pay}
            disabled={busy}
            data-testid="pay-submit"
            className={`mt-4 ${primary} disabled:opacity-60 ${mobile ? 'w-full' : ''}`}
          >
            {busy ? '正在发起支付…' : `去支付 ${money(order.payableCents)}`}
          </button>
        ) : null}
      </section>
    )

  return (
    <div className={mobile ? 'space-y-3 py-3' : 'space-y-4'} data-testid="pay">
      {summary}
      {body}
    </div>
  )
}
