// Object keys double as disk paths and URL paths, so they are checked once here for every provider.

export class InvalidKeyError extends Error {}

const MAX_KEY_LENGTH = 512

// Segments may not start with a dot: that rules out `..` and keeps `.cache/` and `.meta/` private.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/

export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false
  return key.split('/').every((segment) => SEGMENT.test(segment))
}

/**
 * The key a `/storage/…` request path names, decided once from the raw path and never percent-decoded: keys are plain
 * ASCII, so a path with any escape (`%ZZ`, an overlong `%C0%AF`, even a harmless `%61`) names no key — null, a 404,
 * never a decoding error.
 */
export function keyFromStoragePath(pathname: string): string | null {
  if (!pathname.startsWith('/storage/')) return null
  const key = pathname.slice('/storage/'.length)
  return isValidKey(key) ? key : null
}

export function assertValidKey(key: unknown): asserts key is string {
  if (!isValidKey(key)) throw new InvalidKeyError(`Invalid storage key: ${JSON.stringify(key)}`)
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
  m3u8: 'application/vnd.apple.mpegurl',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
}

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return (key.includes('.') && TYPES[ext]) || 'application/octet-stream'
}

// A stored type ends up in a response header: anything unusual is refused rather than escaped.
const CONTENT_TYPE = /^[A-Za-z0-9][\w.+-]*\/[\w.+-]+(;\s*[\w-]+=[\w.-]+)?$/

export function isValidContentType(value: string): boolean {
  return value.length <= 100 && CONTENT_TYPE.test(value)
}
