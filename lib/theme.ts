// Tenant theme (docs/spec.md §4 "Theme"): one subject colour becomes the CSS variables every `*-primary` utility reads.
import type { CommonSetting } from '@/lib/contract/schemas/tenant'

export const DEFAULT_THEME_COLOR = '#333e76'

/** courseGroupTitle value that switches a tenant to the fixed preset pair instead of its own colour. */
export const QUALITY_IMPROVEMENT = '质量提升'

/**
 * The quality-improvement preset: a deep navy (#1e3a8a) for the brand surfaces and a warm gold (#c9a24a) as
 * the accent. Navy keeps white text at AAA contrast; the gold is only used for highlights, never for body text.
 */
export const QUALITY_IMPROVEMENT_PAIR = { primary: '#1e3a8a', accent: '#c9a24a' } as const

export interface Theme {
  /** Brand surfaces (buttons, bars): the tenant colour, darkened only as far as a mid-tone needs for white text. */
  primary: string
  /** ~12 % darker, for hover and pressed states (lighter instead when that would make dark text unreadable). */
  primaryHover: string
  /** ~90 % towards white, for tinted backgrounds behind primary text. */
  primarySoft: string
  /** Text colour that stays readable (≥ 4.5:1) on primary and primaryHover. */
  primaryContrast: string
  /** The primary as text (`text-primary`): darkened until it reads at ≥ 4.5:1 on white, the greys and primarySoft. */
  primaryInk: string
  /** Second theme colour; the primary itself unless a preset pair supplies one. */
  accent: string
}

/** WCAG AA for normal text, the bar every text colour the theme derives must clear. */
const MIN_TEXT_CONTRAST = 4.5

const LIGHT_TEXT = '#ffffff'
const DARK_TEXT = '#1f2937'
const HEX6 = /^#[0-9a-f]{6}$/

type Rgb = [number, number, number]

/** Normalises `#abc`, `abc`, `#aabbcc` (any case, surrounding spaces) to `#aabbcc`; anything else is null. */
export function parseHexColor(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null
  const raw = input.trim().replace(/^#/, '').toLowerCase()
  if (/^[0-9a-f]{3}$/.test(raw)) return `#${[...raw].map((c) => c + c).join('')}`
  if (/^[0-9a-f]{6}$/.test(raw)) return `#${raw}`
  return null
}

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

function darken(hex: string, amount: number): string {
  return toHex(toRgb(hex).map((c) => c * (1 - amount)) as Rgb)
}

function tint(hex: string, amount: number): string {
  return toHex(toRgb(hex).map((c) => c + (255 - c) * amount) as Rgb)
}

// WCAG 2 relative luminance, so the contrast pick matches what accessibility checkers report.
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** The colour itself or the least darkened version of it (2 % steps) that passes; black at worst. */
function darkenUntil(hex: string, passes: (candidate: string) => boolean): string {
  for (let step = 0; step < 50; step++) {
    const candidate = darken(hex, step * 0.02)
    if (passes(candidate)) return candidate
  }
  return '#000000'
}

const readable = (a: string, b: string) => contrastRatio(a, b) >= MIN_TEXT_CONTRAST

/** The light surfaces primary text sits on besides its own tint: white, gray-50 (the page) and gray-100. */
const PAGE_SURFACES = ['#ffffff', '#f9fafb', '#f3f4f6']

/**
 * Dark colours keep white text; light ones (gold, yellow, pale blue) keep their colour and get dark text; mid-tones
 * that neither text colour can read on (a bright red or green) are darkened just enough for white text. Text in the
 * primary colour uses a separate ink, darkened until it reads on white and on the soft tint.
 */
function fromPrimary(brand: string, accent: string = brand): Theme {
  const darkText = !readable(brand, LIGHT_TEXT) && readable(brand, DARK_TEXT)
  const primary = darkText ? brand : darkenUntil(brand, (c) => readable(c, LIGHT_TEXT))
  const primaryContrast = darkText ? DARK_TEXT : LIGHT_TEXT
  const darker = darken(primary, 0.12)
  const primarySoft = tint(brand, 0.9)
  return {
    primary,
    primaryHover: readable(darker, primaryContrast) ? darker : tint(primary, 0.2),
    primarySoft,
    primaryContrast,
    primaryInk: darkenUntil(primary, (c) => [primarySoft, ...PAGE_SURFACES].every((surface) => readable(c, surface))),
    accent,
  }
}

export const DEFAULT_THEME: Theme = fromPrimary(DEFAULT_THEME_COLOR)

export function deriveTheme(settings: Partial<Pick<CommonSetting, 'overallSubjectColor' | 'courseGroupTitle'>>): Theme {
  if (settings.courseGroupTitle?.trim() === QUALITY_IMPROVEMENT) {
    return fromPrimary(QUALITY_IMPROVEMENT_PAIR.primary, QUALITY_IMPROVEMENT_PAIR.accent)
  }
  const primary = parseHexColor(settings.overallSubjectColor)
  return primary ? fromPrimary(primary) : DEFAULT_THEME
}

const CSS_VARS: ReadonlyArray<[keyof Theme, string]> = [
  ['primary', '--color-primary'],
  ['primaryHover', '--color-primary-hover'],
  ['primarySoft', '--color-primary-soft'],
  ['primaryContrast', '--color-primary-contrast'],
  ['primaryInk', '--color-primary-ink'],
  ['accent', '--color-accent'],
]

/**
 * The `:root` rule injected into the page. Values come from tenant data, so each one is re-validated as a plain
 * `#rrggbb` (falling back to the default theme) — nothing else can reach the style element.
 */
export function themeCss(theme: Theme): string {
  const body = CSS_VARS.map(([key, name]) => {
    const value = typeof theme[key] === 'string' ? theme[key].trim().toLowerCase() : ''
    return `${name}:${HEX6.test(value) ? value : DEFAULT_THEME[key]}`
  }).join(';')
  return `:root{${body}}`
}
