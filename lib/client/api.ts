// The typed client: the one place a page names an API method. `api.post.CourseLearn.Heartbeat(input)` is typed from the
// registry (lib/api/method-types.ts — types only): the input from the method's zod schema, the result from its handler,
// and a method appears only under the verb it was declared with. A renamed method or field fails the type check at
// every caller. Pages ship without the HTTP client itself (ky and docs/spec.md §8 error policy, ~10 KiB gzipped): it loads
// with the first call — after a click, or an idle moment.
import type { HttpVerb } from '@/lib/contract/define'
import type { ApiInput, ApiResult, MethodName, MethodsWithVerb, ServiceName } from '@/lib/api/method-types'
import type { QueryParams, RequestOptions } from './http'

export type { RequestOptions } from './http'
export type { ApiInput, ApiResult, MethodName, ServiceName } from '@/lib/api/method-types'
export { isApiClientError } from '@/lib/contract/api-client-error'

/** Loads lib/client/http once; later calls reuse the module. Call it early (focus, idle) to have it ready. */
export const loadHttp = () => import('./http')

/** The URL path of a method, for what is not a fetch: a download link, a form's action, a test of the wire format.
 * ABP's root services (TokenAuth, Common) answer at `/api/{Service}/{Method}`, every other one under `services/app`;
 * the console's (`Admin…`) under `/admin/api/…`, where the operator's cookie (Path=/admin) is sent and no other page's. */
export function apiPath<S extends ServiceName>(service: S, method: MethodName<S>): string {
  if (service.startsWith('Admin')) return `/admin/api/services/app/${service}/${method}`
  return `/api/${/^(TokenAuth|Common)$/.test(service) ? '' : 'services/app/'}${service}/${method}`
}

/** Methods whose input is an empty object may be called without one. */
type Call<S extends ServiceName, M extends MethodName<S>> =
  Record<string, never> extends ApiInput<S, M>
    ? (input?: ApiInput<S, M>, opts?: RequestOptions) => Promise<ApiResult<S, M>>
    : (input: ApiInput<S, M>, opts?: RequestOptions) => Promise<ApiResult<S, M>>

export type VerbClient<V extends HttpVerb> = {
  [S in ServiceName]: { [M in MethodsWithVerb<S, V>]: Call<S, M> }
}

/** An object whose every key is `make(key)`: the client builds a path from the names it is asked for. */
export function keyed<T>(make: (key: string) => T): Record<string, T> {
  return new Proxy({}, { get: (_, key: string) => make(key) })
}

// A GET's input travels as its query string, any other verb's as the body (FormData when it holds a File).
const client = (verb: string) =>
  keyed((service) =>
    keyed((method) => async (input?: unknown, opts?: RequestOptions) => {
      const http = await loadHttp()
      const path = apiPath(service as ServiceName, method as never)
      if (verb === 'get') return http.apiGet(path, input as QueryParams | undefined, opts)
      return (verb === 'put' ? http.apiPut : http.apiPost)(path, input, opts)
    }),
  )

/** Every API method by verb, service and name: `await api.get.FrontUser.GetUserBasicInfo()`. */
export const api = keyed(client) as unknown as {
  get: VerbClient<'GET'>
  post: VerbClient<'POST'>
  put: VerbClient<'PUT'>
  delete: VerbClient<'DELETE'>
}
