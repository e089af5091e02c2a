// A4 documents with Chinese text, drawn on the server by pdfkit: the CJK font comes from an npm package (Noto Sans SC,
// OFL) and is embedded as a subset of the glyphs used, so the text stays selectable and the file small; no browser.
import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import PDFDocument from 'pdfkit'

/** A4 in PDF points (1/72 inch): 210 × 297 mm. */
export const A4 = { width: 595.28, height: 841.89 } as const
export const MARGIN = 48

export type Pdf = InstanceType<typeof PDFDocument>
type FontWeight = 'regular' | 'bold'

const FONT_FILES: Record<FontWeight, string> = {
  regular: '400Regular/NotoSansSC_400Regular.ttf',
  bold: '700Bold/NotoSansSC_700Bold.ttf',
}
const fontCache = new Map<FontWeight, Buffer>()

/** The font file's bytes, read once per process (about 10 MB each; pdfkit keeps only the glyphs a document uses). */
function fontBytes(weight: FontWeight): Buffer {
  let bytes = fontCache.get(weight)
  if (!bytes) {
    // Read from node_modules at run time (not traced into the bundle): `next start` and Jest both run from the root.
    bytes = readFileSync(
      /*turbopackIgnore: true*/ path.join(
        process.cwd(),
        'node_modules',
        '@expo-google-fonts',
        'noto-sans-sc',
        FONT_FILES[weight],
      ),
    )
    fontCache.set(weight, bytes)
  }
  return bytes
}

export interface PdfInfo {
  title: string
  author: string
  subject?: string
}

/** A new A4 document with the fonts registered as `regular` and `bold`; pages are buffered so `finish` can number them. */
export function createA4Document(info: PdfInfo): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject ?? info.title, Creator: info.author },
    lang: 'zh-CN',
    displayTitle: true,
  })
  doc.registerFont('regular', fontBytes('regular'))
  doc.registerFont('bold', fontBytes('bold'))
  doc.font('regular')
  return doc
}

/**
 * Writes `footer(page, pages)` centred at the foot of every page and resolves with the file's bytes. The footer sits in
 * the bottom margin, so the bottom margin is lifted while it is drawn (pdfkit would otherwise start a new page).
 */
export function finish(doc: Pdf, footer: (page: number, pages: number) => string): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#6b7280')
      .text(footer(i - start + 1, count), MARGIN, A4.height - MARGIN + 6, {
        width: A4.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      })
    doc.page.margins.bottom = bottom
  }
  doc.end()
  return done
}
