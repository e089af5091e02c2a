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

/**
 * base64url HMAC-SHA256 over tenant, key, expiry and — for HLS, whose key URL must know who plays — the viewer binding
 * (newline-separated: none of them can hold a newline).
 */
export function mediaSignature(tenant: string, key: string, expires: number, binding = ''): string {
  const text = `${tenant}\n${key}\n${expires}${binding ? `\n${binding}` : ''}`
  return createHmac('sha256', signingKey()).update(text).digest('base64url')
}

/** Who will play the file: encrypted HLS binds its key URL to the viewer and the lesson. */
export interface MediaViewer {
  kind: 'visitor' | 'user' | 'company'
  accountId?: number
}

export interface MediaUrlOptions {
  viewer: MediaViewer
  /** The lesson played: with the viewer, what the key route checks before it answers a key. */
  lessonId?: number
  /** Unix seconds; the clock by default. */
  now?: number
}

/** `u12-45`: user 12 plays lesson 45 (`c` a company, `v` a visitor, 0 without an account). */
function viewerBinding(viewer: MediaViewer, lessonId: number): string {
  const kind = viewer.kind === 'user' ? 'u' : viewer.kind === 'company' ? 'c' : 'v'
  return `${kind}${viewer.accountId ?? 0}-${lessonId}`
}

const BINDING = /^([ucv])(\d{1,10})-(\d{1,10})$/

export function parseViewerBinding(
  binding: string,
): { kind: MediaViewer['kind']; accountId: number; lessonId: number } | null {
  const m = BINDING.exec(binding)
  if (!m) return null
  const kind = m[1] === 'u' ? 'user' : m[1] === 'c' ? 'company' : 'visitor'
  return { kind, accountId: Number(m[2]), lessonId: Number(m[3]) }
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
  if (isPlaylist(key) && options.lessonId !== undefined) {
    const v = viewerBinding(options.viewer, options.lessonId)
    return `${key}?e=${expires}&v=${v}&s=${mediaSignature(tenant, key, expires, v)}`
  }
  return `${key}?e=${expires}&s=${mediaSignature(tenant, key, expires)}`
}

/** `binding`: the viewer and lesson the URL was made for (`v=`), '' for URLs without one. */
export type MediaGrant = { ok: true; expires: number; binding: string } | { ok: false }

/** Whether a request's `e` and `s` open `key` on this tenant now: unsigned, expired, tampered or foreign all fail alike. */
export function checkMediaGrant(tenant: string, key: string, query: URLSearchParams, nowSeconds: number): MediaGrant {
  const e = query.get('e') ?? ''
  const s = query.get('s') ?? ''
  const v = query.get('v') ?? ''
  if (!/^\d{1,12}$/.test(e) || !/^[A-Za-z0-9_-]{43}$/.test(s)) return { ok: false }
  if (v !== '' && !BINDING.test(v)) return { ok: false }
  const expires = Number(e)
  // A signature never lives longer than the API mints it for, even one made with the secret by mistake.
  if (expires < nowSeconds || expires > nowSeconds + MAX_LIFETIME_SECONDS) return { ok: false }
  const want = Buffer.from(mediaSignature(tenant, key, expires, v))
  const got = Buffer.from(s)
  return got.length === want.length && timingSafeEqual(got, want) ? { ok: true, expires, binding: v } : { ok: false }
}

/** How long a key URL in a served playlist opens the key: the player asks for it right after the playlist. */
const KEY_URL_SECONDS = 10 * 60

/**
 * The key route's URL for a ladder (`prefix`: its folder) and a viewer binding, signed like a media URL over a key of its
 * own (`{prefix}qh-hls-key`) and valid minutes: a playlist is fetched again, with a fresh one, whenever it is needed.
 */
export function hlsKeyUrl(
  tenant: string,
  prefix: string,
  binding: string,
  nowSeconds: number,
  notAfter: number,
): string {
  const expires = Math.min(nowSeconds + KEY_URL_SECONDS, notAfter)
  const signature = mediaSignature(tenant, `${prefix}${HLS_KEY_MARKER}`, expires, binding)
  const query = new URLSearchParams({ p: prefix, v: binding, e: String(expires), s: signature })
  return `/api/services/app/LessonVideo/GetHlsKey?${query}`
}

/** What a transcoded playlist names as its key (lib/services/video-transcode.ts): replaced by the key route's URL. */
export const HLS_KEY_MARKER = 'qh-hls-key'

/**
 * An HLS playlist as served at a signed URL: every relative URI it names (segments, the init map, variant playlists, key
 * files) gets a signature of its own with the playlist's expiry and viewer binding, so the player can fetch what the
 * playlist lists and nothing else. The key marker becomes `keyUrl(binding)` — the key route's URL for this viewer —
 * or stays as written (and answers nothing) when the playlist was opened without a binding. Absolute URIs are kept.
 */
export function signPlaylist(
  text: string,
  tenant: string,
  playlistKey: string,
  grant: { expires: number; binding: string },
  keyUrl?: (binding: string) => string,
): string {
  const { expires, binding } = grant
  const folder = playlistKey.slice(0, playlistKey.lastIndexOf('/') + 1)
  const sign = (uri: string) => {
    if (uri === HLS_KEY_MARKER) return binding && keyUrl ? keyUrl(binding) : uri
    if (!uri || ABSOLUTE.test(uri) || uri.startsWith('/') || /[?#]/.test(uri)) return uri
    const key = path.posix.normalize(folder + uri)
    if (!isValidKey(key) || !isProtectedMedia(key)) return uri
    const v = binding ? `&v=${binding}` : ''
    return `${uri}?e=${expires}${v}&s=${mediaSignature(tenant, key, expires, binding)}`
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
