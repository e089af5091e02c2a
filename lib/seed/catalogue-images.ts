// Course covers, lecturer avatars and topic banners drawn at seed time, so no binaries live in git.
import sharp from 'sharp'
import type { StorageProvider } from '@/lib/storage'
import type { SeedCatalogue } from './catalogue-types'
import type { SeedCourseType } from './tenants-data'

export type CatalogueImage =
  | { key: string; kind: 'cover'; from: string; to: string; code: string; label: string; n: number }
  | { key: string; kind: 'avatar'; color: string; initials: string; gold: boolean }
  | { key: string; kind: 'banner'; from: string; to: string; title: string; n: number }

// Latin text only: a CJK font is not guaranteed where the seed runs, and missing glyphs render as boxes.
const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold"'

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
const pad2 = (n: number) => String(n).padStart(2, '0')

/** Small deterministic generator: the same image number always gets the same shapes. */
function shapes(seed: number) {
  let s = (seed * 2654435761) >>> 0
  return (min: number, max: number) => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296
    return Math.round(min + r * (max - min))
  }
}

function gradient(from: string, to: string, diagonal: boolean): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${diagonal ? 1 : 0}">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>`
}

/** 640×360: category gradient, a few translucent shapes, the category's latin label and big initials. */
function coverSvg(a: Extract<CatalogueImage, { kind: 'cover' }>): string {
  const r = shapes(a.n)
  const size = a.code.length <= 3 ? 128 : a.code.length <= 5 ? 100 : 76
  const square = r(80, 130)
  const dots: string[] = []
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 3; j++) dots.push(`<circle cx="${470 + i * 26}" cy="${118 + j * 26}" r="4" fill="#ffffff" fill-opacity="0.35"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  ${gradient(a.from, a.to, true)}
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="${r(420, 600)}" cy="${r(-40, 120)}" r="${r(130, 210)}" fill="#ffffff" fill-opacity="0.10"/>
  <rect x="${r(380, 500)}" y="${r(190, 250)}" width="${square}" height="${square}" fill="none" stroke="#ffffff" stroke-opacity="0.28"
    stroke-width="6" transform="rotate(${r(8, 40)} ${r(420, 540)} ${r(220, 300)})"/>
  <polygon points="${r(520, 600)},360 640,${r(200, 280)} 640,360" fill="#000000" fill-opacity="0.10"/>
  ${dots.join('')}
  <text x="40" y="62" font-size="22" letter-spacing="3" fill="#ffffff" fill-opacity="0.9" ${FONT}>${escapeXml(a.label)}</text>
  <rect x="40" y="78" width="56" height="5" fill="#ffffff"/>
  <text x="600" y="62" text-anchor="end" font-size="20" fill="#ffffff" fill-opacity="0.7" ${FONT}>NO. ${pad2(a.n)}</text>
  <text x="36" y="312" font-size="${size}" fill="#ffffff" ${FONT}>${escapeXml(a.code)}</text>
</svg>`
}

/** 200×200: a coloured square with latin initials; gold lecturers get a gold ring. */
function avatarSvg(a: Extract<CatalogueImage, { kind: 'avatar' }>): string {
  const size = a.initials.length <= 2 ? 76 : 60
  const ring = a.gold ? '<circle cx="100" cy="100" r="90" fill="none" stroke="#f5c542" stroke-width="8"/>' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <rect width="200" height="200" fill="${a.color}"/>
  <circle cx="170" cy="24" r="74" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="18" cy="196" r="64" fill="#000000" fill-opacity="0.10"/>
  ${ring}
  <text x="100" y="${100 + Math.round(size * 0.36)}" text-anchor="middle" font-size="${size}" fill="#ffffff" ${FONT}>${escapeXml(a.initials)}</text>
</svg>`
}

/** 1200×400: a wide gradient with the topic's latin title. */
function bannerSvg(a: Extract<CatalogueImage, { kind: 'banner' }>): string {
  const r = shapes(a.n + 100)
  const size = a.title.length <= 14 ? 76 : 60
  const stripes: string[] = []
  for (let i = 0; i < 6; i++) {
    stripes.push(`<rect x="${760 + i * 56}" y="-60" width="18" height="560" fill="#ffffff" fill-opacity="0.06" transform="rotate(24 ${760 + i * 56} 200)"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  ${gradient(a.from, a.to, false)}
  <rect width="1200" height="400" fill="url(#g)"/>
  ${stripes.join('')}
  <circle cx="${r(980, 1100)}" cy="${r(60, 140)}" r="${r(150, 220)}" fill="#ffffff" fill-opacity="0.09"/>
  <circle cx="${r(860, 940)}" cy="${r(330, 380)}" r="${r(70, 110)}" fill="#000000" fill-opacity="0.10"/>
  <text x="80" y="132" font-size="26" letter-spacing="6" fill="#ffffff" fill-opacity="0.85" ${FONT}>SPECIAL TOPIC · ${pad2(a.n)}</text>
  <text x="76" y="236" font-size="${size}" fill="#ffffff" ${FONT}>${escapeXml(a.title)}</text>
  <rect x="80" y="276" width="96" height="8" fill="#ffffff"/>
</svg>`
}

function svgOf(image: CatalogueImage): string {
  switch (image.kind) {
    case 'cover':
      return coverSvg(image)
    case 'avatar':
      return avatarSvg(image)
    case 'banner':
      return bannerSvg(image)
  }
}

// Re-seeding in one process (tests, `db seed` twice) skips the drawing; the bytes are a pure function of the spec.
const rendered = new Map<string, Promise<Buffer>>()

/** PNG bytes; a palette keeps gradients to a few kilobytes and the same spec always gives the same bytes. */
export function renderCatalogueImage(image: CatalogueImage): Promise<Buffer> {
  const id = JSON.stringify(image)
  let bytes = rendered.get(id)
  if (!bytes) {
    bytes = sharp(Buffer.from(svgOf(image))).png({ palette: true, colours: 64, dither: 0, effort: 1 }).toBuffer()
    bytes.catch(() => rendered.delete(id))
    rendered.set(id, bytes)
  }
  return bytes
}

export const coverKey = (slug: string, i: number) => `tenants/${slug}/courses/${i + 1}.png`
export const avatarKey = (slug: string, i: number) => `tenants/${slug}/lecturers/${i + 1}.png`
export const bannerKey = (slug: string, i: number) => `tenants/${slug}/topics/${i + 1}.png`

/** Every image a catalogue names, in a stable order; covers take the colours of their top category. */
export function catalogueImages(slug: string, data: SeedCatalogue, tree: SeedCourseType[]): CatalogueImage[] {
  const parentOf = new Map(tree.flatMap((p, i) => p.children.map((c): [string, number] => [c, i])))
  return [
    ...data.courses.map((c, i): CatalogueImage => {
      const [from, to] = data.palettes[parentOf.get(c.type) ?? 0]
      return { key: coverKey(slug, i), kind: 'cover', from, to, code: c.code, label: data.latin[c.type] ?? 'COURSE', n: i + 1 }
    }),
    ...data.lecturers.map((l, i): CatalogueImage => ({ key: avatarKey(slug, i), kind: 'avatar', color: l.color, initials: l.initials, gold: !!l.isGold })),
    ...data.topics.map((t, i): CatalogueImage => {
      const [from, to] = data.palettes[i % data.palettes.length]
      return { key: bannerKey(slug, i), kind: 'banner', from, to, title: t.latin, n: i + 1 }
    }),
  ]
}

/** Unchanged files are left alone (and so are their cached thumbnails); returns how many were written. */
export async function writeImages(storage: StorageProvider, images: CatalogueImage[]): Promise<number> {
  const bytes = await Promise.all(images.map((image) => renderCatalogueImage(image)))
  const existing = await Promise.all(images.map((image) => storage.readObject(image.key)))
  let written = 0
  for (const [i, image] of images.entries()) {
    if (existing[i] && Buffer.compare(existing[i].bytes, bytes[i]) === 0) continue
    await storage.putObject(image.key, bytes[i], 'image/png')
    written++
  }
  return written
}
