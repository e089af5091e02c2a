'use client'
// A campaign's page (issue 32): what it gives and when, its codes generated / redeemed / used, and who redeemed them
// (paged in the URL). 管理员 and 运营 生成兑换码 (shown once, downloaded as xlsx) and 停止活动 after a confirmation
// that says what happens to coupons already redeemed.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { CAMPAIGN_MSG, type CampaignRow } from '@/lib/contract/coupon-campaign-rules'
import { formatDateTime } from '@/lib/contract/dates'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction } from '../admin-dialog'
import { ListState } from '../list-parts'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { BUTTON, PANEL } from '../styles'
import { CampaignRedemptions } from './campaign-redemptions'
import { CampaignStateText, canRunCampaigns, kindText, periodText, validityText } from './campaign-words'
import { GenerateCodesDialog } from './generate-codes-dialog'

function Facts({ campaign: c }: { campaign: CampaignRow }) {
  const facts: [string, React.ReactNode][] = [
    ['类型', kindText(c)],
    ['适用范围', c.scopeText],
    ['兑换时间', `${periodText(c)}（北京时间）`],
    ['券有效期', validityText(c)],
    ['状态', <CampaignStateText key="state" state={c.state} />],
    ['创建时间', formatDateTime(c.createdAt)],
  ]
  if (c.stoppedAt) facts.push(['停止时间', formatDateTime(c.stoppedAt)])
  return (
    <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="flex gap-3">
          <dt className="w-20 shrink-0 text-gray-500">{term}</dt>
          <dd className="min-w-0 text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Counts({ campaign: c }: { campaign: CampaignRow }) {
  const counts: [string, number, string][] = [
    ['已生成兑换码', c.codeCount, 'campaign-code-count'],
    ['已兑换', c.redeemedCount, 'campaign-redeemed-count'],
    ['已使用', c.usedCount, 'campaign-used-count'],
  ]
  return (
    <ul aria-label="活动数据" className="grid gap-4 sm:grid-cols-3">
      {counts.map(([label, n, testId]) => (
        <li key={label} className={PANEL}>
          <p className="text-sm text-gray-500">{label}</p>
          <p className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums" data-testid={testId}>
            {n}
          </p>
        </li>
      ))}
    </ul>
  )
}

export function CampaignView({ campaignId }: { campaignId: number }) {
  const operator = useOperator()
  const canWrite = canRunCampaigns(operator.role)
  const queryClient = useQueryClient()
  const campaign = useQuery(apiQuery.AdminCoupon.Get({ id: campaignId }))
  const [generating, setGenerating] = useState(false)
  const [stopping, setStopping] = useState(false)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminCoupon') })

  const c = campaign.data
  if (!c) {
    const missing = isApiClientError(campaign.error) && campaign.error.status === 404
    return (
      <>
        <PageHeader title={missing ? '活动不存在' : '优惠券活动'} />
        <div className="rounded-lg border border-gray-200 bg-white">
          {missing ? (
            <p className="py-10 text-center text-sm text-gray-600">
              该活动不存在或已删除。
              <Link href="/admin/coupons" className="ml-2 text-primary hover:underline">
                返回活动列表
              </Link>
            </p>
          ) : (
            <ListState loading={campaign.isPending} error={campaign.error} retry={() => void campaign.refetch()} />
          )}
        </div>
      </>
    )
  }
  const open = c.state === 'active' || c.state === 'notStarted'

  return (
    <>
      <nav aria-label="面包屑" className="mb-2 text-sm text-gray-500">
        <Link href="/admin/coupons" className="hover:text-primary">
          优惠券活动
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{c.title}</span>
      </nav>
      <PageHeader
        title={c.title}
        description={c.description || undefined}
        actions={
          canWrite ? (
            <>
              {c.kind === 'voucher' && open ? (
                <button type="button" className={BUTTON.primary} onClick={() => setGenerating(true)}>
                  生成兑换码
                </button>
              ) : null}
              {c.state !== 'stopped' ? (
                <button type="button" className={BUTTON.secondary} onClick={() => setStopping(true)}>
                  停止活动
                </button>
              ) : null}
            </>
          ) : null
        }
      />
      <div className="space-y-5">
        <section aria-labelledby="campaign-facts" className={PANEL}>
          <h2 id="campaign-facts" className="mb-3 text-base font-semibold text-gray-900">
            活动信息
          </h2>
          <Facts campaign={c} />
          {c.kind === 'discount' ? <p className="mt-3 text-sm text-amber-700">{CAMPAIGN_MSG.discountNote}</p> : null}
          <p className="mt-3 text-sm text-gray-500">{CAMPAIGN_MSG.stopNote}</p>
        </section>
        <Counts campaign={c} />
        <CampaignRedemptions campaignId={c.id} />
      </div>

      {generating ? (
        <GenerateCodesDialog campaign={c} onClose={() => setGenerating(false)} onGenerated={refresh} />
      ) : null}
      {stopping ? (
        <ConfirmAction
          open
          title="停止活动"
          confirmText="停止活动"
          danger
          testId="campaign-stop-confirm"
          message={
            <>
              <p className="font-medium text-gray-900">确定停止「{c.title}」吗？停止后不能恢复。</p>
              <p>{CAMPAIGN_MSG.stopNote}</p>
            </>
          }
          onConfirm={async () => {
            await api.post.AdminCoupon.Stop({ id: c.id }, { inline: true })
            toast.success(`已停止活动「${c.title}」`)
            setStopping(false)
            refresh()
          }}
          onClose={() => setStopping(false)}
        />
      ) : null}
    </>
  )
}
