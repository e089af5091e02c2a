'use client'
// 支付设置 (issue 33, 管理员 only): the tenant's WeChat Pay and Alipay merchant accounts, one form each, and what
// happens while none is switched on — a development server takes payments through the simulated cashier, production
// offers no purchase at all.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { PAYMENT_MSG, type PaymentSettings } from '@/lib/contract/payment-settings-rules'
import { apiQuery } from '@/lib/query/api-queries'
import { ListState } from '../list-parts'
import { PageHeader } from '../page-header'
import { ChannelForm } from './channel-form'

export function PaymentSettingsView() {
  const queryClient = useQueryClient()
  const query = apiQuery.AdminPayment.GetChannels({})
  const settings = useQuery(query)
  const data = settings.data
  const live = data?.channels.filter((c) => c.enabled).length ?? 0
  return (
    <>
      <PageHeader
        title="支付设置"
        description="填写机构在微信支付、支付宝开通的商户信息后开启对应渠道，学员即可在线购买课程，款项直接进入机构的商户账户。"
      />
      <p
        className={`mb-4 rounded-md border px-4 py-2.5 text-sm ${live ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-amber-200 bg-amber-50 text-amber-800'}`}
        data-testid="payment-status"
      >
        {live ? `已开启 ${live} 个支付渠道。` : '当前没有开启的支付渠道。'}
        {PAYMENT_MSG.simulated}
      </p>
      {!data ? (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={settings.isPending} error={settings.error} retry={() => void settings.refetch()} />
        </div>
      ) : (
        <div className="space-y-5">
          {data.channels.map((c) => (
            <ChannelForm
              key={`${c.channel}-${c.updatedAt ?? ''}`}
              channel={c}
              onSaved={(saved) =>
                queryClient.setQueryData(query.queryKey, (old: PaymentSettings | undefined) =>
                  old ? { channels: old.channels.map((x) => (x.channel === saved.channel ? saved : x)) } : old,
                )
              }
            />
          ))}
        </div>
      )}
    </>
  )
}
