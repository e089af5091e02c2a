// React Query options per API method: `useQuery(apiQuery.FrontUser.GetUserBasicInfo())` — the key from
// lib/contract/api-key.ts (the server's prefetch builds the same), the fetch through the typed client, the data typed.
import { queryOptions } from '@tanstack/react-query'
import type { ApiInput, ApiResult, MethodName, MethodsWithVerb, ServiceName } from '@/lib/api/method-types'
import { apiKey, apiKeyPrefix, type ApiKey } from '@/lib/contract/api-key'
import { api, keyed, type RequestOptions } from '@/lib/client/api'

type QueryFor<S extends ServiceName, M extends MethodName<S>> = ReturnType<
  typeof queryOptions<ApiResult<S, M>, Error, ApiResult<S, M>, ApiKey>
>

type Query<S extends ServiceName, M extends MethodName<S>> =
  Record<string, never> extends ApiInput<S, M>
    ? (input?: ApiInput<S, M>, opts?: RequestOptions) => QueryFor<S, M>
    : (input: ApiInput<S, M>, opts?: RequestOptions) => QueryFor<S, M>

type QueryClientMap = { [S in ServiceName]: { [M in MethodsWithVerb<S, 'GET'>]: Query<S, M> } }

const getters = api.get as unknown as Record<string, Record<string, (input: unknown, opts?: RequestOptions) => unknown>>

/** The GET methods as query options: key, fetch (aborted when React Query cancels it) and the result's type. */
export const apiQuery = keyed((service) =>
  keyed(
    (method) => (input?: unknown, opts?: RequestOptions) =>
      queryOptions({
        queryKey: apiKey(service, method, input),
        queryFn: ({ signal }) => getters[service][method](input, { ...opts, signal }),
      }),
  ),
) as unknown as QueryClientMap

/** The key prefix of a service or one of its methods, for `invalidateQueries` / `removeQueries`. */
export function apiQueryKey<S extends ServiceName>(service: S, method?: MethodName<S>): readonly string[] {
  return apiKeyPrefix(service, method)
}
