'use client'
// The session a signed-in page's server render shows. The browser's session lives in localStorage (docs/spec.md §3),
// which the server cannot read, so until hydration ends <SessionProvider> knows nobody; a page the server prefetched
// (lib/pages/prefetch.tsx) seeds the same context with the profile it read, so its first HTML already holds the
// visitor's data. From the first client render on, the stored session decides, as everywhere else.
import { useContext, useMemo, type ReactNode } from 'react'
import type { UserBasicInfo } from '@/lib/contract/schemas/account'
import { SessionContext, type Session, type SessionValue } from './session'

/** The session the login result would have stored for this profile (lib/auth/accounts.ts loginResult). */
function sessionOf(viewer: UserBasicInfo): Session {
  const personal = viewer.kind === 'user'
  return {
    userId: viewer.userId,
    userName: viewer.nickname,
    userLogo: viewer.userLogo,
    isThirdHeadImg: viewer.isThirdHeadImg,
    phoneNumber: viewer.phoneNumber,
    frontCompanyId: personal ? null : viewer.userId,
    personal,
    loginType: personal ? 1 : 2,
  }
}

export function ServerSession({ viewer, children }: { viewer: UserBasicInfo | null; children: ReactNode }) {
  const outer = useContext(SessionContext)
  const value = useMemo<SessionValue | null>(() => {
    if (!outer || outer.ready || !viewer) return outer
    return { ...outer, session: sessionOf(viewer), ready: true }
  }, [outer, viewer])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
