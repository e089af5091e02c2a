// Chinese text for the seed art: the CJK font check, width estimates and title line breaking for SVG <text>.
import sharp from 'sharp'

/** WenQuanYi Micro Hei is what CI installs (fonts-wqy-microhei); the others are common CJK fonts elsewhere. */
export const CJK_FONT = `font-family="WenQuanYi Micro Hei, Noto Sans CJK SC, Source Han Sans SC, Noto Sans SC, sans-serif"`

export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

let probe: Promise<boolean> | undefined

/**
 * Whether librsvg can draw Chinese here. Without a CJK font Pango draws a box for every glyph (a hex box, or a tiny
 * empty one when there are no fonts at all), so we draw "一" (one horizontal stroke) at 120 px and measure its ink:
 * a real glyph is a wide, thin band; a box is about as tall as it is wide.
 */
export function hasCjkFont(): Promise<boolean> {
  probe ??= inkOfOne().then((found) => {
    // Once per process: the seed still succeeds, with art that carries no text instead of boxes.
    if (!found)
      console.warn(
        '[seed] no CJK font found (apt-get install fonts-wqy-microhei): covers and avatars are drawn without text',
      )
    return found
  })
  return probe
}

async function inkOfOne(): Promise<boolean> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#fff"/>
    <text x="20" y="120" font-size="120" ${CJK_FONT} fill="#000">一</text></svg>`
  try {
    const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true })
    let rows = 0
    const columns = new Set<number>()
    for (let y = 0; y < info.height; y++) {
      let inked = false
      for (let x = 0; x < info.width; x++) {
        if (data[y * info.width + x] >= 128) continue
        inked = true
        columns.add(x)
      }
      if (inked) rows++
    }
    return rows > 0 && rows < 30 && columns.size > 80
  } catch {
    return false
  }
}

/** Advance width in em of WenQuanYi Micro Hei bold, measured per character class and rounded up. */
function charEm(ch: string): number {
  if (ch.codePointAt(0)! > 0x2e7f) return 1
  if (/[fijlrtI.,;:!|'()[\]\- ]/.test(ch)) return 0.4
  if (/[mwMW%&@]/.test(ch)) return 0.92
  if (/[A-Z]/.test(ch)) return 0.72
  if (ch.codePointAt(0)! < 0x80) return 0.6
  return 1
}

export const emWidth = (text: string) => Array.from(text).reduce((n, ch) => n + charEm(ch), 0)

// Closing marks never start a line and opening marks never end one (Chinese line-breaking rules).
const NO_START = /^[，。、：；！？）》」』”’·…%）的]/
const NO_END = /[（《「『“‘]$/

/** Words as a Chinese reader groups them (Intl.Segmenter), so a line never splits 解读 into 解 / 读. */
function words(text: string): string[] {
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
  const out: string[] = []
  for (const { segment } of segmenter.segment(text)) {
    if (out.length && (NO_START.test(segment) || NO_END.test(out[out.length - 1]))) out[out.length - 1] += segment
    else out.push(segment)
  }
  return out
}

// Breaking before 与/和/及/从/到 reads naturally (「精力管理 / 与番茄工作法」). A lone character beside the break is
// usually part of a word the segmenter did not know, more often the end of the previous one (「产品|线」, 「面试|官」):
// starting the second line with it costs more than ending the first.
const CONNECTOR = /^[与和及从到]/
const lone = (word: string) => Array.from(word).length === 1 && !CONNECTOR.test(word) && word.codePointAt(0)! > 0x2e7f

/** Cuts text to fit `maxEm`, with an ellipsis when anything was cut. */
export function clip(text: string, maxEm: number): string {
  if (emWidth(text) <= maxEm) return text
  let out = ''
  for (const ch of Array.from(text)) {
    if (emWidth(`${out}${ch}…`) > maxEm) break
    out += ch
  }
  return `${out.trimEnd()}…`
}

export interface TitleLayout {
  lines: string[]
  size: number
}

/**
 * The largest font size (≤ max) at which the title fits `width` in one line, or in two lines broken between words with
 * the lines as even as possible; below `min` the second line is clipped with an ellipsis.
 */
export function layoutTitle(text: string, width: number, max: number, min: number): TitleLayout {
  const one = Math.floor(width / emWidth(text))
  // One line only at full size: a long title on one smaller line reads worse than two big ones.
  if (one >= max) return { lines: [text], size: max }
  const parts = words(text)
  let best: { lines: string[]; em: number; cost: number } | null = null
  for (let i = 1; i < parts.length; i++) {
    const lines = [parts.slice(0, i).join('').trim(), parts.slice(i).join('').trim()]
    const em = Math.max(...lines.map(emWidth))
    const cost = em - (CONNECTOR.test(lines[1]) ? 1 : 0) + (lone(parts[i - 1]) ? 0.3 : 0) + (lone(parts[i]) ? 1.5 : 0)
    // Ties go to the later break: a first line at least as long as the second.
    if (!best || cost <= best.cost) best = { lines, em, cost }
  }
  if (!best) return { lines: [clip(text, width / min)], size: Math.max(min, Math.min(max, one)) }
  const size = Math.min(max, Math.floor(width / best.em))
  if (size >= min) return { lines: best.lines, size }
  // Too long even for two lines at the smallest size: fill the first line, clip the rest.
  let first = ''
  for (const w of parts) {
    if (first && emWidth(first + w) * min > width) break
    first += w
  }
  return { lines: [clip(first, width / min), clip(text.slice(first.length).trim(), width / min)], size: min }
}
