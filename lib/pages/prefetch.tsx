// Signed-in pages arrive filled: the server calls what the first screen needs as the visitor (lib/api/page-call.ts),
// puts each answer under the key the browser's query uses (lib/contract/api-key.ts) and hands them over with
// <HydrationBoundary> — no spinner first, no second round trip. The visitor's profile comes along as the session the
// server render shows (the browser's own session is in localStorage, which a server cannot read).
import 'server-only'
import { dehydrate, HydrationBoundary } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ApiInput, MethodName, MethodsWithVerb, ServiceName } from '@/lib/api/method-types'
import { callForPage } from '@/lib/api/page-call'
import { apiKey, type ApiKey } from '@/lib/contract/api-key'
import type { UserBasicInfo } from '@/lib/contract/schemas/account'
import { getServerQueryClient } from '@/lib/query/server'
import { ServerSession } from '@/lib/client/server-session'

export interface PagePrefetch {
  key: ApiKey
  run: () => Promise<unknown>
}

/** One GET the page's first screen makes, with the same input the browser's query passes. */
export function prefetch<S extends ServiceName, M extends MethodsWithVerb<S, 'GET'> & MethodName<S>>(
  service: S,
  method: M,
  input?: ApiInput<S, M>,
): PagePrefetch {
  return { key: apiKey(service, method, input), run: () => callForPage(service, method, input) }
}

/**
 * Runs the page's prefetches for a signed-in visitor (the profile first: without a session there is nothing to
 * prefetch, and a visitor's page renders as before). A refused call is left to the browser, which shows why.
 */
export async function Prefetched({ calls, children }: { calls: PagePrefetch[]; children: ReactNode }) {
  const client = getServerQueryClient()
  const profile = prefetch('FrontUser', 'GetUserBasicInfo')
  const viewer = (await profile.run()) as UserBasicInfo | null
  if (viewer) {
    client.setQueryData(profile.key, viewer)
    const answers = await Promise.all(calls.map((call) => call.run()))
    calls.forEach((call, i) => {
      if (answers[i] !== null) client.setQueryData(call.key, answers[i])
    })
  }
  return (
    <ServerSession viewer={viewer}>
      <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>
    </ServerSession>
  )
}
