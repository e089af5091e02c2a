// Serves stored objects at qiNiuUrl + key, with Qiniu-style `?imageView2/...` thumbnails.
import { getStorage, isValidKey } from '@/lib/storage'
import { findImageView, parseImageView } from '@/lib/storage/image-view'


// Uploads are meant to get fresh keys; an overwritten key may stay stale in caches for up to a year.
const IMMUTABLE = 'public, max-age=31536000, immutable'

const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff' }
// Stored SVGs (or anything uploaded as HTML) could carry script; opened directly it must not run on our
// origin. PDFs are spared: browsers refuse to show them in a sandboxed document.
const SANDBOX = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: {
      ...BASE_HEADERS,
      'Content-Security-Policy': SANDBOX,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  })
}

function keyFrom(segments: string[] | undefined): string | null {
  if (!segments?.length) return null
  const key = segments.join('/')
  return isValidKey(key) ? key : null
}

export async function GET(
  request: Request,
  context: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const key = keyFrom((await context.params).path)
  if (!key) return text(404, '文件不存在')
  const storage = getStorage()
  const query = new URL(request.url).search

  let object
  if (findImageView(query) !== null) {
    const params = parseImageView(query)
    if (!params) return text(400, '图片处理参数无效')
    try {
      object = await storage.readTransformed(key, params)
    } catch (e) {
      console.error(`storage: cannot transform ${key}`, e)
      return text(400, '无法处理该图片')
    }
  } else {
    object = await storage.readObject(key)
  }
  if (!object) return text(404, '文件不存在')

  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    'Content-Type': object.contentType,
    'Content-Length': String(object.bytes.length),
    'Cache-Control': IMMUTABLE,
  }
  if (!object.contentType.startsWith('application/pdf')) headers['Content-Security-Policy'] = SANDBOX
  return new Response(new Uint8Array(object.bytes), { status: 200, headers })
}
