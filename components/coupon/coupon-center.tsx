'use client'
// /coupon for both devices: redeem a code, the tabs 可使用（n）/ 已使用 / 已过期 with the coupons of each, and what
// each kind is good for today (a discount coupon waits for online payment). Lists come through React Query, fresh on
// every arrival — the page's server render brings the first one (lib/pages/coupon.ts), and leaving the page marks them
// stale — so a voucher spent on a course page shows as 已使用 when the learner comes back, without the first screen
// being fetched a second time the moment it hydrates.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import {
  COUPON_MSG,
  COUPON_STATE_LABELS,
  COUPON_STATES,
  type CouponItem,
  type CouponState,
} from '@/lib/contract/coupon-rules'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { couponsInput } from '@/lib/query/page-inputs'
import { CouponCard } from './coupon-card'
import { RedeemBox } from './redeem-box'

const EMPTY: Record<CouponState, string> = {
  usable: '暂无可使用的优惠券',
  used: '暂无已使用的优惠券',
  expired: '暂无已过期的优惠券',
}

const RULES = [
  '课程券：在课程页点击「使用课程券学习」即可加入对应付费课程（指定课程券仅限该课程，通用课程券限价格以内的课程），每张券兑换一门课程，兑换后不可撤销。',
  '折扣券：将在平台开通在线支付后用于购买付费课程，目前暂不能使用。',
  '兑换码不区分大小写，每个兑换码仅能兑换一次；优惠券过期后自动失效。',
]

export function CouponCenter({ variant }: { variant: 'desktop' | 'mobile' }) {
  const mobile = variant === 'mobile'
  const queryClient = useQueryClient()
  const [tab, setTab] = useState<CouponState>('usable')
  const [page, setPage] = useState(1)
  const [fresh, setFresh] = useState<number | null>(null)
  const list = useQuery({
    ...apiQuery.Coupon.GetMyCoupons(couponsInput(tab, page), { inline: true }),
    placeholderData: keepPreviousData,
  })
  // Stale once the learner leaves (nothing is fetched now): a return through history or a link reads them again.
  useEffect(
    () => () =>
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('Coupon', 'GetMyCoupons'), refetchType: 'none' }),
    [queryClient],
  )
  // The previous tab's answer keeps the counts on screen while the new tab loads; its list is not shown.
  const data = list.isPlaceholderData ? null : list.data
  const counts = list.data?.counts

  function redeemed(coupon: CouponItem) {
    setFresh(coupon.id)
    setTab('usable')
    setPage(1)
    void queryClient.invalidateQueries({ queryKey: apiQueryKey('Coupon', 'GetMyCoupons') })
  }

  let body: React.ReactNode
  if (list.isError && !list.data) body = <EmptyState text="加载失败，请稍后再试" />
  else if (!data) body = <Loading />
  else if (data.items.length === 0)
    body = (
      <EmptyState text={EMPTY[tab]}>
        {tab === 'usable' ? <p className="text-xs text-gray-600">有兑换码？在上方输入即可兑换</p> : null}
        <Link href="/courselist" className="text-sm text-primary hover:underline">
          去逛逛课程
        </Link>
      </EmptyState>
    )
  else
    body = (
      <>
        <ul className={mobile ? 'space-y-3' : 'grid grid-cols-1 gap-4 lg:grid-cols-2'} data-testid="coupon-list">
          {data.items.map((c) => (
            <CouponCard key={c.id} coupon={c} variant={variant} fresh={c.id === fresh} />
          ))}
        </ul>
        {data.totalCount > data.pageSize ? (
          <div className="mt-6 flex justify-center">
            <Pagination page={page} total={data.totalCount} pageSize={data.pageSize} onChange={setPage} />
          </div>
        ) : null}
      </>
    )

  const card = mobile ? 'mx-3 rounded-xl bg-white p-4 shadow-sm' : 'rounded-lg bg-white p-6 shadow-sm'
  return (
    <div className={mobile ? 'space-y-3 py-3' : 'space-y-4'} data-testid="coupon-center">
      <section aria-labelledby="redeem-heading" className={card}>
        <h2 id="redeem-heading" className={mobile ? 'sr-only' : 'mb-4 text-lg font-semibold text-gray-900'}>
          兑换优惠券
        </h2>
        <RedeemBox variant={variant} onRedeemed={redeemed} />
      </section>

      <p
        data-testid="coupon-discount-note"
        className={`flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm leading-relaxed text-amber-900 ${mobile ? 'mx-3' : ''}`}
      >
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-amber-500 text-xs text-white"
        >
          !
        </span>
        <span>{COUPON_MSG.discountNote}</span>
      </p>

      <section aria-label="我的优惠券列表" className={mobile ? '' : 'rounded-lg bg-white shadow-sm'}>
        <div
          role="tablist"
          aria-label="优惠券状态"
          className={`flex border-b bg-white ${mobile ? 'sticky top-12 z-20 border-gray-100' : 'gap-8 rounded-t-lg border-gray-200 px-6'}`}
        >
          {COUPON_STATES.map((state) => (
            <button
              key={state}
              type="button"
              role="tab"
              aria-selected={tab === state}
              data-testid={`coupon-tab-${state}`}
              onClick={() => {
                setTab(state)
                setPage(1)
              }}
              className={`-mb-px border-b-2 text-sm ${mobile ? 'h-12 flex-1' : 'py-3'} ${tab === state ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-600 hover:text-primary'}`}
            >
              {COUPON_STATE_LABELS[state]}
              {state === 'usable' ? `（${counts?.usable ?? 0}）` : ''}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={COUPON_STATE_LABELS[tab]} className={mobile ? 'px-3 pt-3' : 'p-6'}>
          {body}
        </div>
      </section>

      <section aria-labelledby="coupon-rules" className={card}>
        <h2 id="coupon-rules" className="mb-2 text-base font-semibold text-gray-900">
          使用说明
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm leading-relaxed text-gray-600">
          {RULES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </section>
    </div>
  )
}
