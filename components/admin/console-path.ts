// The console's own paths as the browser shows them (/admin/…), whatever a hook reports, and the way back after signing in.

/** The pathname without the internal /{tenant} prefix the proxy's rewrite adds (a hook may report either). */
export function consolePathname(pathname: string | null | undefined): string {
  if (!pathname) return '/admin'
  return pathname.replace(/^\/[a-z0-9-]+(?=\/admin(?:\/|$))/, '')
}

/**
 * Where to go after signing in: a console page of this site, else 概览. `next` comes from the address bar, so anything
 * that could leave the site (`//host`, `/\host`), the sign-in page itself or the console's API falls back to /admin.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next)) return '/admin'
  if (/[\\\s]|\/\//.test(next) || /^\/admin\/(?:login|api)(?:[/?#]|$)/.test(next)) return '/admin'
  return next
}
