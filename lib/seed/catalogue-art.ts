// SVG for the seed's course covers, lecturer portraits and topic banners, laid out for the boxes the pages show them in.
import { CJK_FONT, clip, emWidth, escapeXml, layoutTitle } from './catalogue-art-text'
import { motifSvg, type Motif } from './catalogue-art-motifs'
import { portraitSvg, type PortraitArt } from './catalogue-art-portrait'

interface CoverArt {
  kind: 'cover'
  title: string
  /** The child category, shown as a tag. */
  category: string
  from: string
  to: string
  motif: Motif
}

interface BannerArt {
  kind: 'banner'
  from: string
  to: string
  motif: Motif
  /** Varies the scattered shapes between banners. */
  n: number
}

export type ArtSpec = CoverArt | PortraitArt | BannerArt

/**
 * Covers are 16:9 and shown 16:9 (cards, desktop detail) or centre-cropped to 5:3 (phone rows and detail): 800×450
 * holds the 750×450 phone rendition without upscaling, and text keeps 64 px from the sides (39 px after the crop).
 * Banners are 2:1 (phone card and page), cropped to 12:5 (desktop card) and 3:1 (desktop page, then cut to a strip
 * under the live title): the motif sits right of centre inside the middle band, the left stays calm for that title.
 */
const ART_SIZE = { cover: [800, 450], avatar: [200, 200], banner: [1200, 600] } as const

const COVER_MARGIN = 64

function defs(from: string, to: string, x2 = 1, y2 = 1): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>`
}

/** 「PPT高级设计：让你的汇报脱颖而出」 → the part a reader scans first and the one after the colon. */
function splitTitle(title: string): [string, string] {
  const at = title.search(/[：:]/)
  if (at <= 0 || at === title.length - 1) return [title, '']
  return [title.slice(0, at), title.slice(at + 1)]
}

function text(x: number, y: number, size: number, body: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${CJK_FONT} fill="#ffffff" ${extra}>${escapeXml(body)}</text>`
}

/** Category tag, a two-line bold title, the subtitle after the colon, over the category's gradient and motif. */
function coverSvg(a: CoverArt, cjk: boolean): string {
  const [W, H] = ART_SIZE.cover
  const M = COVER_MARGIN
  // The title starts right of its accent bar.
  const indent = 28
  const width = W - 2 * M - indent
  const parts: string[] = []
  if (cjk) {
    const tagSize = 30
    const tagText = clip(a.category, 10)
    const tagWidth = Math.round(emWidth(tagText) * tagSize) + 36
    parts.push(`<rect x="${M}" y="46" width="${tagWidth}" height="48" rx="24" fill="#ffffff" fill-opacity="0.2"/>`)
    parts.push(text(M + 18, 81, tagSize, tagText, 'font-weight="bold"'))
    const [main, sub] = splitTitle(a.title)
    const title = layoutTitle(main, width, 84, 50)
    const lineHeight = Math.round(title.size * 1.24)
    const subSize = 38
    const subLine = sub ? clip(sub, width / subSize) : ''
    const height = title.lines.length * lineHeight + (subLine ? 22 + subSize : 0)
    // Centred in the space under the tag, never closer than 128 px to the top.
    const top = Math.max(128, Math.round(112 + (H - 112 - height) / 2))
    parts.push(
      `<rect x="${M}" y="${top - 4}" width="8" height="${title.lines.length * lineHeight - 12}" rx="4" fill="#ffd666"/>`,
    )
    title.lines.forEach((line, i) => {
      parts.push(
        text(M + indent, top + i * lineHeight + Math.round(title.size * 0.86), title.size, line, 'font-weight="bold"'),
      )
    })
    if (subLine)
      parts.push(
        text(
          M + indent,
          top + title.lines.length * lineHeight + 22 + Math.round(subSize * 0.8),
          subSize,
          subLine,
          'fill-opacity="0.88"',
        ),
      )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${defs(a.from, a.to)}
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="${W - 90}" cy="40" r="190" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="36"/>
  <circle cx="${W - 20}" cy="${H + 10}" r="150" fill="#ffffff" fill-opacity="0.06"/>
  ${motifSvg(a.motif, cjk ? 632 : W / 2, cjk ? 292 : H / 2, cjk ? 240 : 220, { opacity: cjk ? 0.2 : 0.5, weight: 5 })}
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
  ${parts.join('\n  ')}
</svg>`
}

/** Small deterministic generator: the same banner number always gets the same scattered shapes. */
function shapes(seed: number) {
  let s = (seed * 2654435761) >>> 0
  return (min: number, max: number) => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.round(min + (((t ^ (t >>> 14)) >>> 0) / 4294967296) * (max - min))
  }
}

/** An abstract course card (thumbnail and two text bars) floating beside the motif: a topic is a set of courses. */
function floatingCard(x: number, y: number, angle: number): string {
  return `<g transform="rotate(${angle} ${x + 80} ${y + 55})">
    <rect x="${x}" y="${y}" width="160" height="110" rx="12" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.32" stroke-width="2"/>
    <rect x="${x + 12}" y="${y + 12}" width="136" height="50" rx="6" fill="#ffffff" fill-opacity="0.22"/>
    <rect x="${x + 12}" y="${y + 74}" width="104" height="9" rx="4.5" fill="#ffffff" fill-opacity="0.45"/>
    <rect x="${x + 12}" y="${y + 90}" width="64" height="9" rx="4.5" fill="#ffffff" fill-opacity="0.25"/>
  </g>`
}

/** Decorative only, no text: the page renders the title (under it on cards, over it on the desktop topic page). */
function bannerSvg(a: BannerArt): string {
  const [W, H] = ART_SIZE.banner
  const r = shapes(a.n)
  const [cx, cy] = [860, 300]
  const cards = [
    { x: cx - 330, y: cy - 150 + r(-15, 15), angle: r(-10, -4) },
    { x: cx + 150, y: cy + 40 + r(-15, 15), angle: r(4, 10) },
  ]
  const free = (x: number, y: number) =>
    Math.hypot(x - cx, y - cy) > 215 &&
    cards.every((c) => x < c.x - 30 || x > c.x + 190 || y < c.y - 30 || y > c.y + 140)
  const bits: string[] = []
  for (let i = 0; i < 20 && bits.length < 7; i++) {
    const [x, y, o] = [r(540, 1170), r(50, 550), (r(22, 45) / 100).toFixed(2)]
    if (!free(x, y)) continue
    const kind = i % 3
    if (kind === 0) bits.push(`<circle cx="${x}" cy="${y}" r="${r(5, 11)}" fill="#ffffff" fill-opacity="${o}"/>`)
    else if (kind === 1)
      bits.push(
        `<path d="M${x - 11} ${y} H${x + 11} M${x} ${y - 11} V${y + 11}" stroke="#ffffff" stroke-opacity="${o}" stroke-width="5" stroke-linecap="round"/>`,
      )
    else
      bits.push(
        `<rect x="${x - 9}" y="${y - 9}" width="18" height="18" rx="3" fill="none" stroke="#ffffff" stroke-opacity="${o}" stroke-width="4" transform="rotate(${r(10, 40)} ${x} ${y})"/>`,
      )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${defs(a.from, a.to, 1, 0.4)}
  <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.6" fill="#ffffff" fill-opacity="0.13"/></pattern>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
  <rect x="40" y="40" width="420" height="520" fill="url(#dots)"/>
  <polygon points="600,0 730,0 420,${H} 290,${H}" fill="#ffffff" fill-opacity="0.05"/>
  <circle cx="${cx}" cy="${cy}" r="300" fill="url(#glow)"/>
  <circle cx="${cx}" cy="${cy}" r="250" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="2" stroke-dasharray="6 14"/>
  <circle cx="${W + 40}" cy="${H + 60}" r="240" fill="#000000" fill-opacity="0.08"/>
  ${bits.join('\n  ')}
  ${cards.map((c) => floatingCard(c.x, c.y, c.angle)).join('\n  ')}
  <circle cx="${cx}" cy="${cy}" r="135" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>
  ${motifSvg(a.motif, cx, cy, 170, { opacity: 0.95, weight: 5 })}
</svg>`
}

/** The SVG of one piece of art; without a CJK font, covers are drawn without text (portraits and banners have none). */
export function artSvg(spec: ArtSpec, cjk: boolean): string {
  switch (spec.kind) {
    case 'cover':
      return coverSvg(spec, cjk)
    case 'avatar':
      return portraitSvg(spec)
    case 'banner':
      return bannerSvg(spec)
  }
}
