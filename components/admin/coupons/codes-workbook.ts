// The 兑换码 download (issue 32): the xlsx is built in the browser from the codes 生成兑换码 just answered, so the codes
// exist only in that answer and this file — the server keeps their hashes only and nothing can fetch them again.
// exceljs (its browser build, ~250 KB gzipped) loads on the first download, never with the console's pages.
import { formatDate, formatDateTime } from '@/lib/contract/dates'
import { groupedCode } from '@/lib/contract/coupon-campaign-rules'

export interface CodesMeta {
  title: string
  scopeText: string
  /** The campaign's exclusive end (ISO): shown as its last day. */
  validUntil: string
}

/** The workbook's bytes: one sheet, one code per row (grouped as shown), with the campaign above the table. */
export async function codesWorkbook(codes: string[], meta: CodesMeta, now = new Date()): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  book.created = now
  const sheet = book.addWorksheet('兑换码')
  const lastDay = formatDate(new Date(Date.parse(meta.validUntil) - 1))
  sheet.addRow([`活动：${meta.title}`])
  sheet.addRow([`适用范围：${meta.scopeText}`])
  sheet.addRow([`兑换截止：${lastDay}（北京时间）　生成时间：${formatDateTime(now)}　共 ${codes.length} 个`])
  sheet.addRow([])
  const header = sheet.addRow(['序号', '兑换码'])
  header.font = { bold: true }
  codes.forEach((code, i) => sheet.addRow([i + 1, groupedCode(code)]))
  sheet.getColumn(1).width = 8
  sheet.getColumn(2).width = 28
  return (await book.xlsx.writeBuffer()) as ArrayBuffer
}

/** `兑换码-新人课程券-20261126-1530.xlsx`: the campaign and the moment, so two batches do not overwrite each other. */
export function codesFilename(title: string, now = new Date()): string {
  const stamp = formatDateTime(now).replace(/[-:]/g, '').replace(' ', '-')
  return `兑换码-${title.replace(/[\\/:*?"<>|]/g, '_')}-${stamp}.xlsx`
}

/** Builds the workbook and hands it to the browser as a download. */
export async function downloadCodes(codes: string[], meta: CodesMeta): Promise<void> {
  const now = new Date()
  const bytes = await codesWorkbook(codes, meta, now)
  const url = URL.createObjectURL(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = codesFilename(meta.title, now)
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later, not at once: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
