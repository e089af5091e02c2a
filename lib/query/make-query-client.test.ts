/** @jest-environment jsdom */
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { ApiClientError, type ApiFailureKind } from '@/lib/contract/api-client-error'
import type { ErrorAction } from '@/lib/client/error-policy'
import { makeQueryClient, MAX_QUERY_RETRIES, QUERY_STALE_TIME_MS, shouldRetryQuery } from './make-query-client'

function apiError(status: number, kind: ApiFailureKind = 'api', action: ErrorAction['kind'] | null = 'inline') {
  const error = new ApiClientError({ kind, code: status, message: 'x', status })
  error.action = action
  return error
}

describe('shouldRetryQuery', () => {
  it.each<[string, unknown, boolean]>([
    ['400 validation', apiError(400), false],
    ['404 inline', apiError(404), false],
    ['409 conflict', apiError(409), false],
    ['429 rate limit', apiError(429), false],
    ['401 signed out', apiError(401, 'api', 'signed-out'), false],
    ['500 that navigated to /500', apiError(500, 'api', 'navigate'), false],
    ['500 inline', apiError(500), true],
    ['502 broken response', apiError(502, 'bad-response'), true],
    ['network failure', apiError(0, 'network'), true],
    ['timeout', apiError(0, 'timeout'), false],
    ['not yet decided', apiError(503, 'api', null), true],
    ['plain Error', new Error('boom'), true],
  ])('%s → %p', (_name, error, expected) => {
    expect(shouldRetryQuery(0, error)).toBe(expected)
  })

  it(`stops after ${MAX_QUERY_RETRIES} failures`, () => {
    const error = apiError(0, 'network')
    expect(shouldRetryQuery(MAX_QUERY_RETRIES - 1, error)).toBe(true)
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, error)).toBe(false)
  })
})

describe('makeQueryClient', () => {
  it('returns a new client each time, with a 60 s stale time and the retry policy', () => {
    const a = makeQueryClient()
    expect(a).toBeInstanceOf(QueryClient)
    expect(makeQueryClient()).not.toBe(a)
    const defaults = a.getDefaultOptions().queries
    expect(defaults?.staleTime).toBe(QUERY_STALE_TIME_MS)
    expect(QUERY_STALE_TIME_MS).toBe(60_000)
    expect(defaults?.retry).toBe(shouldRetryQuery)
  })

  it('does not retry a 4xx query, and retries a network failure', async () => {
    const client = makeQueryClient()
    const refused = jest.fn(async () => {
      throw apiError(400)
    })
    await expect(client.fetchQuery({ queryKey: ['refused'], queryFn: refused, retryDelay: 0 })).rejects.toBeInstanceOf(
      ApiClientError,
    )
    expect(refused).toHaveBeenCalledTimes(1)

    let calls = 0
    const flaky = jest.fn(async () => {
      calls += 1
      if (calls < 3) throw apiError(0, 'network')
      return 'ok'
    })
    await expect(client.fetchQuery({ queryKey: ['flaky'], queryFn: flaky, retryDelay: 0 })).resolves.toBe('ok')
    expect(flaky).toHaveBeenCalledTimes(3)
  })

  it('dehydrates pending queries as well as successful ones', async () => {
    const client = makeQueryClient()
    await client.prefetchQuery({ queryKey: ['done'], queryFn: async () => 1 })
    void client.prefetchQuery({ queryKey: ['pending'], queryFn: () => new Promise<number>(() => {}) })
    const keys = dehydrate(client).queries.map((q) => q.queryKey)
    expect(keys).toEqual(expect.arrayContaining([['done'], ['pending']]))
    client.clear()
  })
})
