// The diagnosis radar chart as an SVG string: drawn once on the server (GetReport sends it, the report page shows it,
// the PDF embeds the same geometry), in the tenant's theme colour, with its labels as real text.

export interface RadarAxis {
  name: string
  /** 0–100. */
  pct: number
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const fmt = (n: number) => Number(n.toFixed(1))

/** Points of the polygon for `values` (0–100) on `n` axes around (cx, cy) with radius r, the first axis straight up. */
export function radarPoints(values: number[], cx: number, cy: number, r: number): [number, number][] {
  const n = values.length
  return values.map((v, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n
    const k = (Math.max(0, Math.min(100, v)) / 100) * r
    return [fmt(cx + k * Math.cos(angle)), fmt(cy + k * Math.sin(angle))]
  })
}

/** A square SVG (viewBox 0 0 360 360): four grid rings, the axes, the learner's polygon and each axis's name and score. */
export function radarSvg(axes: RadarAxis[], color: string, title = '能力雷达图'): string {
  const c = 180
  const r = 110
  const safeColor = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#333e76'
  const ring = (p: number) =>
    radarPoints(
      axes.map(() => p),
      c,
      c,
      r,
    )
      .map((pt) => pt.join(','))
      .join(' ')
  const outer = radarPoints(
    axes.map(() => 100),
    c,
    c,
    r,
  )
  const labels = radarPoints(
    axes.map(() => 128),
    c,
    c,
    r,
  ).map(([x, y], i) => {
    const anchor = Math.abs(x - c) < 4 ? 'middle' : x > c ? 'start' : 'end'
    const dy = y < c - 4 ? -4 : y > c + 4 ? 14 : 4
    return `<text x="${x}" y="${fmt(y + dy)}" text-anchor="${anchor}" font-size="13" fill="#374151">${escape(axes[i].name)} ${fmt(axes[i].pct)}</text>`
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 360" role="img" aria-label="${escape(title)}">`,
    `<title>${escape(title)}</title>`,
    ...[25, 50, 75, 100].map((p) => `<polygon points="${ring(p)}" fill="none" stroke="#e5e7eb" stroke-width="1"/>`),
    ...outer.map(([x, y]) => `<line x1="${c}" y1="${c}" x2="${x}" y2="${y}" stroke="#e5e7eb" stroke-width="1"/>`),
    `<polygon points="${radarPoints(
      axes.map((a) => a.pct),
      c,
      c,
      r,
    )
      .map((pt) => pt.join(','))
      .join(' ')}" fill="${safeColor}" fill-opacity="0.25" stroke="${safeColor}" stroke-width="2"/>`,
    ...labels,
    '</svg>',
  ].join('')
}
