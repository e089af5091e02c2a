// The desktop login popup's state as a tiny store, so any component can ask for a login without prop drilling.
import { useSyncExternalStore } from 'react'
import { safeRedirect, type LoginTab } from '@/lib/routes'

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
