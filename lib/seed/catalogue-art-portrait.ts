// Seeded lecturers' portraits (issue 27: a letter in a circle looked like a placeholder): a flat illustrated bust in
// the covers' manner — the lecturer's colour as a gradient with the covers' translucent rings — with a face, hair and
// a jacket of their own. Drawn from shapes only, so no font is needed; shown round at 56–80 px from a 200×200 file.

type HairStyle = 'short' | 'side' | 'crew' | 'bob' | 'long' | 'bun'

/** What tells one seeded lecturer's portrait from another's, set per lecturer in the seed data. */
export interface PortraitLook {
  hair: HairStyle
  glasses?: boolean
  /** Silver hair, for the senior faces. */
  silver?: boolean
}

export interface PortraitArt {
  kind: 'avatar'
  /** Picks the skin tone, so the same lecturer always gets the same face. */
  name: string
  color: string
  gold: boolean
  look: PortraitLook
}

const SKIN = ['#f6d5b8', '#eec39f', '#e3b08a'] as const
const HAIR = { dark: '#2b2220', silver: '#d5d9df' } as const
/** Jacket: a deep slate that reads on every lecturer colour; the shirt's V is white. */
const JACKET = '#27303f'

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619)
  return h >>> 0
}

/** Hair drawn behind the head (long styles fall to the shoulders) and over it (the crown and fringe). */
const HAIR_PATHS: Record<HairStyle, { back?: string; front: string }> = {
  short: {
    front: 'M66 96C62 58 80 46 100 46C120 46 138 58 134 96C131 82 126 74 120 70C110 74 90 74 80 70C74 74 69 84 66 96Z',
  },
  side: { front: 'M66 98C60 58 82 44 102 44C124 44 140 58 134 98C132 84 128 74 122 68C104 72 84 80 70 90Z' },
  crew: { front: 'M69 86C68 62 82 54 100 54C118 54 132 62 131 86C127 74 116 66 100 66C84 66 73 74 69 86Z' },
  bob: {
    back: 'M60 100C56 58 80 44 100 44C120 44 144 58 140 100V128C132 134 122 134 116 128L116 100H84L84 128C78 134 68 134 60 128Z',
    front: 'M66 98C64 64 80 50 100 50C122 50 138 64 134 98C128 80 118 70 104 66C96 78 82 86 66 98Z',
  },
  long: {
    back: 'M58 104C54 56 80 42 100 42C120 42 146 56 142 104L148 156C134 162 120 160 112 150L112 112H88L88 150C80 160 66 162 52 156Z',
    front: 'M66 100C62 64 80 48 100 48C120 48 138 64 134 100C130 82 120 70 100 66C92 80 80 90 66 100Z',
  },
  bun: {
    back: 'M100 22A18 18 0 1 1 99.9 22Z',
    front: 'M66 94C64 60 80 46 100 46C120 46 136 60 134 94C130 78 120 66 100 64C80 66 70 78 66 94Z',
  },
}

export function portraitSvg(a: PortraitArt): string {
  const skin = SKIN[hash(a.name) % SKIN.length]
  const hair = a.look.silver ? HAIR.silver : HAIR.dark
  const { back, front } = HAIR_PATHS[a.look.hair]
  const ring = a.gold ? '<circle cx="100" cy="100" r="91" fill="none" stroke="#f5c542" stroke-width="9"/>' : ''
  const glasses = a.look.glasses
    ? `<g fill="none" stroke="${JACKET}" stroke-width="3"><circle cx="87" cy="97" r="9"/><circle cx="113" cy="97" r="9"/><path d="M96 97H104"/></g>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.color}" stop-opacity="0.72"/><stop offset="1" stop-color="${a.color}"/></linearGradient></defs>
  <rect width="200" height="200" fill="#ffffff"/>
  <rect width="200" height="200" fill="url(#bg)"/>
  <circle cx="158" cy="40" r="58" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="14"/>
  <circle cx="30" cy="176" r="46" fill="#ffffff" fill-opacity="0.08"/>
  ${back ? `<path d="${back}" fill="${hair}"/>` : ''}
  <path d="M30 204C32 162 60 144 100 144C140 144 168 162 170 204Z" fill="${JACKET}"/>
  <path d="M86 144H114L100 172Z" fill="#ffffff"/>
  <path d="M86 146L76 170M114 146L124 170" stroke="#ffffff" stroke-opacity="0.2" stroke-width="3" stroke-linecap="round"/>
  <rect x="88" y="118" width="24" height="30" rx="10" fill="${skin}"/>
  ${back && a.look.hair !== 'bun' ? '' : `<circle cx="68" cy="100" r="8" fill="${skin}"/><circle cx="132" cy="100" r="8" fill="${skin}"/>`}
  <ellipse cx="100" cy="96" rx="32" ry="37" fill="${skin}"/>
  <path d="${front}" fill="${hair}"/>
  <g fill="${JACKET}"><circle cx="87" cy="98" r="3.4"/><circle cx="113" cy="98" r="3.4"/></g>
  <path d="M90 116Q100 124 110 116" fill="none" stroke="#b5634b" stroke-width="3.2" stroke-linecap="round"/>
  ${glasses}
  ${ring}
</svg>`
}
