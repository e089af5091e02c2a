'use client'
// The client side of React Query: a browser-wide QueryClient, and a fresh one for each server render of client components.
import { isServer, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { onSessionChange } from './session'
import { readStorage, STORAGE_KEYS } from './storage-keys'

let browserQueryClient: QueryClient | undefined

export function getQueryClient(): QueryClient {
  // Sharing a client between server requests would leak one user's data into another's page.
  if (isServer) return makeQueryClient()
  // Not useState: React may discard state when the first render suspends, and the cache must survive that.
  if (!browserQueryClient) {
    browserQueryClient = makeQueryClient()
    followAccount(browserQueryClient)
  }
  return browserQueryClient
}

/** Whose data the cache may hold: the login type and user id, '' for a visitor. */
function storedAccount(): string {
  const id = readStorage(STORAGE_KEYS.userId)
  return id ? `${readStorage(STORAGE_KEYS.logintype) ?? ''}:${id}` : ''
}

/**
 * Query keys carry no user id (the server's prefetch builds the same keys), so one account's data goes when the account
 * does — a sign-in, a sign-out, another tab's — before the page renders the new session: every query is reset (answers
 * in flight cancelled, views shown loading, never the last account's data) and those on screen load again for a new
 * account. After a sign-out nothing is refetched: there is nobody to load it for (and this tab's sign-out is leaving).
 */
function followAccount(client: QueryClient): void {
  let account = storedAccount()
  onSessionChange(() => {
    const now = storedAccount()
    if (now === account) return
    account = now
    if (now) void client.resetQueries()
    else for (const query of client.getQueryCache().getAll()) query.reset()
  })
}

/** Mount once, in the root layout, around everything that uses queries. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
}
