'use client'
// Who is signed in, for client components: the httpOnly cookie is the credential, localStorage (docs/spec.md §3) the profile.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react'
import type { LoginResult } from '@/lib/contract/schemas/account'
import { clearOnLogout, LOGIN_TYPE, PERSONAL_FLAG, readStorage, STORAGE_KEYS, writeStorage } from './storage-keys'

export type LoginKind = 'user' | 'company'

export interface Session {
  userId: number
  userName: string
  userLogo: string
  isThirdHeadImg: boolean
  phoneNumber: string
  frontCompanyId: number | null
  /** PERSONAL = 1: an individual; false for a company account. */
  personal: boolean
  /** 1 individual, 2 company (docs/spec.md §4). */
  loginType: 1 | 2
}

export interface SessionValue {
  /** Null for visitors, and always null until `ready` (the server render knows nobody). */
  session: Session | null
  /** True once localStorage has been read on the client. */
  ready: boolean
  signIn: (result: LoginResult, kind: LoginKind) => void
  signOut: () => Promise<void>
  /** Re-reads the stored profile, for code that changed userName / userLogo in storage (docs/spec.md §4 "Profile changes"). */
  refresh: () => void
}

/** Set by the registration flows; a completed login ends that state (docs/spec.md §4 "Login popup"). */
const REGISTERING_LOGIN_KEY = 'registeringLogin'

/** Navigation, replaceable in tests (jsdom cannot navigate). */
export const sessionEffects = {
  navigate: (path: string) => window.location.assign(path),
}

const SESSION_KEYS = [
  STORAGE_KEYS.userId,
  STORAGE_KEYS.userName,
  STORAGE_KEYS.userLogo,
  STORAGE_KEYS.phonenumber,
  STORAGE_KEYS.frontCompanyId,
  STORAGE_KEYS.PERSONAL,
  STORAGE_KEYS.logintype,
] as const

const ABSOLUTE_URL = /^(?:https?:)?\/\//i

const listeners = new Set<() => void>()
/** The login result's isThirdHeadImg for this page life (not a docs/spec.md §3 key); after a reload it is inferred from the URL. */
let thirdHeadImg: { userId: number; value: boolean } | null = null

function emit(): void {
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab signing in or out changes this tab's session too.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/**
 * Calls `listener` whenever the stored session may have changed — a sign-in or sign-out here, or in another tab — in
 * the order subscribed, so one subscribed before the page's provider runs before the page renders the new session.
 */
export const onSessionChange = subscribe

/** A string snapshot, so useSyncExternalStore compares by value and re-renders only on a real change. */
function snapshot(): string {
  return JSON.stringify(SESSION_KEYS.map((key) => readStorage(key)))
}

const serverSnapshot = () => null
const noSubscription = () => () => {}

function parse(raw: string | null): Session | null {
  if (raw === null) return null
  const [userId, userName, userLogo, phone, companyId, personalFlag, loginType] = JSON.parse(raw) as Array<
    string | null
  >
  const id = Number(userId)
  if (!userId || !Number.isInteger(id) || id <= 0) return null
  const company = Number(companyId)
  const personal =
    personalFlag === PERSONAL_FLAG.company ? false : personalFlag === PERSONAL_FLAG.personal || !companyId
  const logo = userLogo ?? ''
  return {
    userId: id,
    userName: userName ?? '',
    userLogo: logo,
    isThirdHeadImg: thirdHeadImg?.userId === id ? thirdHeadImg.value : ABSOLUTE_URL.test(logo),
    phoneNumber: phone ?? '',
    frontCompanyId: companyId && Number.isInteger(company) && company > 0 ? company : null,
    personal,
    loginType: loginType === LOGIN_TYPE.company || (loginType === null && !personal) ? 2 : 1,
  }
}

function removeRaw(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Storage unavailable: there is no flag to clear.
  }
}

/** Stores a login result as docs/spec.md §3/§4 say; the access token stays in the httpOnly cookie and is never written. */
function storeLogin(result: LoginResult, kind: LoginKind): void {
  const personal = kind === 'user'
  writeStorage(STORAGE_KEYS.userName, result.userName ?? '')
  writeStorage(STORAGE_KEYS.userLogo, result.userLogo ?? '')
  writeStorage(STORAGE_KEYS.userId, String(result.userId))
  writeStorage(STORAGE_KEYS.phonenumber, result.phoneNumber ?? '')
  writeStorage(STORAGE_KEYS.frontCompanyId, result.frontCompanyId == null ? '' : String(result.frontCompanyId))
  writeStorage(STORAGE_KEYS.PERSONAL, personal ? PERSONAL_FLAG.personal : PERSONAL_FLAG.company)
  writeStorage(STORAGE_KEYS.logintype, personal ? LOGIN_TYPE.individual : LOGIN_TYPE.company)
  if (result.logoUrl) writeStorage(STORAGE_KEYS.logo, result.logoUrl)
  if (result.icoUrl) writeStorage(STORAGE_KEYS.favicon, result.icoUrl)
  removeRaw(REGISTERING_LOGIN_KEY)
  thirdHeadImg = { userId: result.userId, value: Boolean(result.isThirdHeadImg) }
  emit()
}

/**
 * Ends the session on the server (a failure there changes nothing here), clears storage, then reloads at `to` (home;
 * the login page after a password change, which the server has already ended every session for).
 */
export async function endSession(to = '/'): Promise<void> {
  try {
    // The client loads on demand: signing out is the only call here, and most visitors never make it.
    const { api } = await import('./api')
    await api.post.TokenAuth.Logout({}, { inline: true })
  } catch {
    // Already signed out, or offline: the local session is cleared regardless.
  }
  clearOnLogout()
  thirdHeadImg = null
  emit()
  sessionEffects.navigate(to)
}

/** Exported for <ServerSession> (lib/client/server-session.tsx), which seeds it during the server render. */
export const SessionContext = createContext<SessionValue | null>(null)

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const raw = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  // False during the server render and hydration, true from the first client render after it.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const value = useMemo<SessionValue>(
    () => ({ session: ready ? parse(raw) : null, ready, signIn: storeLogin, signOut: endSession, refresh: emit }),
    [raw, ready],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession() must be used inside <SessionProvider>')
  return value
}
