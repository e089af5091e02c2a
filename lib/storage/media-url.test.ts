/** @jest-environment node */
// Lesson media addresses: which keys need a signature, the rounded expiry, what a signature opens, and playlists whose
// segments are signed in turn.
import {
  checkMediaGrant,
  expiryFor,
  isProtectedMedia,
  mediaSignature,
  mediaUrl,
  parseViewerBinding,
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
  expect(checkMediaGrant('demo', key, q, NOW)).toEqual({ ok: true, expires: e, binding: '' })
  expect(checkMediaGrant('demo', key, q, e)).toEqual({ ok: true, expires: e, binding: '' })
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
  const out = signPlaylist(text, 'demo', 'demo/media/hls/index.m3u8', { expires: e, binding: '' }).split('\n')
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

describe('encrypted HLS: addresses bound to a viewer and a lesson', () => {
  const learner = { kind: 'user' as const, accountId: 12 }

  it('signs a lesson playlist for its viewer: another binding, or none, opens nothing', () => {
    const url = mediaUrl('demo', 'tenants/demo/console/hls/3-ab/master.m3u8', {
      viewer: learner,
      lessonId: 45,
      now: NOW,
    })
    expect(url).toMatch(/^tenants\/demo\/console\/hls\/3-ab\/master\.m3u8\?e=\d+&v=u12-45&s=[\w-]{43}$/)
    const q = query(url)
    const key = 'tenants/demo/console/hls/3-ab/master.m3u8'
    expect(checkMediaGrant('demo', key, q, NOW)).toEqual({ ok: true, expires: Number(q.get('e')), binding: 'u12-45' })
    for (const v of ['u13-45', 'u12-46', 'v0-45', '']) {
      const forged = new URLSearchParams(q)
      forged.set('v', v)
      expect(checkMediaGrant('demo', key, forged, NOW)).toEqual({ ok: false })
    }
    // An MP4 needs no key: its address stays as before.
    expect(mediaUrl('demo', 'demo/media/a.mp4', { viewer: learner, lessonId: 45, now: NOW })).not.toContain('v=')
  })

  it('reads a binding back, and nothing else', () => {
    expect(parseViewerBinding('u12-45')).toEqual({ kind: 'user', accountId: 12, lessonId: 45 })
    expect(parseViewerBinding('v0-7')).toEqual({ kind: 'visitor', accountId: 0, lessonId: 7 })
    for (const bad of ['', 'x1-2', 'u12', 'u-1-2', 'u1-2-3', 'u12345678901-1'])
      expect(parseViewerBinding(bad)).toBeNull()
  })

  it('carries the binding to every file a playlist names, and puts the key route in place of the key marker', () => {
    const text = ['#EXTM3U', '#EXT-X-KEY:METHOD=AES-128,URI="qh-hls-key",IV=0x00', '#EXTINF:6.0,', 'seg-000.ts'].join(
      '\n',
    )
    const e = expiryFor(NOW)
    const grant = { expires: e, binding: 'u12-45' }
    const keyUrl = (binding: string) => `/key?for=${binding}`
    const out = signPlaylist(text, 'demo', 'p/360p/index.m3u8', grant, keyUrl).split('\n')
    expect(out[1]).toBe('#EXT-X-KEY:METHOD=AES-128,URI="/key?for=u12-45",IV=0x00')
    expect(out[3]).toBe(`seg-000.ts?e=${e}&v=u12-45&s=${mediaSignature('demo', 'p/360p/seg-000.ts', e, 'u12-45')}`)
    // Opened without a binding (an old address), the marker stays as written: it names no file and no key.
    const plain = signPlaylist(text, 'demo', 'p/360p/index.m3u8', { expires: e, binding: '' }, keyUrl).split('\n')
    expect(plain[1]).toBe('#EXT-X-KEY:METHOD=AES-128,URI="qh-hls-key",IV=0x00')
  })
})
