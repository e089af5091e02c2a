'use client'
// The signed-in account's unread message count for the header bell and the phone 我的 page. Tiny on purpose: it ships
// in every desktop page's header, so no React Query and no HTTP client library; visitors never call.
import { useEffect, useState } from 'react'
import { useSession } from '@/lib/client/session'
import { apiPath } from '@/lib/client/api'
import { MESSAGES_CHANGED_EVENT, type MessageSummary } from '@/lib/contract/message-rules'

/** Tells every bell on the page to count again (the message centre calls it after a read or a delete). */
export function announceMessagesChanged(): void {
  window.dispatchEvent(new Event(MESSAGES_CHANGED_EVENT))
}

/** The network, replaceable in tests. */
export const unreadEffects = {
  fetch: (url: string, init: RequestInit) => fetch(url, init),
}

/**
 * A plain GET, not the shared client: the count is a background read on every page, and the client's §8 policy for a
 * 401 (reload on course pages) would loop for ever on a course page whose session had expired. A failure shows no badge.
 */
async function readSummary(): Promise<MessageSummary | null> {
  try {
    const path = apiPath('MessageCenter', 'GetMessageCountByLogin')
    const res = await unreadEffects.fetch(`${path}?_t=${Date.now()}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    })
    const body = (await res.json()) as { success?: boolean; result?: MessageSummary }
    return body.success && body.result ? body.result : null
  } catch {
    return null
  }
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
      void readSummary().then((s) => live && mine === seq && setSummary(s))
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
