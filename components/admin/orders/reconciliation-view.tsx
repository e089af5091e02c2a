'use client'
// 对账 (issue 33): the range's takings (`?from=&to=` in the URL, default the last 7 days) — 支付成功, 退款, 净收入 and
// 已关闭 in cards, per channel to set beside each channel's bill, and per day and channel — with 导出Excel (a plain
// link: the console's cookie goes with it; the server masks phones below 管理员 and logs the export).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiPath } from '@/lib/client/api'
import type { ReconciliationFigures } from '@/lib/contract/reconciliation-rules'
import { reconciliationRangeError } from '@/lib/contract/reconciliation-rules'
import { apiQuery } from '@/lib/query/api-queries'
import { RangePicker } from '../learning-data/range-picker'
import { ListState } from '../list-parts'
import { useListParams } from '../list-params'
import { PageHeader } from '../page-header'
import { BUTTON, PANEL, TABLE } from '../styles'
import { yuan } from './order-words'

const KEYS = ['from', 'to'] as const
const isDay = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined)
const NUM = `${TABLE.td} text-right whitespace-nowrap tabular-nums`
const FIGURE_HEADINGS = ['支付成功笔数', '支付成功金额', '退款笔数', '退款金额', '净收入', '已关闭笔数']

function FigureCells({ f }: { f: ReconciliationFigures }) {
  return (
    <>
      <td className={NUM}>{f.paidCount}</td>
      <td className={NUM}>{yuan(f.paidCents)}</td>
      <td className={NUM}>{f.refundedCount}</td>
      <td className={NUM}>{f.refundedCents ? `-${yuan(f.refundedCents)}` : yuan(0)}</td>
      <td className={`${NUM} font-medium`}>{yuan(f.netCents)}</td>
      <td className={NUM}>{f.closedCount}</td>
    </>
  )
}

function Headings({ first }: { first: string[] }) {
  return (
    <thead>
      <tr>
        {[...first, ...FIGURE_HEADINGS].map((h, i) => (
          <th key={h} scope="col" className={`${TABLE.th} ${i >= first.length ? 'text-right' : ''}`}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  )
}

export function ReconciliationView() {
  const list = useListParams(KEYS)
  const asked = { from: isDay(list.values.from), to: isDay(list.values.to) }
  const input = asked.from && asked.to ? asked : {}
  const data = useQuery({ ...apiQuery.AdminOrder.GetReconciliation(input), placeholderData: keepPreviousData })
  const r = data.data
  const cards = r
    ? [
        ['支付成功', `${r.totals.paidCount} 笔`, yuan(r.totals.paidCents)],
        ['退款', `${r.totals.refundedCount} 笔`, yuan(r.totals.refundedCents)],
        ['净收入', '支付成功 − 退款', yuan(r.totals.netCents)],
        ['已关闭', '未支付关闭的订单', `${r.totals.closedCount} 笔`],
      ]
    : []

  return (
    <>
      <PageHeader
        title="对账"
        description="按北京时间统计每天、每个支付渠道的收款与退款，用于与微信支付、支付宝的账单核对。支付成功按支付时间、退款按退款时间、已关闭按下单时间计入当天。"
        actions={
          r ? (
            <a
              href={`${apiPath('AdminOrder', 'ExportReconciliation')}?${new URLSearchParams({ from: r.from, to: r.to })}`}
              download
              className={BUTTON.secondary}
              data-testid="reconciliation-export"
            >
              导出Excel
            </a>
          ) : null
        }
      />
      <RangePicker
        from={r?.from ?? asked.from ?? ''}
        to={r?.to ?? asked.to ?? ''}
        check={reconciliationRangeError}
        onApply={(range) => list.apply(range)}
      />
      {!r ? (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={data.isPending} error={data.error} retry={() => void data.refetch()} />
        </div>
      ) : (
        <div aria-busy={data.isFetching} className={`space-y-5 ${data.isPlaceholderData ? 'opacity-60' : ''}`}>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label={`${r.from} 至 ${r.to} 合计`}>
            {cards.map(([label, note, value]) => (
              <li key={label} className={PANEL}>
                <p className="text-sm text-gray-500">{label}</p>
                <p className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{value}</p>
                <p className="mt-1 text-xs text-gray-500">{note}</p>
              </li>
            ))}
          </ul>
          <section aria-labelledby="recon-channels">
            <h2 id="recon-channels" className="mb-2 text-base font-semibold text-gray-900">
              渠道小计
            </h2>
            <div className={TABLE.wrap}>
              <table className={TABLE.table} data-testid="reconciliation-channels">
                <Headings first={['支付渠道']} />
                <tbody>
                  {r.channels.map((c) => (
                    <tr key={c.channel}>
                      <th scope="row" className={`${TABLE.td} font-medium whitespace-nowrap`}>
                        {c.channelText}
                      </th>
                      <FigureCells f={c} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="recon-days">
            <h2 id="recon-days" className="mb-2 text-base font-semibold text-gray-900">
              每日明细
            </h2>
            <div className={TABLE.wrap}>
              <table className={TABLE.table} data-testid="reconciliation-days">
                <Headings first={['日期', '支付渠道']} />
                <tbody>
                  {r.rows.length === 0 ? (
                    <tr>
                      <td colSpan={8} className={`${TABLE.td} py-8 text-center text-gray-500`}>
                        该时间段内没有支付、退款或关闭的订单
                      </td>
                    </tr>
                  ) : (
                    r.rows.map((row) => (
                      <tr key={`${row.day}-${row.channel}`} className="hover:bg-gray-50">
                        <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{row.day}</td>
                        <td className={`${TABLE.td} whitespace-nowrap`}>{row.channelText}</td>
                        <FigureCells f={row} />
                      </tr>
                    ))
                  )}
                </tbody>
                <tfoot>
                  <tr className="bg-gray-50 font-medium">
                    <th scope="row" colSpan={2} className={`${TABLE.td} text-left`}>
                      合计
                    </th>
                    <FigureCells f={r.totals} />
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>
        </div>
      )}
    </>
  )
}
