// Lesson media (videos, audio, HLS playlists and segments) are not public files: the storage route serves them only at a
// signed, expiring URL — `/storage/{key}?e={unix seconds}&s={signature}` — that the learning API hands to callers who may
// play the lesson (issue 23, L6). Images (covers, avatars, logos) stay public. The signature is an HMAC with a key derived
// from SESSION_SECRET for this purpose alone, over the tenant of the host, the key and the expiry.
import { createHmac, timingSafeEqual } from 'node:crypto'
import path from 'node:path'
import { getEnv } from '@/lib/env'
import { isValidKey } from './keys'

// Everything a player fetches: progressive files, HLS/DASH playlists and segments, and (later) HLS key files.
const MEDIA = /\.(mp4|m4v|m4s|m4a|mov|webm|mkv|mp3|aac|ogg|oga|ogv|wav|flac|ts|m3u8|mpd|key)$/i
const HLS_PLAYLIST = /\.m3u8$/i

/** Keys only a signed URL opens: decided by the key alone, before anything is read. */
export function isProtectedMedia(key: string): boolean {
  return MEDIA.test(key)
}

export function isPlaylist(key: string): boolean {
  return HLS_PLAYLIST.test(key)
}

/**
 * URLs are minted for the end of the next-but-one window: valid 3 to 6 hours, and the same URL for a whole window, so
 * the browser's cache (and a page's state refetched within the window) keeps one address per lesson.
 */
export const SIGNATURE_WINDOW_SECONDS = 3 * 60 * 60
const MAX_LIFETIME_SECONDS = 2 * SIGNATURE_WINDOW_SECONDS

export function expiryFor(nowSeconds: number): number {
  return (Math.floor(nowSeconds / SIGNATURE_WINDOW_SECONDS) + 2) * SIGNATURE_WINDOW_SECONDS
}

const derived = new Map<string, Buffer>()

// Domain separation: the session cookie's key never signs a URL, and a URL signature can never seal a cookie.
function signingKey(): Buffer {
  const secret = getEnv().sessionSecret
  let key = derived.get(secret)
  if (!key) {
    key = createHmac('sha256', secret).update('qihang/storage-media-url/v1').digest()
    derived.clear()
    derived.set(secret, key)
  }
  return key
}

/** base64url HMAC-SHA256 over tenant, key and expiry (newline-separated: none of them can hold a newline). */
export function mediaSignature(tenant: string, key: string, expires: number): string {
  return createHmac('sha256', signingKey()).update(`${tenant}\n${key}\n${expires}`).digest('base64url')
}

/** Who will play the file. Unused by the signature today; encrypted HLS will bind its keys to the viewer. */
export interface MediaViewer {
  kind: 'visitor' | 'user' | 'company'
  accountId?: number
}

export interface MediaUrlOptions {
  viewer: MediaViewer
  /** Unix seconds; the clock by default. */
  now?: number
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:|^\/\//i

/**
 * THE SEAM for lesson media: the one function that turns a lesson's stored video into what the player may load. Call it
 * only after deciding the viewer may play the lesson. Today it signs a storage key (the answer is relative, joined to
 * qiNiuUrl like every stored file); the video issue replaces it with encrypted HLS and per-viewer keys. An absolute URL
 * (a third party's CDN) and anything that is not media pass through unchanged.
 */
export function mediaUrl(tenant: string, key: string, options: MediaUrlOptions): string {
  if (ABSOLUTE.test(key) || !isValidKey(key) || !isProtectedMedia(key)) return key
  const expires = expiryFor(options.now ?? Math.floor(Date.now() / 1000))
  return `${key}?e=${expires}&s=${mediaSignature(tenant, key, expires)}`
}

export type MediaGrant = { ok: true; expires: number } | { ok: false }

/** Whether a request's `e` and `s` open `key` on this tenant now: unsigned, expired, tampered or foreign all fail alike. */
export function checkMediaGrant(tenant: string, key: string, query: URLSearchParams, nowSeconds: number): MediaGrant {
  const e = query.get('e') ?? ''
  const s = query.get('s') ?? ''
  if (!/^\d{1,12}$/.test(e) || !/^[A-Za-z0-9_-]{43}$/.test(s)) return { ok: false }
  const expires = Number(e)
  // A signature never lives longer than the API mints it for, even one made with the secret by mistake.
  if (expires < nowSeconds || expires > nowSeconds + MAX_LIFETIME_SECONDS) return { ok: false }
  const want = Buffer.from(mediaSignature(tenant, key, expires))
  const got = Buffer.from(s)
  return got.length === want.length && timingSafeEqual(got, want) ? { ok: true, expires } : { ok: false }
}

/**
 * An HLS playlist as served at a signed URL: every relative URI it names (segments, the init map, variant playlists, key
 * files) gets a signature of its own with the playlist's expiry, so the player can fetch what the playlist lists and
 * nothing else. Absolute URIs are left as written.
 */
export function signPlaylist(text: string, tenant: string, playlistKey: string, expires: number): string {
  const folder = playlistKey.slice(0, playlistKey.lastIndexOf('/') + 1)
  const sign = (uri: string) => {
    if (!uri || ABSOLUTE.test(uri) || uri.startsWith('/') || /[?#]/.test(uri)) return uri
    const key = path.posix.normalize(folder + uri)
    if (!isValidKey(key) || !isProtectedMedia(key)) return uri
    return `${uri}?e=${expires}&s=${mediaSignature(tenant, key, expires)}`
  }
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim()
      if (!trimmed) return line
      if (trimmed.startsWith('#')) return line.replace(/URI="([^"]*)"/g, (_m, uri: string) => `URI="${sign(uri)}"`)
      return sign(trimmed)
    })
    .join('\n')
}
