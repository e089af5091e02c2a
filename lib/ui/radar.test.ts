// The radar's geometry and its escaping: the first axis points up, values are clamped, labels are text.
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

it('draws the labels as escaped text in the theme colour (anything but #rrggbb falls back)', () => {
  const svg = radarSvg(
    [
      { name: '沟通<与>协调', pct: 72.25 },
      { name: '计划', pct: 40 },
      { name: '执行', pct: 90 },
    ],
    '#aa3300',
  )
  expect(svg).toContain('沟通&#60;与&#62;协调 72.3')
  expect(svg).toContain('fill="#aa3300"')
  expect(radarSvg([{ name: 'a', pct: 1 }], 'red;x')).toContain('fill="#333e76"')
})
