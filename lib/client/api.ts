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

/** Services answered at `/api/{Service}/{Method}` (ABP's root services); every other one under `/api/services/app/`. */
const ROOT_SERVICES: ReadonlySet<string> = new Set(['TokenAuth', 'Common'])

/** The URL path of a method, for what is not a fetch: a download link, a form's action, a test of the wire format. */
export function apiPath<S extends ServiceName>(service: S, method: MethodName<S>): string {
  return ROOT_SERVICES.has(service) ? `/api/${service}/${method}` : `/api/services/app/${service}/${method}`
}

/** Methods whose input is an empty object may be called without one. */
type Call<S extends ServiceName, M extends MethodName<S>> =
  Record<string, never> extends ApiInput<S, M>
    ? (input?: ApiInput<S, M>, opts?: RequestOptions) => Promise<ApiResult<S, M>>
    : (input: ApiInput<S, M>, opts?: RequestOptions) => Promise<ApiResult<S, M>>

export type VerbClient<V extends HttpVerb> = {
  [S in ServiceName]: { [M in MethodsWithVerb<S, V>]: Call<S, M> }
}

/** Sends one call; GET inputs travel as query parameters, the others as a JSON body (or FormData for uploads). */
async function send(verb: HttpVerb, path: string, input: unknown, opts?: RequestOptions): Promise<unknown> {
  const http = await loadHttp()
  if (verb === 'GET') return http.apiGet(path, input as QueryParams | undefined, opts)
  if (verb === 'PUT') return http.apiPut(path, input, opts)
  return http.apiPost(path, input, opts)
}

function verbClient<V extends HttpVerb>(verb: V): VerbClient<V> {
  // Two levels of lookup (service, then method) build the path; nothing per method ships to the browser.
  const services = new Proxy({} as Record<string, Record<string, unknown>>, {
    get: (cache, service: string) =>
      (cache[service] ??= new Proxy({} as Record<string, unknown>, {
        get: (methods, method: string) =>
          (methods[method] ??= (input?: unknown, opts?: RequestOptions) =>
            send(verb, apiPath(service as ServiceName, method as never), input, opts)),
      })),
  })
  return services as unknown as VerbClient<V>
}

/** Every API method by verb, service and name: `await api.get.FrontUser.GetUserBasicInfo()`. */
export const api = {
  get: verbClient('GET'),
  post: verbClient('POST'),
  put: verbClient('PUT'),
  delete: verbClient('DELETE'),
}
