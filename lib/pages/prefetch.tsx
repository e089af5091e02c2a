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
import type { PageModel } from './page-model'

export interface PagePrefetch {
  key: ApiKey
  /** The method's answer, or undefined when it refused this visitor. */
  run: () => Promise<unknown>
}

/** One GET the page's first screen makes, with the same input the browser's query passes (lib/query/page-inputs.ts). */
export function prefetch<S extends ServiceName, M extends MethodsWithVerb<S, 'GET'> & MethodName<S>>(
  service: S,
  method: M,
  input?: ApiInput<S, M>,
): PagePrefetch {
  return { key: apiKey(service, method, input), run: () => callForPage(service, method, input) }
}

const PROFILE = prefetch('FrontUser', 'GetUserBasicInfo')

/**
 * Runs the page's prefetches for a signed-in visitor (the profile first: without a session there is nothing to
 * prefetch, and a visitor's page renders as before). A refused call is left to the browser, which shows why.
 */
async function Prefetched({ calls, children }: { calls: PagePrefetch[]; children: ReactNode }) {
  const client = getServerQueryClient()
  const viewer = (await PROFILE.run()) as UserBasicInfo | undefined
  if (viewer) {
    client.setQueryData(PROFILE.key, viewer)
    const answers = await Promise.all(calls.map((call) => call.run()))
    calls.forEach((call, i) => {
      // undefined is a refusal; null is an answer (React Query stores it, and the view shows "none yet").
      if (answers[i] !== undefined) client.setQueryData(call.key, answers[i])
    })
  }
  return (
    <ServerSession viewer={viewer ?? null}>
      <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>
    </ServerSession>
  )
}

/**
 * A signed-in page whose view arrives filled: the model's `prefetch` names the GETs of its first screen, once for both
 * devices, and each device's view renders inside <Prefetched calls={model.prefetch}>. Public pages never use it, so
 * they stay cached and session-free.
 */
export function prefetchedPage<Props, Model extends { prefetch: PagePrefetch[] }>(
  page: PageModel<Props, Model>,
): PageModel<Props, Model> {
  return {
    ...page,
    view: (render) => page.view(async (model) => <Prefetched calls={model.prefetch}>{await render(model)}</Prefetched>),
  }
}
