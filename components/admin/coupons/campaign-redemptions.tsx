'use client'
// A campaign's 兑换记录: who redeemed which code (by its last four characters — the rest is not kept), when, and what
// the coupon became (used on which course, or still usable, or expired); newest first, paged with `?page=` in the URL.
// Phones arrive masked for roles below 管理员 (AdminCoupon/GetRedemptions decides).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { COUPON_STATE_LABELS } from '@/lib/contract/coupon-rules'
import { formatDateTime } from '@/lib/contract/dates'
import { apiQuery } from '@/lib/query/api-queries'
import { EmptyState } from '@/components/ui/empty-state'
import { ListFooter, ListState } from '../list-parts'
import { PAGE_SIZE, useListParams } from '../list-params'
import { TABLE } from '../styles'

const NO_FILTERS = [] as const
const HEADINGS = ['兑换码', '学员', '手机号', '兑换时间', '券状态', '使用课程', '使用时间']

export function CampaignRedemptions({ campaignId }: { campaignId: number }) {
  const list = useListParams(NO_FILTERS)
  const redemptions = useQuery({
    ...apiQuery.AdminCoupon.GetRedemptions({ id: campaignId, page: list.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const rows = redemptions.data?.items ?? []
  return (
    <section aria-labelledby="campaign-redemptions">
      <h2 id="campaign-redemptions" className="mb-3 text-base font-semibold text-gray-900">
        兑换记录
      </h2>
      {rows.length > 0 ? (
        <div aria-busy={redemptions.isFetching} className={TABLE.wrap}>
          <table className={TABLE.table} data-testid="redemption-table">
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
              {rows.map((r) => (
                <tr key={r.codeId} data-testid={`redemption-row-${r.codeId}`}>
                  <td className={`${TABLE.td} font-mono whitespace-nowrap`}>
                    <span className="sr-only">尾号</span>…{r.hint}
                  </td>
                  <td className={TABLE.td}>{r.learnerName}</td>
                  <td className={`${TABLE.td} tabular-nums`}>{r.phone}</td>
                  <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{formatDateTime(r.redeemedAt)}</td>
                  <td className={`${TABLE.td} whitespace-nowrap`}>{COUPON_STATE_LABELS[r.couponState]}</td>
                  <td className={`${TABLE.td} max-w-56 truncate`} title={r.usedCourse?.title}>
                    {r.usedCourse ? `《${r.usedCourse.title}》` : '—'}
                  </td>
                  <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>
                    {r.usedAt ? formatDateTime(r.usedAt) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          {redemptions.isPending || redemptions.error ? (
            <ListState
              loading={redemptions.isPending}
              error={redemptions.error}
              retry={() => void redemptions.refetch()}
            />
          ) : (
            <EmptyState text="还没有学员兑换本活动的兑换码" />
          )}
        </div>
      )}
      {redemptions.data && redemptions.data.totalCount > 0 ? (
        <ListFooter total={redemptions.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}
    </section>
  )
}
