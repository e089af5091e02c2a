'use client'
// The client side of React Query: a browser-wide QueryClient, and a fresh one for each server render of client components.
import { isServer, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { makeQueryClient } from '@/lib/query/make-query-client'

export { makeQueryClient }

let browserQueryClient: QueryClient | undefined

export function getQueryClient(): QueryClient {
  // Sharing a client between server requests would leak one user's data into another's page.
  if (isServer) return makeQueryClient()
  // Not useState: React may discard state when the first render suspends, and the cache must survive that.
  browserQueryClient ??= makeQueryClient()
  return browserQueryClient
}

/** Mount once, in the root layout, around everything that uses queries. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
}
