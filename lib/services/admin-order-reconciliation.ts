// AdminOrder's 对账 (issue 33): the tenant's takings per Beijing day and channel — paid, refunded, closed — for a range
// of at most 92 days (default the last 7), and the same as xlsx with every order paid or refunded in it, to check
// against the channels' bills. 管理员, 运营 and 只读 read and export; 客服 does not (one learner's question is its work,
// not the tenant's figures). An export holds personal data: it writes an audit row and masks phones below 管理员.
import { methodFor, type FileResult } from '@/lib/contract/define'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import {
  addFigures,
  defaultReconciliationRange,
  noFigures,
  RECONCILIATION_CHANNELS,
  type Reconciliation,
  type ReconciliationFigures,
  type ReconciliationRow,
} from '@/lib/contract/reconciliation-rules'
import { reconciliationExportInput, reconciliationInput } from '@/lib/contract/schemas/admin-order-reconciliation'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { consume } from '@/lib/auth/limits'
import { actorName } from '@/lib/auth/operator-sessions'
import type { Db } from '@/lib/db/client'
import { reconciliationCounts, type DayRange } from '@/lib/db/queries/admin-orders'
import { insertAudit } from '@/lib/db/queries/audit-log'
import { reconciliationWorkbook } from './reconciliation-workbook'

const method = methodFor<ServiceContext>()

/** Who reads the takings (客服 not: see the file's head). */
const RECONCILIATION_ROLES: readonly OperatorRole[] = ['admin', 'operations', 'readonly']
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const channelText = (c: string) => RECONCILIATION_CHANNELS[c] ?? c

/** The three grouped reads folded into rows by day and channel, sums per channel, and the range's totals. */
async function reconcile(db: Db, range: DayRange): Promise<Reconciliation> {
  const { paid, refunded, closed } = await reconciliationCounts(db, range)
  const rows = new Map<string, ReconciliationRow>()
  const rowOf = (day: string, channel: string) => {
    const key = `${day}|${channel}`
    let row = rows.get(key)
    if (!row) rows.set(key, (row = { day, channel, channelText: channelText(channel), ...noFigures() }))
    return row
  }
  for (const p of paid) Object.assign(rowOf(p.day, p.channel), { paidCount: p.n, paidCents: p.cents })
  for (const r of refunded) Object.assign(rowOf(r.day, r.channel), { refundedCount: r.n, refundedCents: r.cents })
  for (const c of closed) Object.assign(rowOf(c.day, c.channel), { closedCount: c.n })
  const ordered = [...rows.values()]
    .map((r) => ({ ...r, netCents: r.paidCents - r.refundedCents }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.channel.localeCompare(b.channel))
  const channels = ['wechat', 'alipay'].map((channel) => ({
    channel,
    channelText: channelText(channel),
    ...ordered.filter((r) => r.channel === channel).reduce<ReconciliationFigures>(addFigures, noFigures()),
  }))
  return { from: range.from, to: range.to, rows: ordered, channels, totals: ordered.reduce(addFigures, noFigures()) }
}

export const adminOrderReconciliationMethods = {
  /** 对账: the range's figures per day and channel, per channel and in total (default: the last 7 days). */
  GetReconciliation: method({
    verb: 'GET',
    auth: 'operator',
    roles: RECONCILIATION_ROLES,
    input: reconciliationInput,
    summary:
      '对账（按北京时间每天、每个支付渠道的支付成功、退款、已关闭笔数与金额，渠道小计与合计；默认最近7天，最多92天）',
    handler: async (input, ctx): Promise<Reconciliation> => {
      const { tenantId } = requireSite(ctx)
      const { from, to } = input.from && input.to ? { from: input.from, to: input.to } : defaultReconciliationRange()
      return reconcile(ctx.db, { tenantId, from, to })
    },
  }),

  /** 导出对账单: 对账汇总 and 订单明细 as one xlsx, streamed; audited, phones masked below 管理员. */
  ExportReconciliation: method({
    verb: 'GET',
    auth: 'operator',
    roles: RECONCILIATION_ROLES,
    input: reconciliationExportInput,
    output: { kind: 'file', contentType: XLSX },
    summary: '导出对账单（xlsx：对账汇总与范围内支付或退款的订单明细；管理员以下角色的手机号隐藏中间四位）',
    description: '流式生成，每次读取1,000条订单；一次最多92天；每位操作员每小时最多导出20次；每次导出记入操作日志。',
    handler: async ({ from, to }, ctx): Promise<FileResult> => {
      const { tenantId } = requireSite(ctx)
      const operator = ctx.operator!
      await consume(ctx.db, [
        {
          rule: 'exportHour',
          key: `console:${tenantId}:${operator.accountId}`,
          message: (wait) => `导出过于频繁，请${wait}后再试`,
        },
      ])
      const maskPhones = operator.role !== 'admin'
      const summary = await reconcile(ctx.db, { tenantId, from, to })
      await insertAudit(ctx.db, {
        tenantId,
        operatorId: operator.accountId,
        actor: actorName(operator),
        ip: ctx.clientIp,
        kind: 'AdminOrder/ExportReconciliation',
        label: '导出对账单',
        target: `对账单（${from} 至 ${to}）`,
        before: null,
        after: { from, to, phones: maskPhones ? '隐藏中间四位' : '完整' },
      })
      return {
        body: reconciliationWorkbook({ tenantId, summary, maskPhones }),
        filename: `对账单-${from}至${to}.xlsx`,
      }
    },
  }),
}
