// React Query keys for API methods, from one place: the server's prefetch and the browser's queries must build the same
// key for the same call, or the prefetched data is never found. A plain module, so both sides import it.

/** `[service, method, input]`; an omitted input is `{}` so `f()` and `f({})` share their data. */
export type ApiKey = readonly [service: string, method: string, input: unknown]

export function apiKey(service: string, method: string, input?: unknown): ApiKey {
  return [service, method, input ?? {}] as const
}

/** A prefix that matches every call of a service, or of one method, whatever the input: for invalidation. */
export function apiKeyPrefix(service: string, method?: string): readonly string[] {
  return method === undefined ? [service] : [service, method]
}
