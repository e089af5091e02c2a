// Which concrete variant an imageView2 request gets: size, output format (Accept, AVIF bounds), name on disk.
import {
  DEFAULT_QUALITY,
  MAX_DIMENSION,
  MIME,
  planResize,
  type ImageFormat,
  type ImageViewParams,
  type Variant,
} from './image-view'

/** AVIF only up to this many pixels per side; larger AVIF requests are answered as WebP (see README). */
const AVIF_MAX_DIMENSION = 1024
// Beyond a point AVIF quality buys bytes, not looks, and costs encoder time.
const AVIF_MAX_QUALITY = 80

export type ModernFormat = 'webp' | 'avif'

export interface SourceInfo {
  width: number
  height: number
  /** sharp's name for the decoded format: jpeg, png, webp, gif, avif (heif), svg, tiff… */
  format: string | undefined
}

/** The modern formats an `Accept` header names explicitly with a non-zero q (wildcards do not count). */
export function acceptedModernFormats(accept: string | null): ModernFormat[] {
  const found: ModernFormat[] = []
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...attrs] = part.split(';').map((s) => s.trim())
    const q = attrs.find((a) => a.startsWith('q='))
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue
    if (type === 'image/webp' || type === 'image/avif') found.push(type.slice(6) as ModernFormat)
  }
  return found
}

function sourceFormat(format: string | undefined): ImageFormat {
  if (format === 'jpeg') return 'jpg'
  if (format === 'png' || format === 'webp' || format === 'gif') return format
  if (format === 'heif' || format === 'avif') return 'avif'
  return 'png'
}

/**
 * The variant for a request: Qiniu's size for the mode (never enlarged, at most 2048 px a side), the named
 * format, else WebP when the client accepts it, else the original's format; AVIF above 1024 px becomes WebP.
 */
export function planVariant(source: SourceInfo, params: ImageViewParams, accepts: ModernFormat[] = []): Variant {
  const { width, height, crop } = planResize(source.width, source.height, params)
  const small = Math.max(width, height) <= AVIF_MAX_DIMENSION
  let format: ImageFormat
  if (params.format) format = params.format
  else if (accepts.includes('webp')) format = 'webp'
  else if (accepts.includes('avif') && small) format = 'avif'
  else format = sourceFormat(source.format)
  if (format === 'avif' && !small) format = 'webp'
  const asked = params.q ?? DEFAULT_QUALITY
  const quality =
    format === 'png' || format === 'gif' ? 0 : format === 'avif' ? Math.min(asked, AVIF_MAX_QUALITY) : asked
  return { width, height, crop, format, quality }
}

/** However small the picture, at most this many variants of one stored file are ever rendered. */
const MAX_CACHED_VARIANTS = 64
/**
 * The CPU all variants of one stored file may cost, in decoded source pixels. Each variant decodes the whole original
 * (outputs never enlarge, so decoding dominates), so a larger original gets fewer: 64 up to 4 MP, 16 at 16 MP, 10 at
 * 24 MP, 6 at 40 MP (≈ 6 CPU-seconds in all, where 64 anonymous sizes cost a minute before), at least 4.
 */
const VARIANT_PIXEL_BUDGET = 256_000_000
const MIN_VARIANTS = 4

/** How many distinct variants of a source this size are rendered; further sizes get the nearest one made. */
export function variantAllowance(source: { width: number; height: number }): number {
  const pixels = Math.max(1, source.width * source.height)
  return Math.max(MIN_VARIANTS, Math.min(MAX_CACHED_VARIANTS, Math.floor(VARIANT_PIXEL_BUDGET / pixels)))
}

/** The cache file name: every request that yields the same picture shares it (`303x160-crop-q100.webp`). */
export function variantName(v: Variant): string {
  return `${v.width}x${v.height}-${v.crop ? 'crop' : 'fit'}${v.quality ? `-q${v.quality}` : ''}.${v.format}`
}

const NAME = /^(\d{1,4})x(\d{1,4})-(crop|fit)(?:-q(\d{1,3}))?\.(jpg|png|webp|gif|avif)$/

/** The variant a cache file holds, or null for anything else in the folder (temp files, older layouts). */
export function parseVariantName(name: string): Variant | null {
  const m = NAME.exec(name)
  if (!m) return null
  const [width, height] = [Number(m[1]), Number(m[2])]
  if (!width || !height || width > MAX_DIMENSION || height > MAX_DIMENSION) return null
  return { width, height, crop: m[3] === 'crop', format: m[5] as ImageFormat, quality: Number(m[4] ?? 0) }
}

// Formats every browser shows; a WebP or AVIF is handed only to a request that wanted that format.
const UNIVERSAL = new Set<ImageFormat>(['jpg', 'png', 'gif'])

function distance(want: Variant, have: Variant): number {
  let d = Math.abs(Math.log(have.width / want.width)) + Math.abs(Math.log(have.height / want.height))
  if (have.crop !== want.crop) d += 0.5
  if (have.format !== want.format) d += UNIVERSAL.has(have.format) ? 2 : 100
  return d + Math.abs(have.quality - want.quality) / 1000
}

/** Among cached file names, the one closest to the wanted variant in size, shape and format. */
export function nearestVariant(want: Variant, names: string[]): string | null {
  let best: { name: string; d: number } | null = null
  for (const name of names) {
    const have = parseVariantName(name)
    if (!have) continue
    const d = distance(want, have)
    if (!best || d < best.d) best = { name, d }
  }
  return best?.name ?? null
}

export function contentTypeOf(v: Variant): string {
  return MIME[v.format]
}
