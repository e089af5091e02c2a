// Qiniu's imageView2 thumbnail syntax, so URLs built for the Qiniu CDN also work against local storage.
import sharp from 'sharp'
import { runImageJob } from './image-pool'

export type ImageViewMode = 0 | 1 | 2 | 3 | 4 | 5
export type ImageFormat = 'jpg' | 'png' | 'webp' | 'gif' | 'avif'

export interface ImageViewParams {
  mode: ImageViewMode
  w?: number
  h?: number
  q?: number
  format?: ImageFormat
}

/** One concrete output: what is computed, cached on disk and served. */
export interface Variant {
  width: number
  height: number
  crop: boolean
  format: ImageFormat
  /** 0 for lossless formats (png, gif), where quality means nothing. */
  quality: number
}

/** No output side is ever larger: bigger requests are scaled down with their shape kept (see README). */
export const MAX_DIMENSION = 2048
/** Qiniu's default quality when `q` is absent. */
export const DEFAULT_QUALITY = 75
// Decoding is the expensive part; a stored original above this is refused instead of exhausting memory.
const MAX_INPUT_PIXELS = 64_000_000
// A safety net only: libvips checks it while computing pixels, but the AVIF encoder itself cannot be stopped
// (measured: a 1500 px AVIF at effort 6 ran 210 s past a 1 s timeout), so AVIF is bounded by size and effort.
const TIMEOUT_SECONDS = 10

const FORMATS: Record<string, ImageFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
}
export const MIME: Record<ImageFormat, string> = {
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

/**
 * Parses `imageView2/<mode>/w/<w>/h/<h>/q/<q>/format/<fmt>` (with or without `?`); null when absent or invalid.
 * Sizes are kept as asked: the plan bounds them, so a too-large box keeps its shape.
 */
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
      params[name] = n
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

interface Plan {
  width: number
  height: number
  crop: boolean
}

const side = (n: number) => Math.max(1, Math.round(n))

// Scales the picture by at most 1 (never enlarges) and never past the cap on either side.
function scaled(width: number, height: number, scale: number): Plan {
  const s = Math.min(scale, 1, MAX_DIMENSION / width, MAX_DIMENSION / height)
  return { width: side(width * s), height: side(height * s), crop: false }
}

// A crop box larger than the picture (or the cap) shrinks as a whole, so the answer keeps the asked shape.
function cropBox(width: number, height: number, boxW: number, boxH: number): Plan {
  const shrink = Math.max(1, boxW / width, boxH / height, boxW / MAX_DIMENSION, boxH / MAX_DIMENSION)
  return { width: side(boxW / shrink), height: side(boxH / shrink), crop: true }
}

/** Output size for each mode, following Qiniu's definitions, except that nothing is ever enlarged. */
export function planResize(width: number, height: number, params: ImageViewParams): Plan {
  const { mode } = params
  const landscape = width >= height
  if (mode === 1 || mode === 5) {
    const w = params.w ?? params.h
    const h = params.h ?? params.w
    if (!w || !h) return scaled(width, height, 1)
    // Mode 5 reads w/h as long/short edge, so the box turns with the picture.
    if (mode === 5 && !landscape) return cropBox(width, height, h, w)
    return cropBox(width, height, w, h)
  }
  const long = Math.max(width, height)
  const short = Math.min(width, height)
  if (mode === 0) {
    return scaled(width, height, Math.min(params.w ? params.w / long : 1, params.h ? params.h / short : 1))
  }
  if (mode === 2) {
    return scaled(width, height, Math.min(params.w ? params.w / width : 1, params.h ? params.h / height : 1))
  }
  if (!params.w && !params.h) return scaled(width, height, 1)
  if (mode === 3) {
    return scaled(width, height, Math.max(params.w ? params.w / width : 0, params.h ? params.h / height : 0))
  }
  return scaled(width, height, Math.max(params.w ? params.w / long : 0, params.h ? params.h / short : 0))
}

/** True for sharp's "ran out of time" error, which the route answers with 503 rather than 400. */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && /^timeout\b/.test(error.message)
}

/**
 * Computes one variant from the original's bytes, in the process's bounded pool (ImageBusyError when the variants'
 * queue is full); throws when they are not a decodable image.
 */
export function transformImage(bytes: Buffer, variant: Variant): Promise<Buffer> {
  return runImageJob(() => render(bytes, variant), 'variant')
}

async function render(bytes: Buffer, variant: Variant): Promise<Buffer> {
  const image = sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS }).timeout({
    seconds: TIMEOUT_SECONDS,
  })
  const meta = await image.metadata()
  const width = meta.autoOrient?.width ?? meta.width
  const height = meta.autoOrient?.height ?? meta.height
  if (!width || !height) throw new Error('Not an image')
  if (variant.width !== width || variant.height !== height) {
    image.resize(variant.width, variant.height, { fit: variant.crop ? 'cover' : 'fill', position: 'centre' })
  }
  const quality = variant.quality
  if (variant.format === 'jpg') image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true })
  else if (variant.format === 'webp') image.webp({ quality })
  // The cheapest AVIF settings: encoding time grows steeply with effort (effort 4 at 4096 px took 116 s).
  else if (variant.format === 'avif') image.avif({ quality, effort: 1, chromaSubsampling: '4:2:0' })
  else if (variant.format === 'gif') image.gif()
  // PNG stays lossless: its `quality` would switch on palette quantisation.
  else image.png({ compressionLevel: 9 })
  return image.toBuffer()
}
