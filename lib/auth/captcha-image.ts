// The 图形验证码 picture: four digits drawn as jittered strokes (no font, so nothing to read out of the file's text) over
// noise curves, rasterised to a small PNG — a script must run OCR on each picture, a person reads it at a glance.
import { randomInt } from 'node:crypto'
import sharp from 'sharp'

/** Digits that do not look alike when slanted (0 and 1 are left out): a wrong read costs a new picture. */
const CAPTCHA_DIGITS = '23456789'
const CAPTCHA_LENGTH = 4
const CAPTCHA_WIDTH = 128
const CAPTCHA_HEIGHT = 48

/** Each digit as polylines on a 10 × 16 grid. */
const GLYPHS: Record<string, number[][][]> = {
  '2': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 6],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 2],
      [8, 1],
      [9, 4],
      [8, 7],
      [4, 8],
      [8, 9],
      [9, 12],
      [8, 15],
      [1, 14],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1, 7],
      [7, 7],
      [9, 10],
      [8, 14],
      [5, 15],
      [1, 14],
    ],
  ],
  '6': [
    [
      [8, 1],
      [4, 2],
      [1, 8],
      [1, 13],
      [3, 15],
      [7, 15],
      [9, 12],
      [8, 9],
      [4, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
    [
      [3, 8],
      [8, 8],
    ],
  ],
  '9': [
    [
      [9, 7],
      [6, 8],
      [2, 7],
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 9],
      [7, 14],
      [3, 15],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 6],
      [2, 3],
      [4, 1],
      [6, 1],
      [8, 3],
      [8, 6],
      [5, 8],
      [1, 11],
      [2, 14],
      [4, 15],
      [6, 15],
      [8, 14],
      [9, 11],
      [5, 8],
    ],
  ],
}

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min)
const colour = () => `rgb(${randomInt(20, 110)},${randomInt(20, 110)},${randomInt(60, 140)})`

export function newCaptchaAnswer(): string {
  let answer = ''
  for (let i = 0; i < CAPTCHA_LENGTH; i++) answer += CAPTCHA_DIGITS[randomInt(0, CAPTCHA_DIGITS.length)]
  return answer
}

function glyphPaths(char: string, index: number): string {
  const cell = CAPTCHA_WIDTH / (CAPTCHA_LENGTH + 0.6)
  const scale = rand(1.9, 2.3)
  const x = cell * (index + 0.3) + rand(0, cell - 10 * scale * 0.8)
  const y = rand(2, CAPTCHA_HEIGHT - 16 * scale - 2)
  const angle = rand(-22, 22)
  const skew = rand(-12, 12)
  const stroke = `stroke="${colour()}" stroke-width="${rand(1.1, 1.6).toFixed(2)}"`
  const lines = GLYPHS[char].map((line) => {
    const points = line.map(([px, py]) => `${(px + rand(-0.5, 0.5)).toFixed(2)},${(py + rand(-0.5, 0.5)).toFixed(2)}`)
    return `<polyline points="${points.join(' ')}" fill="none" ${stroke} stroke-linecap="round" stroke-linejoin="round"/>`
  })
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(2)}) rotate(${angle.toFixed(1)} 5 8) skewX(${skew.toFixed(1)})">${lines.join('')}</g>`
}

function noise(): string {
  const parts: string[] = []
  for (let i = 0; i < 4; i++) {
    const [x1, y1, x2, y2] = [
      rand(0, 20),
      rand(0, CAPTCHA_HEIGHT),
      rand(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH),
      rand(0, CAPTCHA_HEIGHT),
    ]
    const [c1x, c1y, c2x, c2y] = [
      rand(20, 60),
      rand(-10, CAPTCHA_HEIGHT + 10),
      rand(60, 110),
      rand(-10, CAPTCHA_HEIGHT + 10),
    ]
    parts.push(
      `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} C${c1x.toFixed(1)} ${c1y.toFixed(1)} ${c2x.toFixed(1)} ${c2y.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}" fill="none" stroke="${colour()}" stroke-width="${rand(0.8, 1.5).toFixed(2)}" opacity="0.7"/>`,
    )
  }
  for (let i = 0; i < 45; i++) {
    parts.push(
      `<circle cx="${rand(0, CAPTCHA_WIDTH).toFixed(1)}" cy="${rand(0, CAPTCHA_HEIGHT).toFixed(1)}" r="${rand(0.5, 1.3).toFixed(2)}" fill="${colour()}" opacity="0.6"/>`,
    )
  }
  return parts.join('')
}

/** The picture of `answer` as SVG source (tests read its structure; clients get the PNG). */
function captchaSvg(answer: string): string {
  const glyphs = [...answer].map((char, i) => glyphPaths(char, i)).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="rgb(${randomInt(236, 250)},${randomInt(236, 250)},${randomInt(236, 250)})"/>${noise()}${glyphs}</svg>`
  )
}

/** `answer` as a PNG data URL, drawn at twice the size so it stays sharp on phone screens. */
export async function captchaPng(answer: string): Promise<string> {
  const png = await sharp(Buffer.from(captchaSvg(answer)), { density: 144 })
    .png({ palette: true, colours: 32 })
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}
