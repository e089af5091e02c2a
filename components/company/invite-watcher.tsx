'use client'
// Decides when the invitation popup opens (docs/spec.md §4): after a login, on the home page for signed-in individuals, on any
// route with ?Detection=1, and on the phone's personal pages. Loaded only for a signed-in individual (InviteWatcherHost
// in the providers), so visitors' pages carry none of it; the popup itself loads only when there is something to show.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { api } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import type { CompanyInvitation } from '@/lib/contract/schemas/company'
import { publicPathname } from '@/lib/proxy/public-path'

const InvitePopup = lazy(() => import('./invite-popup').then((m) => ({ default: m.InvitePopup })))

/** The home page, and the personal pages a phone opens from the tab bar. */
const TRIGGER_PATHS = ['/', '/mine', '/account', '/Business']
/** Invitations already shown in this visit (the tab's session): never shown twice. */
const SHOWN_KEY = 'invitesShown'

function shownIds(): number[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []
  } catch {
    return []
  }
}

function markShown(ids: number[]): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...new Set([...shownIds(), ...ids])]))
  } catch {
    // private mode without storage: the popup may show again in this visit, nothing worse
  }
}

/** `force`: the learner asked (/Business), so invitations shown earlier in this visit count too. */
async function unseenInvitations(force: boolean): Promise<CompanyInvitation[]> {
  if (!(await api.post.CompanyInviteUser.CheckCompanyInviteByUser({}, { inline: true }))) return []
  const seen = new Set(force ? [] : shownIds())
  const invitations = await api.get.CompanyInviteUser.GetCompanyInviteByUser(undefined, { inline: true })
  return invitations.filter((i) => !seen.has(i.id))
}

/** Opens the popup on request, e.g. from /Business's 处理待接受的邀请. */
const INVITES_CHECK_EVENT = 'invites-check'
export function openInvitations(): void {
  window.dispatchEvent(new Event(INVITES_CHECK_EVENT))
}

/** `signedInHere`: this page saw the visitor sign in (docs/spec.md §4: check after a login, wherever it happened). */
export default function InviteWatcher({ signedInHere }: { signedInHere: boolean }) {
  const { session } = useSession()
  const pathname = publicPathname(usePathname())
  const [invites, setInvites] = useState<CompanyInvitation[] | null>(null)
  const loginPending = useRef(signedInHere)
  const userId = session?.personal ? session.userId : null
  const close = useCallback(() => setInvites(null), [])

  const stale = useRef(false)
  const check = useCallback((force: boolean) => {
    stale.current = false
    unseenInvitations(force)
      .then((list) => {
        if (stale.current || list.length === 0) return
        markShown(list.map((i) => i.id))
        setInvites(list)
      })
      .catch(() => undefined) // a failed check opens nothing; the next occasion asks again
  }, [])

  useEffect(() => {
    if (userId === null) return
    const justSignedIn = loginPending.current
    loginPending.current = false
    const detection = new URLSearchParams(window.location.search).get('Detection') === '1'
    if (!justSignedIn && !detection && !TRIGGER_PATHS.includes(pathname)) return
    check(false)
    return () => {
      stale.current = true
    }
  }, [userId, pathname, check])

  useEffect(() => {
    if (!userId) return
    const onAsk = () => check(true)
    window.addEventListener(INVITES_CHECK_EVENT, onAsk)
    return () => window.removeEventListener(INVITES_CHECK_EVENT, onAsk)
  }, [userId, check])

  if (!invites) return null
  return (
    <Suspense fallback={null}>
      <InvitePopup invites={invites} onClose={close} />
    </Suspense>
  )
}
