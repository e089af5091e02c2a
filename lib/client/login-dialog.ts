// The desktop login popup's state as a tiny store, so any component can ask for a login without prop drilling.
import { useSyncExternalStore } from 'react'

export type LoginTab = 'personal' | 'company'

export interface LoginDialogState {
  open: boolean
  tab: LoginTab
  /** Same-site path to visit after a successful login, or null to stay on the page. */
  then: string | null
}

export interface OpenLoginOptions {
  tab?: LoginTab
  then?: string
}

const CLOSED: LoginDialogState = { open: false, tab: 'personal', then: null }
let state: LoginDialogState = CLOSED
const listeners = new Set<() => void>()

function set(next: LoginDialogState): void {
  state = next
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getState = () => state
const getServerState = () => CLOSED

const BASE = 'http://same.site'
// The login pages themselves are no destination: after a login they would only ask again.
const LOGIN_PAGES = /^\/(?:login|loginEntrance)(?:[/?#]|$)/

/**
 * `value` as a path on this site (path, query and hash), or `fallback` when it is missing, points elsewhere
 * (`//host`, `/\host`, `https:`…) or is a login page: redirect parameters come from URLs anyone can craft.
 */
export function safeRedirect<F extends string | null>(value: unknown, fallback: F): string | F {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  return LOGIN_PAGES.test(path) ? fallback : path
}

export function openLogin(opts: OpenLoginOptions = {}): void {
  set({ open: true, tab: opts.tab ?? 'personal', then: safeRedirect(opts.then, null) })
}

export function closeLogin(): void {
  if (state.open) set(CLOSED)
}

export function useLoginDialog(): LoginDialogState & { openLogin: typeof openLogin; closeLogin: typeof closeLogin } {
  const current = useSyncExternalStore(subscribe, getState, getServerState)
  return { ...current, openLogin, closeLogin }
}
