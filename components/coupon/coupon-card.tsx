'use client'
// One coupon as Chinese shops draw it: a coloured stub with the value (课程券, or ¥20 over 满100可用) beside a ticket
// body with the title, what it is good for, its validity and what can be done with it now.
import Link from 'next/link'
import { COUPON_KIND_LABELS, COUPON_STATE_LABELS, type CouponItem } from '@/lib/contract/coupon-rules'
import { formatDate } from '@/lib/contract/dates'

const STUB = {
  voucher: 'bg-primary text-primary-contrast',
  discount: 'bg-red-600 text-white',
  spent: 'bg-gray-500 text-white',
} as const

function Action({ coupon, mobile }: { coupon: CouponItem; mobile: boolean }) {
  const size = mobile ? 'h-12 min-w-20 px-4 text-sm' : 'h-8 px-4 text-sm'
  if (coupon.state !== 'usable')
    return (
      <span
        data-testid="coupon-stamp"
        className="-my-1 flex size-14 shrink-0 -rotate-12 items-center justify-center rounded-full border-2 border-gray-400 text-xs font-semibold text-gray-600"
      >
        {COUPON_STATE_LABELS[coupon.state]}
      </span>
    )
  if (!coupon.spendable)
    return <span className="shrink-0 rounded-full bg-gray-100 px-3 py-1 text-xs text-gray-600">暂不可用</span>
  return (
    <Link
      href={coupon.courseId ? `/course/${coupon.courseId}` : '/courselist'}
      data-testid="coupon-use"
      className={`flex shrink-0 items-center justify-center rounded-full bg-primary text-primary-contrast hover:bg-primary-hover ${size}`}
    >
      去使用
    </Link>
  )
}

export function CouponCard({
  coupon,
  variant,
  fresh,
}: {
  coupon: CouponItem
  variant: 'desktop' | 'mobile'
  fresh: boolean
}) {
  const mobile = variant === 'mobile'
  const spent = coupon.state !== 'usable'
  const stub = spent ? STUB.spent : STUB[coupon.kind]
  const big = coupon.valueText.length > 3 ? 'text-lg' : 'text-2xl'
  return (
    <li
      data-testid="coupon-card"
      data-state={coupon.state}
      data-kind={coupon.kind}
      className={`flex overflow-hidden rounded-lg bg-white shadow-sm ${fresh ? 'ring-2 ring-primary' : ''}`}
    >
      <div
        className={`relative flex shrink-0 flex-col items-center justify-center gap-1 px-2 text-center ${mobile ? 'w-24' : 'w-32'} ${stub}`}
      >
        <span className={`font-bold leading-tight ${big}`}>{coupon.valueText}</span>
        <span className="text-xs leading-tight">{coupon.conditionText}</span>
        {/* The ticket's punched edge. */}
        <span aria-hidden="true" className="absolute -top-2 -right-2 size-4 rounded-full bg-gray-50" />
        <span aria-hidden="true" className="absolute -right-2 -bottom-2 size-4 rounded-full bg-gray-50" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-2 border-l border-dashed border-gray-200 p-3">
        <div className="min-w-0 space-y-1">
          <h3
            className={`flex items-center gap-2 font-medium ${spent ? 'text-gray-600' : 'text-gray-900'} ${mobile ? 'text-sm' : 'text-base'}`}
          >
            <span className="shrink-0 rounded-sm border border-current px-1 text-xs font-normal">
              {COUPON_KIND_LABELS[coupon.kind]}
            </span>
            <span className="truncate" data-testid="coupon-title">
              {coupon.title}
            </span>
          </h3>
          <p className="line-clamp-2 text-sm text-gray-600" data-testid="coupon-scope">
            {coupon.scopeText}
          </p>
        </div>
        <div className="flex items-end justify-between gap-3">
          <div className="min-w-0 space-y-0.5 text-xs text-gray-600">
            {coupon.state === 'used' ? (
              <p data-testid="coupon-used">
                {coupon.usedAt ? `${formatDate(coupon.usedAt)} 已使用` : '已使用'}
                {coupon.usedCourse ? (
                  <>
                    {' · 兑换课程 '}
                    <Link href={`/course/${coupon.usedCourse.id}`} className="text-primary underline">
                      《{coupon.usedCourse.title}》
                    </Link>
                  </>
                ) : null}
              </p>
            ) : (
              <p>有效期至 {formatDate(coupon.expiresAt)}</p>
            )}
            {coupon.state === 'usable' && !coupon.spendable ? <p className="text-red-700">开通在线支付后可用</p> : null}
          </div>
          <Action coupon={coupon} mobile={mobile} />
        </div>
      </div>
    </li>
  )
}
