/** @jest-environment node */
// Lesson media addresses: which keys need a signature, the rounded expiry, what a signature opens, and playlists whose
// segments are signed in turn.
import {
  checkMediaGrant,
  expiryFor,
  isProtectedMedia,
  mediaSignature,
  mediaUrl,
  SIGNATURE_WINDOW_SECONDS,
  signPlaylist,
} from './media-url'

const viewer = { kind: 'visitor' as const }
const W = SIGNATURE_WINDOW_SECONDS
const NOW = 1_750_000_000
const query = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1))

it('protects video, audio and streaming files by their key; pictures and documents stay public', () => {
  for (const key of [
    'demo/media/a.mp4',
    'demo/media/hls/index.m3u8',
    'demo/media/hls/seg-1.m4s',
    'x/a.TS',
    'x/a.mp3',
    'x/k.key',
  ]) {
    expect(isProtectedMedia(key)).toBe(true)
  }
  for (const key of ['demo/covers/a.png', 'tenants/demo/logo.jpg', 'x/a.webp', 'x/doc.pdf', 'x/mp4.png']) {
    expect(isProtectedMedia(key)).toBe(false)
  }
})

it('signs a media key for 3 to 6 hours, with one address per 3-hour window', () => {
  const url = mediaUrl('demo', 'demo/media/a.mp4', { viewer, now: NOW })
  expect(url).toMatch(/^demo\/media\/a\.mp4\?e=\d+&s=[\w-]{43}$/)
  const e = Number(query(url).get('e'))
  expect(e - NOW).toBeGreaterThan(W)
  expect(e - NOW).toBeLessThanOrEqual(2 * W)
  const windowStart = Math.floor(NOW / W) * W
  expect(mediaUrl('demo', 'demo/media/a.mp4', { viewer, now: windowStart })).toBe(url)
  expect(mediaUrl('demo', 'demo/media/a.mp4', { viewer, now: windowStart + W - 1 })).toBe(url)
  expect(mediaUrl('demo', 'demo/media/a.mp4', { viewer, now: windowStart + W })).not.toBe(url)
  expect(expiryFor(windowStart)).toBe(windowStart + 2 * W)
})

it('leaves pictures, absolute URLs and non-keys as they are', () => {
  for (const value of [
    'demo/covers/a.png',
    'https://cdn.example.com/v/a.mp4',
    '//cdn.example.com/a.mp4',
    '../a.mp4',
    'a.mp4?x=1',
  ]) {
    expect(mediaUrl('demo', value, { viewer, now: NOW })).toBe(value)
  }
})

it('opens the signed key on its tenant until it expires, and nothing else', () => {
  const key = 'demo/media/a.mp4'
  const q = query(mediaUrl('demo', key, { viewer, now: NOW }))
  const e = Number(q.get('e'))
  expect(checkMediaGrant('demo', key, q, NOW)).toEqual({ ok: true, expires: e })
  expect(checkMediaGrant('demo', key, q, e)).toEqual({ ok: true, expires: e })
  expect(checkMediaGrant('demo', key, q, e + 1)).toEqual({ ok: false })
  expect(checkMediaGrant('acme', key, q, NOW)).toEqual({ ok: false })
  expect(checkMediaGrant('demo', 'demo/media/b.mp4', q, NOW)).toEqual({ ok: false })
  expect(checkMediaGrant('demo', key, new URLSearchParams(), NOW)).toEqual({ ok: false })
  expect(checkMediaGrant('demo', key, new URLSearchParams({ e: String(e + 1), s: q.get('s')! }), NOW)).toEqual({
    ok: false,
  })
  // A valid signature for an expiry further out than the API ever mints is refused all the same.
  const far = NOW + 30 * 24 * 3600
  expect(
    checkMediaGrant('demo', key, new URLSearchParams({ e: String(far), s: mediaSignature('demo', key, far) }), NOW),
  ).toEqual({ ok: false })
})

it('signs every relative URI of a playlist with its own key and the playlist’s expiry; absolute ones stay', () => {
  const text = [
    '#EXTM3U',
    '#EXT-X-MAP:URI="init.mp4"',
    '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example.com/k"',
    '#EXTINF:4.0,',
    'segment-00.m4s',
    '#EXTINF:4.0,',
    '../other/segment-01.m4s',
    'https://cdn.example.com/segment-02.m4s',
    '/storage/demo/media/abs.m4s',
    '',
  ].join('\r\n')
  const e = expiryFor(NOW)
  const out = signPlaylist(text, 'demo', 'demo/media/hls/index.m3u8', e).split('\n')
  const sig = (key: string) => `?e=${e}&s=${mediaSignature('demo', key, e)}`
  expect(out).toEqual([
    '#EXTM3U',
    `#EXT-X-MAP:URI="init.mp4${sig('demo/media/hls/init.mp4')}"`,
    '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example.com/k"',
    '#EXTINF:4.0,',
    `segment-00.m4s${sig('demo/media/hls/segment-00.m4s')}`,
    '#EXTINF:4.0,',
    `../other/segment-01.m4s${sig('demo/media/other/segment-01.m4s')}`,
    'https://cdn.example.com/segment-02.m4s',
    '/storage/demo/media/abs.m4s',
    '',
  ])
})
