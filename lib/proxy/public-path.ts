// The browser's path without the internal /{tenant}/{device} prefix, whichever one a hook reports.
const INTERNAL = /^\/[a-z0-9-]+\/(desktop|mobile)(?=\/|$)/

export function publicPathname(pathname: string | null | undefined): string {
  if (!pathname) return '/'
  return pathname.replace(INTERNAL, '') || '/'
}
