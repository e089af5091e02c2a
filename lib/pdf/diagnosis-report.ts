// The diagnosis report as an A4 PDF: tenant header with logo, learner and date, overall score, the radar as vectors
// (the geometry of the page's SVG), every dimension with its bar, band and interpretation, strengths, areas to improve,
// recommended courses (linked) and earlier scores; numbered pages. Plain data in, bytes out.
import 'server-only'
import sharp from 'sharp'
import { formatScore } from '@/lib/contract/diagnosis-rules'
import { radarPoints } from '@/lib/ui/radar'
import { A4, MARGIN, createA4Document, finish, type Pdf } from './document'

export interface ReportPdfData {
  tenantName: string
  /** The tenant's logo as stored (any format sharp reads), or null. */
  logo: Uint8Array | null
  /** #rrggbb; anything else falls back to the default theme colour. */
  color: string
  instrumentTitle: string
  nickname: string
  /** Already formatted, e.g. 2026-11-25. */
  date: string
  profile: { label: string; value: string }[]
  overallPct: number
  dimensions: { name: string; pct: number; band: string; interpretation: string }[]
  strengths: string[]
  improvements: string[]
  courses: { title: string; price: string; url: string }[]
  history: { date: string; overallPct: number }[]
}

const INK = '#111827'
const MUTED = '#4b5563'
const LINE = '#e5e7eb'
const WIDTH = A4.width - 2 * MARGIN
const bottomOf = (doc: Pdf) => A4.height - doc.page.margins.bottom
/** Line heights of the course and history lists; a list of up to KEEP_ROWS starts on one page with its heading. */
const COURSE_ROW = 20
const HISTORY_ROW = 18
const KEEP_ROWS = 6
const keepRows = (count: number, row: number) => Math.min(count, KEEP_ROWS) * row

/** Starts a new page unless `height` points still fit on this one. */
function ensureRoom(doc: Pdf, height: number) {
  if (doc.y + height > bottomOf(doc)) doc.addPage()
}

/** A section heading; `keepWith` is the height of what must follow it on the same page (a short list stays whole). */
function heading(doc: Pdf, text: string, color: string, keepWith = 0) {
  ensureRoom(doc, 60 + keepWith)
  doc.moveDown(0.8)
  const y = doc.y
  doc.rect(MARGIN, y + 2, 3, 14).fill(color)
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(text, MARGIN + 10, y, { width: WIDTH - 10 })
  doc.moveDown(0.4)
  doc.x = MARGIN
}

interface Logo {
  png: Buffer
  /** Width over height. */
  ratio: number
}

export async function logoPng(bytes: Uint8Array | null): Promise<Logo | null> {
  if (!bytes?.length) return null
  try {
    const { data, info } = await sharp(bytes)
      .resize({ height: 96, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer({ resolveWithObject: true })
    return { png: data, ratio: info.width / info.height }
  } catch {
    return null // an unreadable logo leaves the tenant name alone in the header
  }
}

function header(doc: Pdf, data: ReportPdfData, logo: Logo | null, color: string) {
  const logoHeight = 28
  const logoWidth = logo ? Math.min(logo.ratio * logoHeight, WIDTH / 3) : 0
  if (logo) doc.image(logo.png, MARGIN, MARGIN - 6, { fit: [logoWidth, logoHeight] })
  const x = logo ? MARGIN + logoWidth + 10 : MARGIN
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(data.tenantName, x, MARGIN, { width: WIDTH / 2, lineBreak: false })
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text('在线诊断报告', MARGIN, MARGIN + 2, { width: WIDTH, align: 'right' })
  doc
    .moveTo(MARGIN, MARGIN + 30)
    .lineTo(MARGIN + WIDTH, MARGIN + 30)
    .lineWidth(1.5)
    .strokeColor(color)
    .stroke()
  doc.x = MARGIN
  doc.y = MARGIN + 44
}

/** The radar inside a square of `size` at (left, top): rings, axes, the learner's polygon, each axis's name and score. */
function radar(
  doc: Pdf,
  axes: { name: string; pct: number }[],
  left: number,
  top: number,
  size: number,
  color: string,
) {
  const c = { x: left + size / 2, y: top + size / 2 }
  const r = size * 0.34
  const ring = (p: number) =>
    radarPoints(
      axes.map(() => p),
      c.x,
      c.y,
      r,
    )
  doc.save().lineWidth(0.6).strokeColor(LINE)
  for (const p of [25, 50, 75, 100]) doc.polygon(...ring(p)).stroke()
  for (const [x, y] of ring(100)) doc.moveTo(c.x, c.y).lineTo(x, y).stroke()
  doc.restore()
  const shape = radarPoints(
    axes.map((a) => a.pct),
    c.x,
    c.y,
    r,
  )
  doc
    .save()
    .polygon(...shape)
    .lineWidth(1.5)
    .fillOpacity(0.25)
    .fillAndStroke(color, color)
    .restore()
  doc.font('regular').fontSize(8.5).fillColor('#374151')
  radarPoints(
    axes.map(() => 118),
    c.x,
    c.y,
    r,
  ).forEach(([x, y], i) => {
    const label = `${axes[i].name} ${formatScore(axes[i].pct)}`
    const w = doc.widthOfString(label)
    const wanted = Math.abs(x - c.x) < 4 ? x - w / 2 : x > c.x ? x : x - w
    const lx = Math.min(Math.max(wanted, left + 6), left + size - 6 - w) // long names stay inside the square
    const ly = y < c.y - 4 ? y - 10 : y > c.y + 4 ? y : y - 5
    doc.text(label, lx, ly, { lineBreak: false })
  })
}

function summary(doc: Pdf, data: ReportPdfData, color: string) {
  const top = doc.y
  const radarSize = 250
  doc.roundedRect(MARGIN, top, WIDTH, radarSize, 6).fill('#f9fafb')
  const textWidth = WIDTH - radarSize - 24
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text('综合得分', MARGIN + 16, top + 22, { width: textWidth })
  const score = formatScore(data.overallPct)
  doc
    .font('bold')
    .fontSize(34)
    .fillColor(color)
    .text(score, MARGIN + 16, top + 36, { lineBreak: false })
  const scoreWidth = doc.widthOfString(score)
  doc
    .font('regular')
    .fontSize(12)
    .fillColor(MUTED)
    .text('/ 100', MARGIN + 16 + scoreWidth + 6, top + 58, { lineBreak: false })
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text('优势', MARGIN + 16, top + 100, { width: textWidth })
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(data.strengths.join('、') || '暂无突出优势，继续加油', { width: textWidth })
  doc.moveDown(0.6)
  doc.font('bold').fontSize(10.5).fillColor(INK).text('待提升', { width: textWidth })
  doc.font('regular').fontSize(10).fillColor(MUTED).text(data.improvements.join('、'), { width: textWidth })
  radar(doc, data.dimensions, MARGIN + WIDTH - radarSize, top, radarSize, color)
  doc.x = MARGIN
  doc.y = top + radarSize + 4
}

function dimensions(doc: Pdf, data: ReportPdfData, color: string) {
  heading(doc, '各维度解读', color)
  for (const d of data.dimensions) {
    const textHeight = doc.font('regular').fontSize(9.5).heightOfString(d.interpretation, { width: WIDTH, lineGap: 2 })
    ensureRoom(doc, 34 + textHeight)
    const y = doc.y + 4
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(d.name, MARGIN, y, { width: WIDTH / 2, lineBreak: false })
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${formatScore(d.pct)}分 · ${d.band}`, MARGIN, y + 1, { width: WIDTH, align: 'right' })
    const barY = y + 18
    doc.roundedRect(MARGIN, barY, WIDTH, 5, 2.5).fill('#eef0f3')
    doc.roundedRect(MARGIN, barY, Math.max(5, (WIDTH * Math.min(100, Math.max(0, d.pct))) / 100), 5, 2.5).fill(color)
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(d.interpretation, MARGIN, barY + 11, { width: WIDTH, lineGap: 2 })
    doc.moveDown(0.6)
  }
}

function courses(doc: Pdf, data: ReportPdfData, color: string) {
  // A short list starts on one page with its heading (split after two lines it read as cut off); a longer one may run on.
  heading(doc, '为你推荐的课程', color, keepRows(data.courses.length, COURSE_ROW))
  if (!data.courses.length) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text('暂时没有与待提升方向匹配的课程', MARGIN, doc.y, { width: WIDTH })
    return
  }
  for (const c of data.courses) {
    ensureRoom(doc, COURSE_ROW)
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(color)
      .text(`• ${c.title}`, MARGIN, doc.y, { width: WIDTH - 90, link: c.url, continued: false })
    doc
      .moveUp()
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(c.price, MARGIN, doc.y, { width: WIDTH, align: 'right' })
    doc.moveDown(0.3)
  }
}

function history(doc: Pdf, data: ReportPdfData, color: string) {
  if (!data.history.length) return
  heading(doc, '历史报告', color, keepRows(data.history.length, HISTORY_ROW))
  for (const h of data.history) {
    ensureRoom(doc, HISTORY_ROW)
    const change = data.overallPct - h.overallPct
    const note = change > 0 ? `（本次提升 ${formatScore(change)} 分）` : ''
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${h.date}　${formatScore(h.overallPct)}分${note}`, MARGIN, doc.y, { width: WIDTH })
  }
}

/** The report's PDF bytes. */
export async function diagnosisReportPdf(data: ReportPdfData): Promise<Uint8Array> {
  const color = /^#[0-9a-fA-F]{6}$/.test(data.color) ? data.color : '#333e76'
  const title = `${data.instrumentTitle} · 诊断报告`
  const doc = createA4Document({
    title,
    author: data.tenantName,
    subject: `${data.nickname}的${data.instrumentTitle}诊断报告`,
  })
  header(doc, data, await logoPng(data.logo), color)
  doc.font('bold').fontSize(20).fillColor(INK).text(title, MARGIN, doc.y, { width: WIDTH })
  doc.moveDown(0.3)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`学员：${data.nickname}　　报告日期：${data.date}`, { width: WIDTH })
  doc.text(data.profile.map((p) => `${p.label}：${p.value || '—'}`).join('　'), { width: WIDTH })
  doc.moveDown(0.8)
  summary(doc, data, color)
  dimensions(doc, data, color)
  courses(doc, data, color)
  history(doc, data, color)
  return finish(
    doc,
    (page, pages) => `${data.tenantName} · ${data.instrumentTitle}诊断报告 · 第 ${page} 页 / 共 ${pages} 页`,
  )
}
