// 对账's xlsx (issue 33), written by exceljs' streaming writer as the learning-data exports are: 对账汇总 (the range's
// figures per Beijing day and channel, then per channel and 合计) and 订单明细 (every order paid or refunded in the
// range, read a page of 1,000 after an id, each row committed as written, the writer waiting for the reader between
// pages). Amounts are yuan as numbers, so the sheet sums them. A failure mid-way ends the download broken.
import { PassThrough, Readable } from 'node:stream'
import type ExcelJS from 'exceljs'
import { formatDateTime } from '@/lib/contract/dates'
import { fenToYuan, ORDER_STATE_LABELS, PAY_METHOD_LABELS } from '@/lib/contract/order-rules'
import { maskPhone } from '@/lib/contract/phone-rules'
import type { Reconciliation, ReconciliationFigures } from '@/lib/contract/reconciliation-rules'
import { getDb } from '@/lib/db/client'
import { logError } from '@/lib/db/error-log'
import { reconciledOrdersPage } from '@/lib/db/queries/admin-orders'

const EXPORT_PAGE = 1000
const yuan = (fen: number) => Number(fenToYuan(fen))
const when = (at: Date | null) => (at ? formatDateTime(at) : null)

export interface ReconciliationExport {
  tenantId: number
  /** The summary, already read (a few hundred rows at most). */
  summary: Reconciliation
  maskPhones: boolean
}

const SUMMARY_COLUMNS = [
  { header: '日期', key: 'day', width: 12 },
  { header: '支付渠道', key: 'channel', width: 10 },
  { header: '支付成功笔数', key: 'paidCount', width: 12 },
  { header: '支付成功金额（元）', key: 'paid', width: 16 },
  { header: '退款笔数', key: 'refundedCount', width: 10 },
  { header: '退款金额（元）', key: 'refunded', width: 14 },
  { header: '净收入（元）', key: 'net', width: 14 },
  { header: '已关闭笔数', key: 'closedCount', width: 10 },
]
const DETAIL_COLUMNS = [
  { header: '订单号', key: 'orderNo', width: 22 },
  { header: '渠道交易号', key: 'tradeNo', width: 30 },
  { header: '课程', key: 'course', width: 30 },
  { header: '学员', key: 'nickname', width: 14 },
  { header: '手机号', key: 'phone', width: 14 },
  { header: '原价（元）', key: 'price', width: 10 },
  { header: '优惠（元）', key: 'discount', width: 10 },
  { header: '实付（元）', key: 'payable', width: 10 },
  { header: '支付方式', key: 'method', width: 10 },
  { header: '状态', key: 'state', width: 8 },
  { header: '下单时间', key: 'created', width: 18 },
  { header: '支付时间', key: 'paidAt', width: 18 },
  { header: '退款时间', key: 'refundedAt', width: 18 },
  { header: '退款原因', key: 'reason', width: 30 },
]

const figures = (f: ReconciliationFigures) => ({
  paidCount: f.paidCount,
  paid: yuan(f.paidCents),
  refundedCount: f.refundedCount,
  refunded: yuan(f.refundedCents),
  net: yuan(f.netCents),
  closedCount: f.closedCount,
})

/** Resolves once the reader has taken what is buffered (or has gone away). */
function drained(out: PassThrough): Promise<void> | undefined {
  if (!out.writableNeedDrain || out.destroyed) return
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done)
      out.off('close', done)
      resolve()
    }
    out.on('drain', done)
    out.on('close', done)
  })
}

async function write(out: PassThrough, q: ReconciliationExport) {
  const { default: excel } = await import('exceljs')
  const workbook: ExcelJS.stream.xlsx.WorkbookWriter = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
  })
  const summary = workbook.addWorksheet('对账汇总', { views: [{ state: 'frozen', ySplit: 1 }] })
  summary.columns = SUMMARY_COLUMNS
  const { rows, channels, totals, from, to } = q.summary
  for (const r of rows) summary.addRow({ day: r.day, channel: r.channelText, ...figures(r) }).commit()
  for (const c of channels)
    summary.addRow({ day: `${from}至${to}`, channel: `${c.channelText}小计`, ...figures(c) }).commit()
  summary.addRow({ day: '合计', channel: '', ...figures(totals) }).commit()
  summary.commit()

  const detail = workbook.addWorksheet('订单明细', { views: [{ state: 'frozen', ySplit: 1 }] })
  detail.columns = DETAIL_COLUMNS
  const db = await getDb()
  for (let after = 0; ;) {
    const page = await reconciledOrdersPage(db, { tenantId: q.tenantId, from, to, after, limit: EXPORT_PAGE })
    for (const o of page)
      detail
        .addRow({
          orderNo: o.orderNo,
          tradeNo: o.tradeNo,
          course: o.courseTitle,
          nickname: o.nickname,
          phone: q.maskPhones ? maskPhone(o.phone) : o.phone,
          price: yuan(o.priceCents),
          discount: yuan(o.discountCents),
          payable: yuan(o.payableCents),
          method: o.method ? PAY_METHOD_LABELS[o.method] : null,
          state: ORDER_STATE_LABELS[o.state],
          created: when(o.createdAt),
          paidAt: when(o.paidAt),
          refundedAt: when(o.refundedAt),
          reason: o.refundReason,
        })
        .commit()
    if (page.length < EXPORT_PAGE) break
    after = page[page.length - 1].id
    await drained(out)
    if (out.destroyed) return
  }
  detail.commit()
  await workbook.commit()
}

/** The reconciliation as a stream of xlsx bytes, made while it is read. */
export function reconciliationWorkbook(q: ReconciliationExport): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  write(out, q).catch((e: unknown) => {
    logError('[export] the reconciliation workbook failed:', e)
    out.destroy(e as Error)
  })
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}
