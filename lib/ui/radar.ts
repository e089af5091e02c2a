// The diagnosis radar chart as an SVG string: drawn once on the server (GetReport sends it, the report page shows it,
// the PDF embeds the same geometry), in the tenant's theme colour, with its labels as real text.
import { formatScore } from '@/lib/contract/diagnosis-rules'

export interface RadarAxis {
  name: string
  /** 0–100. */
  pct: number
}

/** A label's box as laid out: its lines, where they are anchored and the box they are estimated to fill. */
interface RadarLabel {
  lines: string[]
  x: number
  anchor: 'start' | 'middle' | 'end'
  /** Baselines, one per line. */
  baselines: number[]
  box: { left: number; top: number; right: number; bottom: number }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const fmt = (n: number) => Number(n.toFixed(1))

const CENTRE = 180
const RADIUS = 110
/** The labels sit this far outside the outer ring. */
const LABEL_GAP = 14
const FONT = 13
const LINE = 17
/** Room kept around everything drawn, so no glyph touches the edge of the picture. */
const MARGIN = 8

/** CJK ideographs, kana, hangul and full-width forms take a whole em; Latin letters and digits about 0.6 of one. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

/** The width `text` is expected to take at `size` px, erring wide (CJK at 1em, everything else at 0.6em). */
function estimatedTextWidth(text: string, size: number): number {
  return [...text].reduce((w, ch) => w + (WIDE.test(ch) ? 1 : 0.6) * size, 0)
}

/** Points of the polygon for `values` (0–100) on `n` axes around (cx, cy) with radius r, the first axis straight up. */
export function radarPoints(values: number[], cx: number, cy: number, r: number): [number, number][] {
  const n = values.length
  return values.map((v, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n
    const k = (Math.max(0, Math.min(100, v)) / 100) * r
    return [fmt(cx + k * Math.cos(angle)), fmt(cy + k * Math.sin(angle))]
  })
}

/**
 * Each axis's name with its score on a second line, just outside the ring: to the right of a right-hand axis, to the
 * left of a left-hand one, centred above the top and below the bottom — so a long name grows away from the chart.
 */
function layoutLabels(axes: RadarAxis[]): RadarLabel[] {
  const ends = radarPoints(
    axes.map(() => 100),
    CENTRE,
    CENTRE,
    RADIUS + LABEL_GAP,
  )
  return ends.map(([x, y], i) => {
    const lines = [axes[i].name, formatScore(axes[i].pct)]
    const width = Math.max(...lines.map((l) => estimatedTextWidth(l, FONT)))
    const height = lines.length * LINE
    const anchor = Math.abs(x - CENTRE) < 4 ? 'middle' : x > CENTRE ? 'start' : 'end'
    const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2
    const top = y < CENTRE - 4 ? y - height : y > CENTRE + 4 ? y : y - height / 2
    // The baseline sits low in its line: an em's ascent above it, the rest of the line's height below for descenders.
    const baselines = lines.map((_, k) => fmt(top + k * LINE + (LINE + FONT) / 2 - 1))
    return { lines, x, anchor, baselines, box: { left, top, right: left + width, bottom: top + height } }
  })
}

/** The rectangle that holds the rings and every label, with a margin: the picture's viewBox. */
function viewBoxOf(labels: RadarLabel[]): string {
  const left = Math.min(CENTRE - RADIUS, ...labels.map((l) => l.box.left)) - MARGIN
  const top = Math.min(CENTRE - RADIUS, ...labels.map((l) => l.box.top)) - MARGIN
  const right = Math.max(CENTRE + RADIUS, ...labels.map((l) => l.box.right)) + MARGIN
  const bottom = Math.max(CENTRE + RADIUS, ...labels.map((l) => l.box.bottom)) + MARGIN
  const [x, y] = [Math.floor(left), Math.floor(top)]
  return `${x} ${y} ${Math.ceil(right) - x} ${Math.ceil(bottom) - y}`
}

/** The SVG: four grid rings, the axes, the learner's polygon and each axis's name and score, none of them cut off. */
export function radarSvg(axes: RadarAxis[], color: string, title = '能力雷达图'): string {
  const safeColor = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#333e76'
  const polygon = (values: number[]) =>
    radarPoints(values, CENTRE, CENTRE, RADIUS)
      .map((pt) => pt.join(','))
      .join(' ')
  const outer = radarPoints(
    axes.map(() => 100),
    CENTRE,
    CENTRE,
    RADIUS,
  )
  const labels = layoutLabels(axes)
  const texts = labels.map(
    (l) =>
      `<text text-anchor="${l.anchor}" font-size="${FONT}" fill="#374151">` +
      l.lines.map((line, k) => `<tspan x="${l.x}" y="${l.baselines[k]}">${escape(line)}</tspan>`).join('') +
      '</text>',
  )
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBoxOf(labels)}" role="img" aria-label="${escape(title)}">`,
    `<title>${escape(title)}</title>`,
    ...[25, 50, 75, 100].map(
      (p) => `<polygon points="${polygon(axes.map(() => p))}" fill="none" stroke="#e5e7eb" stroke-width="1"/>`,
    ),
    ...outer.map(
      ([x, y]) => `<line x1="${CENTRE}" y1="${CENTRE}" x2="${x}" y2="${y}" stroke="#e5e7eb" stroke-width="1"/>`,
    ),
    `<polygon points="${polygon(axes.map((a) => a.pct))}" fill="${safeColor}" fill-opacity="0.25" stroke="${safeColor}" stroke-width="2"/>`,
    ...texts,
    '</svg>',
  ].join('')
}
