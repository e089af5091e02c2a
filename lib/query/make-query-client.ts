// The one QueryClient recipe, shared by the server (per request) and the browser (singleton); no 'use client' so both can import it.
import { defaultShouldDehydrateQuery, isServer, QueryClient } from '@tanstack/react-query'
import { ApiClientError } from '@/lib/contract/api-client-error'

export const QUERY_STALE_TIME_MS = 60_000
export const MAX_QUERY_RETRIES = 3

/**
 * Retry only what may succeed next time. A 4xx refusal will not change, an error the HTTP client already acted on
 * (redirect, reload) is moot, and a timeout already cost 30 s. On the server a retry would only delay the page.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isServer || failureCount >= MAX_QUERY_RETRIES) return false
  if (error instanceof ApiClientError) {
    if (error.isClientError || error.kind === 'timeout') return false
    if (error.action !== null && error.action !== 'inline') return false
  }
  return true
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Above 0 so data prefetched on the server is not refetched the moment the client hydrates.
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
      },
      dehydrate: {
        // Pending queries are streamed too: the server can start a prefetch without awaiting it.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
        // Next.js already redacts server errors in production; let its messages through.
        shouldRedactErrors: () => false,
      },
    },
  })
}
