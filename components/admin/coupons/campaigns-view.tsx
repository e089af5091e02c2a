'use client'
// 优惠券活动 (issue 32): the tenant's campaigns, newest first, by name and state, paged on the server with
// `?page=&keyword=&state=` in the URL; each opens its page (兑换码, redemptions, 停止活动). 管理员 and 运营 make a new
// course voucher campaign; discount coupons wait for online payment, which the page says in words, not with a button.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { CAMPAIGN_MSG, CAMPAIGN_STATE_LABELS, CAMPAIGN_STATES } from '@/lib/contract/coupon-campaign-rules'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { FilterBar } from '../filter-bar'
import { ListFooter, ListState } from '../list-parts'
import { PAGE_SIZE, useListParams } from '../list-params'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { BUTTON, TABLE } from '../styles'
import { CampaignCreateDialog } from './campaign-create-dialog'
import { CampaignStateText, canRunCampaigns, kindText, periodText, validityText } from './campaign-words'

const FILTERS = ['keyword', 'state'] as const
const STATE_OPTIONS = CAMPAIGN_STATES.map((s) => ({ value: s, label: CAMPAIGN_STATE_LABELS[s] }))
const HEADINGS = ['活动名称', '类型', '适用范围', '兑换时间', '券有效期', '兑换码', '已兑换', '已使用', '状态', '操作']
const isState = (v: string): v is (typeof CAMPAIGN_STATES)[number] => (CAMPAIGN_STATES as readonly string[]).includes(v)

export function CampaignsView() {
  const operator = useOperator()
  const canWrite = canRunCampaigns(operator.role)
  const router = useRouter()
  const queryClient = useQueryClient()
  const list = useListParams(FILTERS)
  const [creating, setCreating] = useState(false)
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    keyword: list.values.keyword || undefined,
    state: isState(list.values.state) ? list.values.state : undefined,
  }
  const campaigns = useQuery({ ...apiQuery.AdminCoupon.GetList(input), placeholderData: keepPreviousData })
  const rows = campaigns.data?.items ?? []

  return (
    <>
      <PageHeader
        title="优惠券活动"
        description="创建课程券活动并生成兑换码；学员在「我的优惠券」中输入兑换码，即可免费加入对应课程。"
        actions={
          canWrite ? (
            <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
              新建活动
            </button>
          ) : null
        }
      />
      <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-800">
        {CAMPAIGN_MSG.discountNote}
      </p>
      <FilterBar
        list={list}
        what="优惠券活动"
        keyword={{ label: '活动名称', placeholder: '活动名称', maxLength: 30 }}
        selects={[{ key: 'state', label: '状态', all: '全部状态', options: STATE_OPTIONS }]}
      />
      {rows.length > 0 ? (
        <div aria-busy={campaigns.isFetching} className={campaigns.isPlaceholderData ? 'opacity-60' : undefined}>
          <div className={TABLE.wrap}>
            <table className={TABLE.table} data-testid="campaign-table">
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
                {rows.map((c) => (
                  <tr key={c.id} data-testid={`campaign-row-${c.id}`} className="hover:bg-gray-50">
                    <td className={`${TABLE.td} max-w-48 truncate font-medium`} title={c.title}>
                      <Link href={`/admin/coupons/${c.id}`} className="text-primary hover:underline">
                        {c.title}
                      </Link>
                    </td>
                    <td className={`${TABLE.td} whitespace-nowrap`}>{kindText(c)}</td>
                    <td className={`${TABLE.td} max-w-56 truncate`} title={c.scopeText}>
                      {c.scopeText}
                    </td>
                    <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{periodText(c)}</td>
                    <td className={TABLE.td}>{validityText(c)}</td>
                    <td className={`${TABLE.td} tabular-nums`}>{c.codeCount}</td>
                    <td className={`${TABLE.td} tabular-nums`}>{c.redeemedCount}</td>
                    <td className={`${TABLE.td} tabular-nums`}>{c.usedCount}</td>
                    <td className={TABLE.td}>
                      <CampaignStateText state={c.state} />
                    </td>
                    <td className={TABLE.td}>
                      <Link
                        href={`/admin/coupons/${c.id}`}
                        className={BUTTON.link}
                        aria-label={`查看活动「${c.title}」`}
                      >
                        查看
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={campaigns.isPending} error={campaigns.error} retry={() => void campaigns.refetch()} />
        </div>
      )}
      {campaigns.data ? (
        <ListFooter total={campaigns.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}
      {creating ? (
        <CampaignCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false)
            void queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminCoupon', 'GetList') })
            router.push(`/admin/coupons/${id}`)
          }}
        />
      ) : null}
    </>
  )
}
