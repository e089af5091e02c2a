// Qiniu's imageView2 thumbnail syntax, so URLs built for the Qiniu CDN also work against local storage.
import sharp from 'sharp'

export type ImageViewMode = 0 | 1 | 2 | 3 | 4 | 5
export type ImageFormat = 'jpg' | 'png' | 'webp' | 'gif' | 'avif'

export interface ImageViewParams {
  mode: ImageViewMode
  w?: number
  h?: number
  q?: number
  format?: ImageFormat
}

export interface TransformedImage {
  bytes: Buffer
  contentType: string
}

export const MAX_DIMENSION = 4096
/** Qiniu's default quality when `q` is absent. */
export const DEFAULT_QUALITY = 75
// Decoding is the expensive part; a stored original above this is refused instead of exhausting memory.
const MAX_INPUT_PIXELS = 64_000_000

const FORMATS: Record<string, ImageFormat> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' }
const MIME: Record<ImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The `imageView2/...` operation inside a raw query string, or null when there is none. */
export function findImageView(query: string): string | null {
  // Next re-serialises a bare `?imageView2/…` key as `?imageView2%2F…=`: decode and drop the empty value.
  const parts = query
    .replace(/^\?/, '')
    .split('&')
    .map((p) => safeDecode(p).replace(/=$/, ''))
  // Qiniu chains operations with `|`; only the thumbnail step is ours to perform.
  const op = parts.find((p) => p.startsWith('imageView2/') || p === 'imageView2')
  return op === undefined ? null : op.split('|')[0]
}

function positiveInt(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return null
  const n = Number(value)
  return n > 0 ? n : null
}

/** Parses `imageView2/<mode>/w/<w>/h/<h>/q/<q>/format/<fmt>` (with or without `?`); null when absent or invalid. */
export function parseImageView(query: string): ImageViewParams | null {
  const op = findImageView(query)
  if (op === null) return null
  const tokens = op.split('/')
  if (tokens[tokens.length - 1] === '') tokens.pop()
  if (tokens.length < 2 || tokens.length % 2 !== 0) return null
  if (!/^[0-5]$/.test(tokens[1])) return null
  const params: ImageViewParams = { mode: Number(tokens[1]) as ImageViewMode }
  for (let i = 2; i < tokens.length; i += 2) {
    const [name, value] = [tokens[i], tokens[i + 1]]
    if (name === 'w' || name === 'h') {
      const n = positiveInt(value)
      if (n === null) return null
      params[name] = Math.min(n, MAX_DIMENSION)
    } else if (name === 'q') {
      // A trailing `!` forces the quality on Qiniu; here quality is always applied as given.
      const n = positiveInt(value.replace(/!$/, ''))
      if (n === null || n > 100) return null
      params.q = n
    } else if (name === 'format') {
      const format = FORMATS[value.toLowerCase()]
      if (!format) return null
      params.format = format
    } else if (name !== 'ignore-error' && name !== 'interlace') {
      return null
    }
  }
  return params
}

/** A stable, file-name-safe spelling of the parameters, used as the cache key. */
export function normalizeImageView(params: ImageViewParams): string {
  const parts = [`m${params.mode}`]
  if (params.w) parts.push(`w${params.w}`)
  if (params.h) parts.push(`h${params.h}`)
  if (params.q) parts.push(`q${params.q}`)
  if (params.format) parts.push(`f${params.format}`)
  return parts.join('-')
}

interface Plan {
  width: number
  height: number
  crop: boolean
}

const clamp = (n: number) => Math.max(1, Math.min(MAX_DIMENSION, Math.round(n)))

function scaled(width: number, height: number, scale: number): Plan {
  // Never exceed the cap on either side, even when a "minimum" mode asks for more.
  const s = Math.min(scale, MAX_DIMENSION / width, MAX_DIMENSION / height)
  return { width: clamp(width * s), height: clamp(height * s), crop: false }
}

/** Output size for each mode, following Qiniu's definitions; fit modes never enlarge. */
export function planResize(width: number, height: number, params: ImageViewParams): Plan {
  const { mode } = params
  const landscape = width >= height
  if (mode === 1 || mode === 5) {
    const w = params.w ?? params.h
    const h = params.h ?? params.w
    if (!w || !h) return scaled(width, height, 1)
    // Mode 5 reads w/h as long/short edge, so the box turns with the picture.
    if (mode === 5 && !landscape) return { width: h, height: w, crop: true }
    return { width: w, height: h, crop: true }
  }
  const long = Math.max(width, height)
  const short = Math.min(width, height)
  if (mode === 0) {
    return scaled(width, height, Math.min(1, params.w ? params.w / long : 1, params.h ? params.h / short : 1))
  }
  if (mode === 2) {
    return scaled(width, height, Math.min(1, params.w ? params.w / width : 1, params.h ? params.h / height : 1))
  }
  if (!params.w && !params.h) return scaled(width, height, 1)
  if (mode === 3) {
    return scaled(width, height, Math.max(params.w ? params.w / width : 0, params.h ? params.h / height : 0))
  }
  return scaled(width, height, Math.max(params.w ? params.w / long : 0, params.h ? params.h / short : 0))
}

function outputFormat(input: string | undefined, requested: ImageFormat | undefined): ImageFormat {
  if (requested) return requested
  if (input === 'jpeg') return 'jpg'
  if (input === 'png' || input === 'webp' || input === 'gif' || input === 'avif') return input
  return 'png'
}

/** Resizes and re-encodes an image; throws when the bytes are not a decodable image. */
export async function transformImage(bytes: Buffer, params: ImageViewParams): Promise<TransformedImage> {
  const image = sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS })
  const meta = await image.metadata()
  const width = meta.autoOrient?.width ?? meta.width
  const height = meta.autoOrient?.height ?? meta.height
  if (!width || !height) throw new Error('Not an image')
  const plan = planResize(width, height, params)
  if (plan.width !== width || plan.height !== height) {
    image.resize(plan.width, plan.height, { fit: plan.crop ? 'cover' : 'fill', position: 'centre' })
  }
  const format = outputFormat(meta.format, params.format)
  const quality = params.q ?? DEFAULT_QUALITY
  if (format === 'jpg') image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true })
  else if (format === 'webp') image.webp({ quality })
  else if (format === 'avif') image.avif({ quality })
  else if (format === 'gif') image.gif()
  // PNG stays lossless: its `quality` would switch on palette quantisation.
  else image.png({ compressionLevel: 9 })
  return { bytes: await image.toBuffer(), contentType: MIME[format] }
}

export function extensionFor(contentType: string): string {
  const entry = Object.entries(MIME).find(([, mime]) => mime === contentType)
  return entry ? entry[0] : 'bin'
}
