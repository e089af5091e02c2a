// The HTTP client on demand: what forms and hooks import to call the API. Pages ship without the client itself (ky and
// the spec §8 error policy, ~10 KiB gzipped); it loads with the first call — after a click, or an idle moment.
import type { QueryParams, RequestOptions } from './http'

/** Loads lib/client/http once; later calls reuse the module. Call it early (focus, idle) to have it ready. */
export const loadHttp = () => import('./http')

/** GET `path`; resolves to the envelope's result, rejects with an ApiClientError (see lib/client/http). */
export async function apiGet<T>(path: string, params?: QueryParams, opts?: RequestOptions): Promise<T> {
  return (await loadHttp()).apiGet<T>(path, params, opts)
}

/** POST a JSON body (or FormData); resolves to the envelope's result, rejects with an ApiClientError. */
export async function apiPost<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  return (await loadHttp()).apiPost<T>(path, body, opts)
}

export { isApiClientError } from '@/lib/contract/api-client-error'

/** PUT a JSON body (the spec's PUT calls, such as FrontCompany/UpdateCompanyInfo). */
export async function apiPut<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  return (await loadHttp()).apiPut<T>(path, body, opts)
}
