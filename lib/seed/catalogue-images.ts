// Course covers, lecturer portraits and topic banners drawn at seed time (WebP), so no binaries live in git.
//
// Keys carry a hash of what is drawn (`courses/3-1a2b3c4d.webp`): /storage serves objects as immutable for a year, so
// art that changes (new title, new drawing code, a CJK font installed since) gets a new key and the re-seed points the
// row at it. Superseded files are left in storage: a page cached before the re-seed may still name them. `db:reset`
// deletes every key the current art can have, with and without text, and the `.png` art of earlier seeds.
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { StorageProvider } from '@/lib/storage'
import { artSvg, type ArtSpec } from './catalogue-art'
import { hasCjkFont } from './catalogue-art-text'
import type { SeedCatalogue } from './catalogue-types'
import type { SeedCourseType } from './tenants-data'

/** Bump when the drawing code changes, so the new art gets new keys. */
const ART_VERSION = 2

export interface CatalogueImage {
  key: string
  spec: ArtSpec
}

/** Storage keys of a tenant's art, in the order of the seed data's lists. */
export interface CatalogueKeys {
  covers: string[]
  avatars: string[]
  banners: string[]
}

const FOLDER = { cover: 'courses', avatar: 'lecturers', banner: 'topics' } as const

function artKey(slug: string, n: number, spec: ArtSpec, cjk: boolean): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([ART_VERSION, cjk, spec]))
    .digest('hex')
    .slice(0, 10)
  return `tenants/${slug}/${FOLDER[spec.kind]}/${n}-${hash}.webp`
}

/** What each cover, avatar and banner shows; covers take the colours and motif of their top category. */
function artSpecs(
  data: SeedCatalogue,
  tree: SeedCourseType[],
): { covers: ArtSpec[]; avatars: ArtSpec[]; banners: ArtSpec[] } {
  const parentOf = new Map(tree.flatMap((p, i) => p.children.map((c): [string, number] => [c, i])))
  const topIndex = new Map(tree.map((p, i) => [p.name, i]))
  const look = (i: number | undefined) => data.looks[(i ?? 0) % data.looks.length]
  return {
    covers: data.courses.map((c) => ({
      kind: 'cover',
      title: c.title,
      category: c.type,
      ...look(parentOf.get(c.type)),
    })),
    avatars: data.lecturers.map((l) => ({
      kind: 'avatar',
      name: l.name,
      color: l.color,
      gold: !!l.isGold,
      look: l.look,
    })),
    banners: data.topics.map((t, i) => {
      const { from, to } = look(topIndex.get(t.colours))
      return { kind: 'banner', from, to, motif: t.motif, n: i + 1 }
    }),
  }
}

/** Every image the catalogue names, keyed for the font situation `cjk`. */
export function catalogueImages(
  slug: string,
  data: SeedCatalogue,
  tree: SeedCourseType[],
  cjk: boolean,
): CatalogueImage[] {
  return Object.values(artSpecs(data, tree)).flatMap((specs) =>
    specs.map((spec, i) => ({ key: artKey(slug, i + 1, spec, cjk), spec })),
  )
}

/** Keys the art may have here or elsewhere (with and without a CJK font), and the PNG keys of earlier seeds. */
export function catalogueImageKeys(slug: string, data: SeedCatalogue, tree: SeedCourseType[]): string[] {
  const legacy = [
    ...data.courses.map((_, i) => `tenants/${slug}/courses/${i + 1}.png`),
    ...data.lecturers.map((_, i) => `tenants/${slug}/lecturers/${i + 1}.png`),
    ...data.topics.map((_, i) => `tenants/${slug}/topics/${i + 1}.png`),
  ]
  const current = [true, false].flatMap((cjk) => catalogueImages(slug, data, tree, cjk).map((image) => image.key))
  return [...current, ...legacy]
}

/** Splits images back into the data's lists, for the rows that name them. */
function keysOf(images: CatalogueImage[]): CatalogueKeys {
  const pick = (kind: ArtSpec['kind']) => images.filter((image) => image.spec.kind === kind).map((image) => image.key)
  return { covers: pick('cover'), avatars: pick('avatar'), banners: pick('banner') }
}

// Re-seeding in one process (tests, `db seed` twice) skips the drawing; the bytes are a pure function of the SVG.
const rendered = new Map<string, Promise<Buffer>>()

/** WebP at quality 82 keeps text crisp in ~20 KB a cover; effort 2 takes half the time of 4 for the same size. */
function renderCatalogueImage(spec: ArtSpec, cjk: boolean): Promise<Buffer> {
  const svg = artSvg(spec, cjk)
  let bytes = rendered.get(svg)
  if (!bytes) {
    bytes = sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer()
    bytes.catch(() => rendered.delete(svg))
    rendered.set(svg, bytes)
  }
  return bytes
}

/**
 * Draws the catalogue's art that is not stored yet; stored files (and their cached thumbnails) are left alone. A key
 * is a hash of what is drawn (spec, drawing version, font situation), so a stored key already holds this art and
 * re-seeding — every `npm start`, every integration test file — draws nothing.
 */
export async function writeImages(
  storage: StorageProvider,
  slug: string,
  data: SeedCatalogue,
  tree: SeedCourseType[],
): Promise<{ written: number; keys: CatalogueKeys }> {
  const cjk = await hasCjkFont()
  const images = catalogueImages(slug, data, tree, cjk)
  const existing = await Promise.all(images.map((image) => storage.readObject(image.key)))
  const missing = images.filter((_, i) => !existing[i] || existing[i].bytes.length === 0)
  const bytes = await Promise.all(missing.map((image) => renderCatalogueImage(image.spec, cjk)))
  for (const [i, image] of missing.entries()) await storage.putObject(image.key, bytes[i], 'image/webp')
  return { written: missing.length, keys: keysOf(images) }
}
