'use client'
// /checkout?courseId= on both devices: the course and its price, the discount coupons that fit (the best preselected,
// or none), what is to be paid, the consent to 《课程购买须知》, and 提交订单 → Order/Create → /pay. An open order for the
// course is gone on with as it stands (its coupon and amount were fixed when it was placed).
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { api, isApiClientError } from '@/lib/client/api'
import { amountText, moneyText } from '@/lib/contract/coupon-rules'
import { formatDate } from '@/lib/contract/dates'
import { ORDER_MSG, discountOn, type Checkout } from '@/lib/contract/order-rules'
import { payHref } from '@/lib/contract/order-links'
import { apiQuery } from '@/lib/query/api-queries'
import { PurchaseTermsLink } from './purchase-terms'

/** 满100减20, or 立减20 without a threshold. */
const couponRuleText = (c: Checkout['coupons'][number]) =>
  c.minSpendCents > 0
    ? `满${amountText(c.minSpendCents)}减${amountText(c.amountOffCents)}`
    : `立减${amountText(c.amountOffCents)}`

/** The coupon chosen (undefined: the best one, as preselected) and what it leaves to pay. */
function amountsOf(checkout: Checkout, choice: number | null | undefined) {
  const couponId = choice === undefined ? checkout.bestCouponId : choice
  const coupon = checkout.coupons.find((c) => c.id === couponId) ?? null
  const discountCents = coupon ? discountOn(checkout.priceCents, coupon.amountOffCents) : 0
  return { couponId: coupon?.id ?? null, discountCents, payableCents: checkout.priceCents - discountCents }
}

export function CheckoutView({
  variant,
  courseId,
  unit,
}: {
  variant: 'desktop' | 'mobile'
  courseId: number | null
  unit: string
}) {
  const mobile = variant === 'mobile'
  const router = useRouter()
  const query = useQuery({
    ...apiQuery.Order.GetCheckout({ courseId: courseId ?? 0 }, { inline: true }),
    enabled: courseId !== null,
    retry: false,
  })
  const [choice, setChoice] = useState<number | null | undefined>(undefined)
  const [agree, setAgree] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (courseId === null) return <EmptyState text="课程不存在" className="py-20" />
  if (query.isError) {
    const message = isApiClientError(query.error) && query.error.message ? query.error.message : '加载失败，请稍后再试'
    return (
      <EmptyState text={message} className="py-20">
        <Link href={`/course/${courseId}`} className="text-sm text-primary hover:underline">
          返回课程
        </Link>
      </EmptyState>
    )
  }
  const checkout = query.data
  if (!checkout) return <Loading className="py-20" />
  const { couponId, discountCents, payableCents } = amountsOf(checkout, choice)
  const money = (cents: number) => moneyText(cents, unit)
  const open = checkout.openOrderNo

  async function submit() {
    if (busy) return
    if (!agree) return setProblem(ORDER_MSG.agree)
    setProblem(null)
    setBusy(true)
    try {
      const order = await api.post.Order.Create({ courseId: courseId!, couponId, agree: true }, { inline: true })
      router.push(payHref(order.orderNo))
    } catch (e) {
      setProblem(isApiClientError(e) && e.message ? e.message : '提交订单失败，请稍后再试')
      setBusy(false)
      void query.refetch()
    }
  }

  const card = mobile ? 'mx-3 rounded-xl bg-white p-4 shadow-sm' : 'rounded-lg bg-white p-6 shadow-sm'
  return (
    <div className={mobile ? 'space-y-3 py-3' : 'space-y-4'} data-testid="checkout">
      <section aria-labelledby="checkout-course" className={card}>
        <h2 id="checkout-course" className="mb-2 text-sm text-gray-600">
          购买课程
        </h2>
        <div className="flex items-start justify-between gap-4">
          <p className="min-w-0 break-words text-base font-medium text-gray-900" data-testid="checkout-title">
            {checkout.courseTitle}
          </p>
          <p className="shrink-0 text-base font-semibold text-gray-900" data-testid="checkout-price">
            {money(checkout.priceCents)}
          </p>
        </div>
      </section>

      {open ? (
        <section className={card} data-testid="checkout-open-order">
          <p className="text-sm leading-relaxed text-gray-700">
            你有一笔该课程的待支付订单（订单号 {open}），订单金额与优惠券以下单时为准，请继续完成支付。
          </p>
          <Link
            href={payHref(open)}
            className="mt-4 inline-flex h-11 items-center rounded-md bg-primary px-8 text-base font-medium text-primary-contrast hover:bg-primary-hover"
          >
            继续支付
          </Link>
        </section>
      ) : (
        <>
          <section aria-labelledby="checkout-coupons" className={card}>
            <h2 id="checkout-coupons" className="mb-3 text-base font-semibold text-gray-900">
              折扣券
            </h2>
            <fieldset>
              <legend className="sr-only">选择折扣券</legend>
              <ul className="space-y-2" data-testid="checkout-coupons">
                {checkout.coupons.map((c) => (
                  <li key={c.id}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-gray-200 px-3 py-2 has-[:checked]:border-primary">
                      <input
                        type="radio"
                        name="coupon"
                        value={c.id}
                        checked={couponId === c.id}
                        onChange={() => setChoice(c.id)}
                        className="size-4 accent-[var(--color-primary)]"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block break-words text-sm text-gray-900">{c.title}</span>
                        <span className="block text-xs text-gray-600">
                          {couponRuleText(c)} · 有效期至 {formatDate(c.expiresAt)}
                        </span>
                      </span>
                      <span className="shrink-0 text-sm text-orange-700">
                        -{money(discountOn(checkout.priceCents, c.amountOffCents))}
                      </span>
                    </label>
                  </li>
                ))}
                <li>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-gray-200 px-3 py-2 has-[:checked]:border-primary">
                    <input
                      type="radio"
                      name="coupon"
                      value=""
                      checked={couponId === null}
                      onChange={() => setChoice(null)}
                      className="size-4 accent-[var(--color-primary)]"
                    />
                    <span className="text-sm text-gray-900">
                      {checkout.coupons.length ? '不使用优惠券' : '不使用优惠券（暂无可用的折扣券）'}
                    </span>
                  </label>
                </li>
              </ul>
            </fieldset>
          </section>

          <section aria-labelledby="checkout-amount" className={card}>
            <h2 id="checkout-amount" className="sr-only">
              金额
            </h2>
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between">
                <dt className="text-gray-600">课程价格</dt>
                <dd>{money(checkout.priceCents)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-gray-600">优惠</dt>
                <dd data-testid="checkout-discount">-{money(discountCents)}</dd>
              </div>
              <div className="flex items-baseline justify-between border-t border-gray-100 pt-2">
                <dt className="text-gray-900">应付金额</dt>
                <dd className="text-xl font-bold text-orange-700" data-testid="checkout-payable">
                  {money(payableCents)}
                </dd>
              </div>
            </dl>
            <div className="mt-4 flex flex-wrap items-center gap-1 text-sm text-gray-700">
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  checked={agree}
                  onChange={(e) => {
                    setAgree(e.target.checked)
                    if (e.target.checked) setProblem(null)
                  }}
                  className="size-4 accent-[var(--color-primary)]"
                  data-testid="checkout-agree"
                />
                我已阅读并同意
              </label>
              <PurchaseTermsLink />
            </div>
            {problem ? (
              <p role="alert" className="mt-2 text-sm text-red-700" data-testid="checkout-problem">
                {problem}
              </p>
            ) : null}
            <button
              type="button"
              onClick={submit}
              disabled={busy}
              data-testid="checkout-submit"
              className={`mt-4 h-11 rounded-md bg-primary text-base font-medium text-primary-contrast hover:bg-primary-hover disabled:opacity-60 ${mobile ? 'w-full' : 'px-12'}`}
            >
              {busy ? '提交中…' : '提交订单'}
            </button>
          </section>
        </>
      )}
    </div>
  )
}
