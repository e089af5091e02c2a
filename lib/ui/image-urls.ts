// Client-safe URL builders for stored images (docs/spec.md §3 "Avatar display", §9 logo size).

const LOGO_VIEW = 'imageView2/1/w/303/h/160/q/100'
const AVATAR_VIEW = 'imageView2/1/w/100/h/100/q/100'

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

function join(base: string, key: string): string {
  if (!base) return key
  return `${base.replace(/\/+$/, '')}/${key.replace(/^\/+/, '')}`
}

function withView(url: string, view: string): string {
  if (url.includes('imageView2/')) return url
  return `${url}${url.includes('?') ? '&' : '?'}${view}`
}

/** A stored path as a URL with the thumbnail suffix; foreign absolute URLs are left alone. */
export function storageImageUrl(qiNiuUrl: string, path: string | null | undefined, view: string): string {
  const value = (path ?? '').trim()
  if (!value) return ''
  if (qiNiuUrl && value.startsWith(qiNiuUrl)) return withView(value, view)
  if (ABSOLUTE.test(value)) {
    // Only our own bucket understands imageView2; other hosts would ignore or reject it.
    return value
  }
  return withView(join(qiNiuUrl, value), view)
}

/** Tenant logo: `${qiNiuUrl}${path}?imageView2/1/w/303/h/160/q/100`. */
export function logoUrl(qiNiuUrl: string, path: string | null | undefined): string {
  return storageImageUrl(qiNiuUrl, path, LOGO_VIEW)
}

/** User avatar: 100×100 at quality 100, or a third-party avatar URL untouched. */
export function avatarUrl(
  qiNiuUrl: string,
  path: string | null | undefined,
  isThird?: boolean | number | null,
): string {
  if (isThird) return (path ?? '').trim()
  return storageImageUrl(qiNiuUrl, path, AVATAR_VIEW)
}

/** A stored file (a lesson's video) as a URL: a key joins the storage base; absolute URLs are used as they are. */
export function storageFileUrl(qiNiuUrl: string, path: string | null | undefined): string {
  const value = (path ?? '').trim()
  if (!value || ABSOLUTE.test(value)) return value
  return join(qiNiuUrl, value)
}
