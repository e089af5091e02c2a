// The radar's geometry and its escaping: the first axis points up, values are clamped, labels are text — and no label
// is cut off at the picture's edge (the web report showed 「数字化协作 42.9」 as 「化协作」), with scores as the list shows them.
import { formatScore } from '@/lib/contract/diagnosis-rules'
import { SEED_DIAGNOSIS } from '@/lib/seed/diagnosis-data'
import { radarPoints, radarSvg } from './radar'

it('puts the first axis straight up and clamps values to 0–100', () => {
  expect(radarPoints([100, 100, 100, 100], 100, 100, 50)).toEqual([
    [100, 50],
    [150, 100],
    [100, 150],
    [50, 100],
  ])
  expect(radarPoints([150, -5], 0, 0, 10)).toEqual([
    [0, -10],
    [0, 0],
  ])
})

const attr = (attrs: string, name: string) => attrs.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** Every line of text in the SVG, with the box it takes: CJK at 1em, anything else at 0.6em, 1em above the baseline. */
function textBoxes(svg: string) {
  return [...svg.matchAll(/<text([^>]*)>(.*?)<\/text>/g)].flatMap(([, attrs, body]) => {
    const size = Number(attr(attrs, 'font-size'))
    const anchor = attr(attrs, 'text-anchor') ?? 'start'
    const spans = [...body.matchAll(/<tspan([^>]*)>(.*?)<\/tspan>/g)].map(([, a, text]) => ({ a, text }))
    return (spans.length ? spans : [{ a: attrs, text: body }]).map(({ a, text }) => {
      const line = unescape(text)
      const width = [...line].reduce((w, ch) => w + (/[\u2e80-\ua4cf\uff00-\uff60]/.test(ch) ? 1 : 0.6) * size, 0)
      const x = Number(attr(a, 'x') ?? attr(attrs, 'x'))
      const y = Number(attr(a, 'y') ?? attr(attrs, 'y'))
      const left = anchor === 'end' ? x - width : anchor === 'middle' ? x - width / 2 : x
      return { line, left, right: left + width, top: y - size, bottom: y + 0.25 * size }
    })
  })
}

function expectLabelsInside(svg: string) {
  const [x, y, w, h] = attr(svg, 'viewBox')!.split(' ').map(Number)
  const boxes = textBoxes(svg)
  expect(boxes.length).toBeGreaterThan(0)
  for (const b of boxes) {
    expect({
      line: b.line,
      left: b.left >= x,
      right: b.right <= x + w,
      top: b.top >= y,
      bottom: b.bottom <= y + h,
    }).toEqual({ line: b.line, left: true, right: true, top: true, bottom: true })
  }
}

it.each(Object.values(SEED_DIAGNOSIS).flat())('keeps every label of $title inside the picture', (instrument) => {
  for (const pct of [0, 42.9, 57.1, 100])
    expectLabelsInside(
      radarSvg(
        instrument.dimensions.map((d) => ({ name: d.name, pct })),
        '#333e76',
      ),
    )
})

it('keeps long names inside the picture on three to eight axes', () => {
  for (let n = 3; n <= 8; n++)
    expectLabelsInside(
      radarSvg(
        Array.from({ length: n }, (_, i) => ({ name: `数字化协作能力${i}`, pct: 100 })),
        '#333e76',
      ),
    )
})

it('shows each score with one decimal, as the dimension list and the PDF do', () => {
  expect([57.1, 57, 100, 0, 42.857].map(formatScore)).toEqual(['57.1', '57.0', '100.0', '0.0', '42.9'])
  const svg = radarSvg(
    [
      { name: '办公软件', pct: 57.1 },
      { name: '数据分析', pct: 57 },
      { name: '信息安全', pct: 100 },
      { name: '数字化协作', pct: 42.9 },
    ],
    '#333e76',
  )
  expect(textBoxes(svg).map((b) => b.line)).toEqual([
    '办公软件',
    '57.1',
    '数据分析',
    '57.0',
    '信息安全',
    '100.0',
    '数字化协作',
    '42.9',
  ])
})

it('draws the labels as escaped text in the theme colour (anything but #rrggbb falls back)', () => {
  const svg = radarSvg(
    [
      { name: '沟通<与>协调', pct: 72.25 },
      { name: '计划', pct: 40 },
      { name: '执行', pct: 90 },
    ],
    '#aa3300',
  )
  expect(svg).toContain('>沟通&#60;与&#62;协调<')
  expect(svg).toContain('>72.3<')
  expect(svg).toContain('fill="#aa3300"')
  expect(radarSvg([{ name: 'a', pct: 1 }], 'red;x')).toContain('fill="#333e76"')
})
