// Serves stored objects at qiNiuUrl + key, with Qiniu-style `?imageView2/...` thumbnails; lesson media only when signed.
import { Readable } from 'node:stream'
import { logError } from '@/lib/db/error-log'
import { getStorage } from '@/lib/storage'
import { findImageView, isTimeout, parseImageView } from '@/lib/storage/image-view'
import { acceptedModernFormats } from '@/lib/storage/image-variant'
import { IMAGE_BUSY_RETRY_SECONDS, isImageBusy } from '@/lib/storage/image-pool'
import { keyFromStoragePath } from '@/lib/storage/keys'
import { checkMediaGrant, hlsKeyUrl, isPlaylist, isProtectedMedia, signPlaylist } from '@/lib/storage/media-url'
import { parseRange } from '@/lib/storage/byte-range'
import { tenantFromHost } from '@/lib/proxy/tenant'

// Uploads are meant to get fresh keys; an overwritten key may stay stale in caches for up to a year.
const IMMUTABLE = 'public, max-age=31536000, immutable'
// A file past its variant budget answers the nearest variant: right enough to show, not to keep for a year.
const FALLBACK = 'public, max-age=3600'

const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff' }
// Stored SVGs (or anything uploaded as HTML) could carry script; opened directly it must not run on our
// origin. PDFs are spared: browsers refuse to show them in a sandboxed document.
const SANDBOX = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

function text(status: number, body: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: {
      ...BASE_HEADERS,
      'Content-Security-Policy': SANDBOX,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    },
  })
}

const NOT_FOUND = '文件不存在'
// Unsigned, expired, tampered and another tenant's signatures all get these same words: nothing says which.
const FORBIDDEN = '无权访问该文件'

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  // The key comes from the raw path, decided once (lib/storage/keys.ts); Next's decoded params are not consulted.
  const key = keyFromStoragePath(url.pathname)
  if (!key) return text(404, NOT_FOUND)
  let cacheControl: string | null = null
  if (isProtectedMedia(key)) {
    const now = Math.floor(Date.now() / 1000)
    const tenant = tenantFromHost(request.headers.get('host') ?? url.host)
    const grant = checkMediaGrant(tenant, key, url.searchParams, now)
    if (!grant.ok) return text(403, FORBIDDEN)
    // Cached by this browser only, and never past the URL's own expiry.
    cacheControl = `private, max-age=${grant.expires - now}`
    if (isPlaylist(key)) {
      const object = await getStorage().readObject(key)
      if (!object) return text(404, NOT_FOUND)
      // An encrypted ladder's key URL is minted per fetch for this viewer and lasts minutes: never reuse a stored copy.
      // A rendition's playlist sits in {ladder}/{rendition}/index.m3u8; the key belongs to the ladder.
      const ladder = key.slice(0, key.lastIndexOf('/') + 1).replace(/[^/]+\/$/, '')
      const keyUrl = (binding: string) => hlsKeyUrl(tenant, ladder, binding, now, grant.expires)
      const body = signPlaylist(object.bytes.toString('utf8'), tenant, key, grant, keyUrl)
      return new Response(body, {
        status: 200,
        headers: {
          ...BASE_HEADERS,
          'Content-Security-Policy': SANDBOX,
          'Content-Type': object.contentType,
          'Cache-Control': 'private, no-store',
        },
      })
    }
  }
  const storage = getStorage()
  const query = url.search
  if (findImageView(query) === null) return storedFile(request, key, cacheControl)

  let object
  // Without a named format the answer depends on Accept (WebP for browsers that say they take it).
  const params = parseImageView(query)
  if (!params) return text(400, '图片处理参数无效')
  const negotiated = !params.format
  try {
    const accepts = negotiated ? acceptedModernFormats(request.headers.get('accept')) : []
    object = await storage.readTransformed(key, params, { accepts })
  } catch (e) {
    // The decoding pool's queue is full: nothing is wrong with the picture, so no log line per refusal.
    if (isImageBusy(e)) return text(503, e.message, { 'Retry-After': String(IMAGE_BUSY_RETRY_SECONDS) })
    logError(`storage: cannot transform ${key}`, e)
    if (isTimeout(e)) return text(503, '图片处理超时，请稍后再试', { 'Retry-After': '5' })
    return text(400, '无法处理该图片')
  }
  if (!object) return text(404, NOT_FOUND)

  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    'Content-Type': object.contentType,
    'Content-Length': String(object.bytes.length),
    'Cache-Control': cacheControl ?? (object.fallback ? FALLBACK : IMMUTABLE),
    'Content-Security-Policy': SANDBOX,
  }
  if (negotiated) headers.Vary = 'Accept'
  return new Response(new Uint8Array(object.bytes), { status: 200, headers })
}

/**
 * A stored file as it is, streamed from storage (a lesson video may be gigabytes; none is read into memory whole), with
 * byte ranges, so a <video> can seek and resume (it refuses to without 206).
 */
async function storedFile(request: Request, key: string, cacheControl: string | null): Promise<Response> {
  const storage = getStorage()
  const info = await storage.statObject(key)
  if (!info) return text(404, NOT_FOUND)
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    'Content-Type': info.contentType,
    'Cache-Control': cacheControl ?? IMMUTABLE,
    'Accept-Ranges': 'bytes',
  }
  if (!info.contentType.startsWith('application/pdf')) headers['Content-Security-Policy'] = SANDBOX
  const range = parseRange(request.headers.get('range'), info.size)
  if (range.kind === 'unsatisfiable')
    return text(416, '请求的范围无效', { 'Content-Range': `bytes */${info.size}`, 'Accept-Ranges': 'bytes' })
  const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined
  const opened = await storage.openObject(key, part)
  if (!opened) return text(404, NOT_FOUND)
  const body = Readable.toWeb(opened.body) as ReadableStream<Uint8Array>
  if (!part) return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(info.size) } })
  headers['Content-Range'] = `bytes ${part.start}-${part.end}/${info.size}`
  headers['Content-Length'] = String(part.end - part.start + 1)
  return new Response(body, { status: 206, headers })
}

/** Players probe with HEAD before they ask for ranges. */
export async function HEAD(request: Request): Promise<Response> {
  const res = await GET(request)
  // The file was opened for GET: close it unread.
  await res.body?.cancel()
  return new Response(null, { status: res.status, headers: res.headers })
}
