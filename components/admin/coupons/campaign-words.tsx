// How a campaign's dates, validity and state read in the console's list and page (Beijing days; the stored end is
// exclusive, so its last day is the day before).
import { formatDate } from '@/lib/contract/dates'
import { CAMPAIGN_STATE_LABELS, type CampaignRow, type CampaignState } from '@/lib/contract/coupon-campaign-rules'
import { COUPON_KIND_LABELS } from '@/lib/contract/coupon-rules'

const lastDay = (validUntil: string) => formatDate(new Date(Date.parse(validUntil) - 1))

/** 2026-11-26 至 2026-12-25. */
export const periodText = (c: Pick<CampaignRow, 'validFrom' | 'validUntil'>) =>
  `${formatDate(c.validFrom)} 至 ${lastDay(c.validUntil)}`

/** 兑换后7天内有效（不超过活动结束） / 至活动结束. */
export const validityText = (c: Pick<CampaignRow, 'validDays'>) =>
  c.validDays === null ? '至活动结束' : `兑换后${c.validDays}天内有效（不超过活动结束）`

export const kindText = (c: Pick<CampaignRow, 'kind'>) => COUPON_KIND_LABELS[c.kind]

const DOT: Record<CampaignState, string> = {
  notStarted: 'bg-amber-500',
  active: 'bg-emerald-500',
  ended: 'bg-gray-400',
  stopped: 'bg-red-500',
}

export function CampaignStateText({ state }: { state: CampaignState }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[state]}`} />
      {CAMPAIGN_STATE_LABELS[state]}
    </span>
  )
}

/** The roles AdminCoupon lets write (its CAMPAIGN_WRITERS). */
export const canRunCampaigns = (role: string) => role === 'admin' || role === 'operations'
