// Seed images drawn at seed time (logos, favicons, QR codes, header backgrounds), so no binaries live in git.
import QRCode from 'qrcode'
import sharp from 'sharp'

export type SeedAsset =
  | { key: string; kind: 'logo'; initials: string; wordmark: string; tagline: string; color: string; accent: string }
  | { key: string; kind: 'favicon'; initials: string; color: string }
  | { key: string; kind: 'qr'; text: string }
  | { key: string; kind: 'gradient'; from: string; to: string; width: number; height: number }

// Latin text only: a CJK font is not guaranteed where the seed runs, and missing glyphs render as boxes.
const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold"'

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

function svgPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** 606×320 (the 303:160 ratio the header requests): a coloured mark with initials and a latin wordmark. */
function logoSvg(a: Extract<SeedAsset, { kind: 'logo' }>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="606" height="320" viewBox="0 0 606 320">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${a.color}"/><stop offset="1" stop-color="${a.accent}"/>
  </linearGradient></defs>
  <rect x="24" y="48" width="224" height="224" rx="44" fill="url(#g)"/>
  <path d="M64 232 L136 96 L208 232" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="18"/>
  <text x="136" y="192" text-anchor="middle" font-size="96" fill="#ffffff" ${FONT}>${escapeXml(a.initials)}</text>
  <text x="276" y="166" font-size="58" fill="${a.color}" ${FONT}>${escapeXml(a.wordmark)}</text>
  <text x="278" y="222" font-size="30" fill="#6b7280" letter-spacing="4" ${FONT}>${escapeXml(a.tagline)}</text>
</svg>`
}

function faviconSvg(a: Extract<SeedAsset, { kind: 'favicon' }>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${a.color}"/>
  <text x="32" y="45" text-anchor="middle" font-size="38" fill="#ffffff" ${FONT}>${escapeXml(a.initials)}</text>
</svg>`
}

function gradientSvg(a: Extract<SeedAsset, { kind: 'gradient' }>): string {
  const { width: w, height: h } = a
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${Math.round(w * 0.82)}" cy="${Math.round(h * 0.1)}" r="${Math.round(h * 0.9)}" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="${Math.round(w * 0.93)}" cy="${h}" r="${Math.round(h * 0.6)}" fill="#ffffff" fill-opacity="0.05"/>
</svg>`
}

/** PNG bytes for one asset; the same input always gives the same bytes, which keeps re-seeding a no-op. */
export async function renderAsset(asset: SeedAsset): Promise<Buffer> {
  switch (asset.kind) {
    case 'logo':
      return svgPng(logoSvg(asset))
    case 'favicon':
      return svgPng(faviconSvg(asset))
    case 'qr':
      return QRCode.toBuffer(asset.text, { type: 'png', width: 258, margin: 2, errorCorrectionLevel: 'M' })
    case 'gradient':
      // A palette keeps a 1920-wide gradient in a few kilobytes; banding is invisible under the header text.
      return sharp(Buffer.from(gradientSvg(asset)))
        .png({ palette: true, colours: 64, dither: 0 })
        .toBuffer()
  }
}
