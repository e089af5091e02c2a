// Line-icon motifs for the seed art, drawn from shapes (no text, so they need no font), one per theme.

export type Motif =
  | 'briefcase'
  | 'summit'
  | 'chip'
  | 'coins'
  | 'shield'
  | 'compass'
  | 'target'
  | 'code'
  | 'people'
  | 'sprout'
  | 'bars'
  | 'trophy'

// Each icon lives in a 100×100 box, stroked; the caller places and scales it.
const ICONS: Record<Motif, string> = {
  briefcase: `<rect x="10" y="30" width="80" height="56" rx="8"/><path d="M36 30 V20 a6 6 0 0 1 6 -6 h16 a6 6 0 0 1 6 6 V30"/>
    <path d="M10 54 H90"/><rect x="43" y="48" width="14" height="12" rx="3"/>`,
  summit: `<path d="M6 88 L40 36 L54 56 L66 42 L94 88 Z"/><path d="M40 36 V8"/><path d="M40 9 L60 15 L40 22"/>
    <path d="M30 52 L40 60 L48 52"/>`,
  chip: `<rect x="24" y="24" width="52" height="52" rx="6"/><rect x="38" y="38" width="24" height="24" rx="3"/>
    <path d="M36 24 V8 M50 24 V8 M64 24 V8 M36 76 V92 M50 76 V92 M64 76 V92 M24 36 H8 M24 50 H8 M24 64 H8 M76 36 H92 M76 50 H92 M76 64 H92"/>`,
  coins: `<ellipse cx="38" cy="78" rx="28" ry="9"/><path d="M10 78 V64 M66 78 V64"/><ellipse cx="38" cy="64" rx="28" ry="9"/>
    <path d="M10 64 V50 M66 64 V50"/><ellipse cx="38" cy="50" rx="28" ry="9"/><path d="M60 34 L74 20 L84 28 L96 12"/><path d="M86 12 H96 V22"/>`,
  shield: `<path d="M50 6 L86 20 V46 C86 70 70 86 50 94 C30 86 14 70 14 46 V20 Z"/><path d="M33 50 L45 62 L68 38"/>`,
  compass: `<circle cx="50" cy="50" r="40"/><path d="M50 10 V18 M50 82 V90 M10 50 H18 M82 50 H90"/>
    <path d="M64 36 L56 56 L36 64 L44 44 Z"/><circle cx="50" cy="50" r="3"/>`,
  target: `<circle cx="46" cy="54" r="38"/><circle cx="46" cy="54" r="24"/><circle cx="46" cy="54" r="9"/>
    <path d="M46 54 L88 12"/><path d="M76 10 L88 12 L90 24"/>`,
  code: `<path d="M32 26 L8 50 L32 74"/><path d="M68 26 L92 50 L68 74"/><path d="M58 16 L42 84"/>`,
  people: `<circle cx="36" cy="32" r="14"/><path d="M8 86 C8 64 20 54 36 54 C52 54 64 64 64 86"/>
    <circle cx="70" cy="38" r="11"/><path d="M66 56 C82 56 94 64 94 84"/>`,
  sprout: `<path d="M50 92 V44"/><path d="M50 58 C50 38 36 26 14 26 C14 48 28 58 50 58 Z"/>
    <path d="M50 46 C50 24 64 10 88 10 C88 34 74 46 50 46 Z"/><path d="M26 92 H74"/>`,
  bars: `<path d="M8 90 H92"/><rect x="16" y="58" width="14" height="32" rx="2"/><rect x="43" y="40" width="14" height="50" rx="2"/>
    <rect x="70" y="22" width="14" height="68" rx="2"/><path d="M14 44 L40 26 L58 34 L90 8"/>`,
  trophy: `<path d="M28 10 H72 V36 C72 50 62 60 50 60 C38 60 28 50 28 36 Z"/><path d="M28 18 H12 C12 32 20 40 30 40"/>
    <path d="M72 18 H88 C88 32 80 40 70 40"/><path d="M50 60 V76"/><path d="M32 90 H68 L64 76 H36 Z"/>`,
}

export interface MotifStyle {
  color?: string
  opacity: number
  /** Stroke width in the icon's 100-unit box. */
  weight?: number
}

/** The icon centred on (cx, cy), `size` pixels wide. */
export function motifSvg(motif: Motif, cx: number, cy: number, size: number, style: MotifStyle): string {
  const s = size / 100
  const { color = '#ffffff', opacity, weight = 5 } = style
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})" fill="none" stroke="${color}"
    stroke-opacity="${opacity}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${ICONS[motif]}</g>`
}
