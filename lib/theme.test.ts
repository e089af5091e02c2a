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

  it.each(['', '   ', '#12', '#12345', '#1234567', '#ggg', 'red', 'rgb(0,0,0)', '#abcd', '#333e76;x'])('rejects %j', (input) => {
    expect(parseHexColor(input)).toBeNull()
  })

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
    expect(deriveTheme({ overallSubjectColor: '#f00' }).primary).toBe('#ff0000')
  })

  it('picks white text on dark primaries and dark text on light ones', () => {
    expect(deriveTheme({ overallSubjectColor: '#333e76' }).primaryContrast).toBe('#ffffff')
    expect(deriveTheme({ overallSubjectColor: '#fde047' }).primaryContrast).toBe('#1f2937')
    expect(deriveTheme({ overallSubjectColor: '#ffffff' }).primaryContrast).toBe('#1f2937')
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
    expect(deriveTheme({ overallSubjectColor: '#ff0000', courseGroupTitle: '其他' }).primary).toBe('#ff0000')
  })
})

describe('themeCss', () => {
  it('writes the root variables', () => {
    expect(themeCss(deriveTheme({ overallSubjectColor: '#0f766e' }))).toBe(
      ':root{--color-primary:#0f766e;--color-primary-hover:#0d6861;--color-primary-soft:#e7f1f1;' +
        '--color-primary-contrast:#ffffff;--color-accent:#0f766e}',
    )
  })

  it('replaces anything that is not #rrggbb with the default value', () => {
    const css = themeCss({
      primary: 'red;}body{display:none',
      primaryHover: '#abc',
      primarySoft: '</style><script>',
      primaryContrast: '#FFFFFF',
      accent: '',
    })
    expect(css).toBe(
      `:root{--color-primary:${DEFAULT_THEME.primary};--color-primary-hover:${DEFAULT_THEME.primaryHover};` +
        `--color-primary-soft:${DEFAULT_THEME.primarySoft};--color-primary-contrast:#ffffff;` +
        `--color-accent:${DEFAULT_THEME.accent}}`,
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
