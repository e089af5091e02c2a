// The 学时证明 as an A4 PDF (issue 31): the issuer's logo and name, the learner, their company, a table of courses with
// credited hours and days, the total, the number and issue date, and a QR code of the public verification URL printed
// under it. Plain data in, bytes out; the QR is a PNG so a reader (and the test) can decode it as a phone would.
import 'server-only'
import QRCode from 'qrcode'
import { certificateHours } from '@/lib/contract/certificate-rules'
import { A4, MARGIN, createA4Document, finish, type Pdf } from './document'
import { logoPng } from './diagnosis-report'

export interface CertificatePdfData {
  issuerName: string
  /** The tenant's logo as stored (any format sharp reads), or null. */
  logo: Uint8Array | null
  color: string
  number: string
  learnerName: string
  maskedPhone: string
  companyName: string | null
  courses: { title: string; seconds: number; firstDay: string; lastDay: string; completedDay: string | null }[]
  totalSeconds: number
  range: { from: string; to: string } | null
  /** YYYY-MM-DD, the tenant's zone. */
  issuedDay: string
  verifyUrl: string
}

const INK = '#111827'
const MUTED = '#4b5563'
const LINE = '#d1d5db'
const WIDTH = A4.width - 2 * MARGIN
/** Column widths of the course table: title, hours, learning days, completion day. */
const COLUMNS = [WIDTH - 130 - 150 - 70, 130, 150, 70]
const HEADERS = ['课程', '认证学时', '学习日期', '完成日期']
const ROW = 22
const QR_SIZE = 110

function row(doc: Pdf, cells: string[], y: number, bold = false) {
  let x = MARGIN
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(10)
    .fillColor(INK)
  cells.forEach((cell, i) => {
    doc.text(cell, x + 4, y + 6, { width: COLUMNS[i] - 8, lineBreak: false, ellipsis: true })
    x += COLUMNS[i]
  })
  doc
    .moveTo(MARGIN, y + ROW)
    .lineTo(MARGIN + WIDTH, y + ROW)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke()
}

function table(doc: Pdf, data: CertificatePdfData, color: string) {
  let y = doc.y
  doc.rect(MARGIN, y, WIDTH, ROW).fill(color)
  let x = MARGIN
  doc.font('bold').fontSize(10).fillColor('#ffffff')
  HEADERS.forEach((h, i) => {
    doc.text(h, x + 4, y + 6, { width: COLUMNS[i] - 8, lineBreak: false })
    x += COLUMNS[i]
  })
  y += ROW
  const bottom = A4.height - MARGIN - 16 - QR_SIZE - 60
  for (const c of data.courses) {
    if (y + ROW > bottom) {
      doc.addPage()
      y = MARGIN
    }
    const days = c.firstDay === c.lastDay ? c.firstDay : `${c.firstDay} 至 ${c.lastDay}`
    row(doc, [c.title, certificateHours(c.seconds), days, c.completedDay ?? '—'], y)
    y += ROW
  }
  row(doc, ['合计', certificateHours(data.totalSeconds), '', ''], y, true)
  doc.x = MARGIN
  doc.y = y + ROW + 16
}

/** The certificate's bytes: one A4 page for up to about twenty courses. */
export async function certificatePdf(data: CertificatePdfData): Promise<Uint8Array> {
  const color = /^#[0-9a-fA-F]{6}$/.test(data.color) ? data.color : '#333e76'
  const doc = createA4Document({
    title: `学时证明 ${data.number}`,
    author: data.issuerName,
    subject: `${data.learnerName}的学时证明`,
  })
  const logo = await logoPng(data.logo)
  const logoHeight = 36
  if (logo) doc.image(logo.png, MARGIN, MARGIN, { fit: [Math.min(logo.ratio * logoHeight, WIDTH / 3), logoHeight] })
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(data.issuerName, MARGIN, MARGIN + 10, { width: WIDTH, align: 'right' })
  doc
    .moveTo(MARGIN, MARGIN + 46)
    .lineTo(MARGIN + WIDTH, MARGIN + 46)
    .lineWidth(1.5)
    .strokeColor(color)
    .stroke()
  doc
    .font('bold')
    .fontSize(26)
    .fillColor(INK)
    .text('学时证明', MARGIN, MARGIN + 70, { width: WIDTH, align: 'center' })
  doc.moveDown(0.2)
  doc.font('regular').fontSize(10).fillColor(MUTED).text(`证明编号：${data.number}`, { width: WIDTH, align: 'center' })
  doc.moveDown(1.2)
  const facts: [string, string][] = [
    ['学员', data.learnerName],
    ['手机号', data.maskedPhone],
    ['所属企业', data.companyName ?? '—'],
  ]
  if (data.range) facts.push(['统计期间', `${data.range.from} 至 ${data.range.to}`])
  doc.fontSize(11).fillColor(INK)
  for (const [label, value] of facts) doc.text(`${label}：${value}`, MARGIN, doc.y, { width: WIDTH })
  doc.moveDown(0.6)
  doc
    .fontSize(11)
    .text(
      `兹证明该学员在${data.issuerName}在线学习平台完成以下课程的学习，学时由平台根据实际观看记录认证：`,
      MARGIN,
      doc.y,
      { width: WIDTH },
    )
  doc.moveDown(0.6)
  table(doc, data, color)
  doc.font('regular').fontSize(11).fillColor(INK).text(`发证机构：${data.issuerName}`, MARGIN, doc.y, { width: WIDTH })
  doc.text(`发证日期：${data.issuedDay}`, { width: WIDTH })

  // The QR sits at the foot of the last page, the URL printed under it for a reader without a camera.
  const png = await QRCode.toBuffer(data.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 })
  const qrTop = A4.height - MARGIN - 16 - QR_SIZE - 40
  const qrLeft = MARGIN + WIDTH - QR_SIZE
  doc.image(png, qrLeft, qrTop, { width: QR_SIZE, height: QR_SIZE })
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text('扫码验证证明真伪', MARGIN, qrTop + 30, { width: WIDTH - QR_SIZE - 16, align: 'right' })
  doc.text(data.verifyUrl, MARGIN, qrTop + QR_SIZE + 6, { width: WIDTH, align: 'right', lineBreak: false })
  return finish(doc, (page, pages) => `${data.issuerName} · 学时证明 ${data.number} · 第 ${page} 页 / 共 ${pages} 页`)
}
