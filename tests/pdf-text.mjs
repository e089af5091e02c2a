// Reads a PDF from stdin and prints { pages: [[width, height] in whole points], text } as a PDF reader (pdfjs) extracts
// them. A separate Node process, because pdfjs-dist is ES-module only and Jest's module runtime cannot load it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, verbosity: 0 })
  .promise
const pages = []
let text = ''
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n)
  const [x0, y0, x1, y1] = page.view
  pages.push([Math.round(x1 - x0), Math.round(y1 - y0)])
  const content = await page.getTextContent()
  text += content.items.map((item) => item.str ?? '').join('') + '\n'
}
await doc.destroy()
process.stdout.write(JSON.stringify({ pages, text }))
