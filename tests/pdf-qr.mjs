// Reads a PDF from stdin and prints the text of every QR code drawn as an image on its pages, decoded by jsQR from the
// pixels pdfjs hands a renderer — what a phone's camera reads off the printed page. A separate Node process like
// pdf-text.mjs (pdfjs-dist is ES-module only). jsQR: a small pure-JS decoder with no dependencies (devDependency).
import jsQR from 'jsqr'
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const doc = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  isEvalSupported: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  verbosity: 0,
}).promise

/** The image's pixels as RGBA, whatever layout pdfjs decoded it to. */
function rgba({ width, height, kind, data }) {
  const out = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    if (kind === ImageKind.RGBA_32BPP) out.set(data.subarray(i * 4, i * 4 + 4), i * 4)
    else if (kind === ImageKind.RGB_24BPP) out.set([data[i * 3], data[i * 3 + 1], data[i * 3 + 2], 255], i * 4)
    else {
      // 1 bit per pixel, rows padded to whole bytes
      const rowBytes = (width + 7) >> 3
      const x = i % width
      const y = Math.floor(i / width)
      const v = (data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1 ? 255 : 0
      out.set([v, v, v, 255], i * 4)
    }
  }
  return out
}

const codes = []
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n)
  const ops = await page.getOperatorList()
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (ops.fnArray[i] !== OPS.paintImageXObject) continue
    const name = ops.argsArray[i][0]
    const image = await new Promise((resolve) => page.objs.get(name, resolve))
    if (!image?.data) continue
    const found = jsQR(rgba(image), image.width, image.height)
    if (found) codes.push(found.data)
  }
}
await doc.destroy()
process.stdout.write(JSON.stringify({ codes }))
