'use client'
// The signed-in account's unread message count for the header bell and the phone 我的 page. Tiny on purpose: it ships
// in every page's header, so no React Query; the HTTP client loads on the first call, and visitors never call.
import { useEffect, useState } from 'react'
import { apiGet } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { MESSAGE_API, MESSAGES_CHANGED_EVENT, type MessageSummary } from '@/lib/contract/message-rules'

/** Tells every bell on the page to count again (the message centre calls it after a read or a delete). */
export function announceMessagesChanged(): void {
  window.dispatchEvent(new Event(MESSAGES_CHANGED_EVENT))
}

/** null while unknown (visitor, not loaded yet, or the call failed); re-read on focus and on `messages-changed`. */
export function useUnreadMessages(): MessageSummary | null {
  const { session } = useSession()
  const signedIn = !!session
  const [summary, setSummary] = useState<MessageSummary | null>(null)

  useEffect(() => {
    if (!signedIn) return
    let live = true
    let seq = 0
    const load = () => {
      const mine = ++seq
      apiGet<MessageSummary>(MESSAGE_API.count, undefined, { inline: true })
        .then((s) => live && mine === seq && setSummary(s))
        .catch(() => {})
    }
    load()
    window.addEventListener('focus', load)
    window.addEventListener(MESSAGES_CHANGED_EVENT, load)
    return () => {
      live = false
      window.removeEventListener('focus', load)
      window.removeEventListener(MESSAGES_CHANGED_EVENT, load)
    }
  }, [signedIn, session?.userId, session?.loginType])

  return signedIn ? summary : null
}
