/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query'
import { getQueryClient } from '@/lib/client/query'
import { getServerQueryClient } from './server'

describe('server query clients', () => {
  it('getQueryClient makes a fresh client per call on the server', () => {
    const a = getQueryClient()
    expect(a).toBeInstanceOf(QueryClient)
    expect(getQueryClient()).not.toBe(a)
  })

  it('getServerQueryClient makes a QueryClient with the shared defaults', () => {
    const client = getServerQueryClient()
    expect(client).toBeInstanceOf(QueryClient)
    expect(client.getDefaultOptions().queries?.staleTime).toBe(60_000)
  })
})
