/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  DEFAULT_THEME,
  DEFAULT_THEME_COLOR,
  QUALITY_IMPROVEMENT,
  QUALITY_IMPROVEMENT_PAIR,
  deriveTheme,
  parseHexColor,
  themeCss,
} from './theme'

/** WCAG 2 contrast ratio, written out here rather than borrowed from the module under test. */
function wcagContrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

describe('parseHexColor', () => {
  it.each([
    ['#333e76', '#333e76'],
    ['#0F766E', '#0f766e'],
    ['  #abc ', '#aabbcc'],
    ['abc', '#aabbcc'],
    ['0f766e', '#0f766e'],
  ])('%j → %s', (input, out) => {
    expect(parseHexColor(input)).toBe(out)
  })

  it.each(['', '   ', '#12', '#12345', '#1234567', '#ggg', 'red', 'rgb(0,0,0)', '#abcd', '#333e76;x'])(
    'rejects %j',
    (input) => {
      expect(parseHexColor(input)).toBeNull()
    },
  )

  it('rejects non-strings', () => {
    expect(parseHexColor(undefined)).toBeNull()
    expect(parseHexColor(null)).toBeNull()
  })
})

describe('deriveTheme', () => {
  it('passes a valid subject colour through as primary', () => {
    const theme = deriveTheme({ overallSubjectColor: '#0f766e', courseGroupTitle: '' })
    expect(theme.primary).toBe('#0f766e')
    expect(theme.accent).toBe('#0f766e')
  })

  it('darkens the hover by about 12 % and tints the soft colour 90 % towards white', () => {
    const theme = deriveTheme({ overallSubjectColor: '#0f766e' })
    expect(theme.primaryHover).toBe('#0d6861') // 0x0f*0.88, 0x76*0.88, 0x6e*0.88
    expect(theme.primarySoft).toBe('#e7f1f1')
  })

  it('accepts 3-digit colours', () => {
    expect(deriveTheme({ overallSubjectColor: '#036' }).primary).toBe('#003366')
  })

  it('picks white text on dark primaries and dark text on light ones', () => {
    expect(deriveTheme({ overallSubjectColor: '#333e76' }).primaryContrast).toBe('#ffffff')
    expect(deriveTheme({ overallSubjectColor: '#fde047' }).primaryContrast).toBe('#1f2937')
    expect(deriveTheme({ overallSubjectColor: '#ffffff' }).primaryContrast).toBe('#1f2937')
  })

  // Brand colours from dark to light, a mid-tone red and green (where neither white nor dark text reads) among them.
  const COLOURS = [
    '#333e76',
    '#0f766e',
    '#1e3a8a',
    '#000000',
    '#e53935',
    '#ff0000',
    '#07c160',
    '#808080',
    '#12b7f5',
    '#f5c518',
    '#fde047',
    '#ffffff',
  ]

  it.each(COLOURS)('%s: text on the primary, on its hover and primary text on light surfaces reach 4.5:1', (colour) => {
    const theme = deriveTheme({ overallSubjectColor: colour })
    expect(wcagContrast(theme.primaryContrast, theme.primary)).toBeGreaterThanOrEqual(4.5)
    expect(wcagContrast(theme.primaryContrast, theme.primaryHover)).toBeGreaterThanOrEqual(4.5)
    for (const surface of ['#ffffff', '#f9fafb', '#f3f4f6', theme.primarySoft]) {
      expect(wcagContrast(theme.primaryInk, surface)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('keeps colours that already read well as they are', () => {
    expect(deriveTheme({ overallSubjectColor: '#333e76' })).toMatchObject({ primary: '#333e76', primaryInk: '#333e76' })
    expect(deriveTheme({ overallSubjectColor: '#0f766e' })).toMatchObject({ primary: '#0f766e', primaryInk: '#0f766e' })
  })

  it('keeps a light brand colour for surfaces, with dark text on it, and darkens only its text colour', () => {
    const gold = deriveTheme({ overallSubjectColor: '#f5c518' })
    expect(gold.primary).toBe('#f5c518')
    expect(gold.primaryContrast).toBe('#1f2937')
    expect(gold.primaryInk).toBe('#846a0d')
  })

  it('darkens a mid-tone just enough for white text instead of putting black on it', () => {
    const red = deriveTheme({ overallSubjectColor: '#e53935' })
    expect(red.primaryContrast).toBe('#ffffff')
    expect(red.primary).toBe('#dc3733')
    expect(red.accent).toBe('#e53935')
  })

  it.each(['', 'blue', '#12', undefined])('falls back to the default colour for %j', (color) => {
    const theme = deriveTheme({ overallSubjectColor: color })
    expect(theme).toEqual(DEFAULT_THEME)
    expect(theme.primary).toBe(DEFAULT_THEME_COLOR)
  })

  it('uses the preset pair for the quality-improvement group whatever the subject colour', () => {
    const theme = deriveTheme({ overallSubjectColor: '#ff0000', courseGroupTitle: ` ${QUALITY_IMPROVEMENT} ` })
    expect(theme.primary).toBe(QUALITY_IMPROVEMENT_PAIR.primary)
    expect(theme.accent).toBe(QUALITY_IMPROVEMENT_PAIR.accent)
    expect(theme.primaryContrast).toBe('#ffffff')
    expect(deriveTheme({ overallSubjectColor: '#0f766e', courseGroupTitle: '其他' }).primary).toBe('#0f766e')
  })
})

describe('themeCss', () => {
  it('writes the root variables', () => {
    expect(themeCss(deriveTheme({ overallSubjectColor: '#0f766e' }))).toBe(
      ':root{--color-primary:#0f766e;--color-primary-hover:#0d6861;--color-primary-soft:#e7f1f1;' +
        '--color-primary-contrast:#ffffff;--color-primary-ink:#0f766e;--color-accent:#0f766e}',
    )
  })

  it('replaces anything that is not #rrggbb with the default value', () => {
    const css = themeCss({
      primary: 'red;}body{display:none',
      primaryHover: '#abc',
      primarySoft: '</style><script>',
      primaryContrast: '#FFFFFF',
      primaryInk: 'url(x)',
      accent: '',
    })
    expect(css).toBe(
      `:root{--color-primary:${DEFAULT_THEME.primary};--color-primary-hover:${DEFAULT_THEME.primaryHover};` +
        `--color-primary-soft:${DEFAULT_THEME.primarySoft};--color-primary-contrast:#ffffff;` +
        `--color-primary-ink:${DEFAULT_THEME.primaryInk};--color-accent:${DEFAULT_THEME.accent}}`,
    )
    expect(css).not.toMatch(/[<>{}]\w|script|display/)
  })

  it('matches the fallback variables hard-coded in globals.css', () => {
    const globals = readFileSync(path.join(__dirname, '..', 'app', 'globals.css'), 'utf8')
    const declared = themeCss(DEFAULT_THEME).slice(':root{'.length, -1).split(';')
    for (const decl of declared) {
      const [name, value] = decl.split(':')
      expect(globals).toContain(`${name}: ${value};`)
    }
  })
})
