// A signed-in page's server render calls a GET method as its visitor, through the dispatcher itself: the same tenant,
// session, role and input rules as the browser's call, so what arrives in the HTML is exactly what the call would answer.
import 'server-only'
import { headers } from 'next/headers'
import type { ApiInput, ApiResult, MethodName, MethodsWithVerb, ServiceName } from './method-types'
import { dispatch, type Target } from './dispatch'

const ROOT_SERVICES: ReadonlySet<string> = new Set(['TokenAuth', 'Common'])

/** The request headers a method may read: host (tenant), cookie (session), client address and agent. */
const FORWARDED = ['host', 'cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-real-ip'] as const

function queryString(input: unknown): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * Answers the method's `result` for this page's visitor, or undefined when the call is refused (a visitor, a company on
 * a personal page, an expired session): the page then renders as the browser would before its own call. Not null: a
 * method may answer null (Diagnosis/GetProfile before the profile is filled in), and that answer is the page's data.
 */
export async function callForPage<S extends ServiceName, M extends MethodsWithVerb<S, 'GET'> & MethodName<S>>(
  service: S,
  method: M,
  input?: ApiInput<S, M>,
): Promise<ApiResult<S, M> | undefined> {
  const incoming = await headers()
  const forwarded = new Headers()
  for (const name of FORWARDED) {
    const value = incoming.get(name)
    if (value !== null) forwarded.set(name, value)
  }
  const root = ROOT_SERVICES.has(service)
  // The console's services answer under /admin/api, with the console's cookie (issue 28).
  const isConsole = /^admin/i.test(service)
  const path = root ? `/api/${service}/${method}` : `${isConsole ? '/admin' : ''}/api/services/app/${service}/${method}`
  const url = `http://${forwarded.get('host') ?? 'localhost'}${path}${queryString(input)}`
  const target: Target = root
    ? { prefix: service as 'TokenAuth' | 'Common', method }
    : { prefix: isConsole ? 'admin' : 'app', service, method }
  const response = await dispatch(new Request(url, { method: 'GET', headers: forwarded }), target)
  if (!response.ok) return undefined
  const body = (await response.json()) as { success?: boolean; result?: unknown }
  return body.success ? (body.result as ApiResult<S, M>) : undefined
}
