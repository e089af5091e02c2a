// The one browser HTTP client: pages get `result` or an ApiClientError, and docs/spec.md §8's reactions happen in one place.
import ky, { TimeoutError, type BeforeRequestHook, type AfterResponseHook, type Options } from 'ky'
import { isEnvelope, type AbpEnvelope } from '@/lib/contract/envelope'
import { ErrorCode, MESSAGES } from '@/lib/contract/errors'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { decideErrorAction, NETWORK_MESSAGE, TIMEOUT_MESSAGE, type ClearScope, type ErrorAction } from './error-policy'
import { passwordChangePending } from './password-changed'
import { clearOnLogout, clearOnSessionEnded } from './storage-keys'
import { toast } from './toast-bus'
import { CAPTCHA_CODE, CAPTCHA_HEADER_NAME } from '@/lib/contract/captcha'

export { ApiClientError, isApiClientError, type ApiFailureKind } from '@/lib/contract/api-client-error'

/** docs/spec.md §9 gives 6 s for one original client and 30 s for the other; uploads need the longer one. */
export const REQUEST_TIMEOUT_MS = 30_000
/** docs/spec.md §7: GETs carry a timestamp so no cache (browser, proxy, CDN) answers them. */
export const TIMESTAMP_PARAM = '_t'

type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>

export interface RequestOptions {
  /** Show 403/404/500 where the user acted instead of leaving the page (forms and buttons). */
  inline?: boolean
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Milliseconds; defaults to REQUEST_TIMEOUT_MS. */
  timeout?: number
}

/** Everything the client does to the outside world, replaceable in tests (and by an app that prefers router navigation). */
export interface HttpEffects {
  fetch: (input: Request, init?: RequestInit) => Promise<Response>
  /** Where the page is; null outside a browser. */
  location: () => { origin: string; pathname: string; search?: string } | null
  navigate: (path: string) => void
  reload: () => void
  clearStorage: (scope: ClearScope) => void
  /** Whether the owner has just changed the password, whose form signs the tab out to /login itself. */
  signingOutAfterPasswordChange: () => boolean
  log: (error: ApiClientError, request: { method: string; path: string }) => void
}

const defaultEffects: HttpEffects = {
  fetch: (input, init) => globalThis.fetch(input, init),
  location: () => (typeof window === 'undefined' ? null : window.location),
  // replace, not assign: Back must not land on the page that just failed and bounce again.
  navigate: (path) => window.location.replace(path),
  reload: () => window.location.reload(),
  clearStorage: (scope) => (scope === 'logout' ? clearOnLogout() : clearOnSessionEnded()),
  signingOutAfterPasswordChange: passwordChangePending,
  log: (error, { method, path }) =>
    console.warn(`[api] ${method} ${path} → ${error.status || error.kind} code=${error.code}: ${error.message}`),
}

export const httpEffects: HttpEffects = { ...defaultEffects }

export function resetHttpEffects(): void {
  Object.assign(httpEffects, defaultEffects)
}

const addTimestamp: BeforeRequestHook = (request) => {
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  url.searchParams.set(TIMESTAMP_PARAM, String(Date.now()))
  return new Request(url, request)
}

/** Turns every answer that is not a successful envelope into an ApiClientError; the envelope, not the status, decides. */
const parseEnvelope: AfterResponseHook = async (_request, _options, response) => {
  let body: unknown
  try {
    body = JSON.parse(await response.text())
  } catch {
    body = undefined
  }
  if (!isEnvelope(body)) {
    throw new ApiClientError({
      kind: 'bad-response',
      code: ErrorCode.Internal,
      message: MESSAGES.internal,
      status: response.status,
    })
  }
  if (!body.success) {
    throw new ApiClientError({
      kind: 'api',
      code: body.error?.code ?? ErrorCode.Internal,
      message: body.error?.message?.trim() || MESSAGES.internal,
      status: response.status,
      validationErrors: body.error?.validationErrors ?? null,
    })
  }
}

const http = ky.create({
  credentials: 'same-origin',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  fetch: (input, init) => httpEffects.fetch(input as Request, init),
  hooks: { beforeRequest: [addTimestamp], afterResponse: [parseEnvelope] },
})

/** One redirect or reload per page life: parallel failing calls must not stack toasts and navigations. */
let leaving = false

export function resetExitGuard(): void {
  leaving = false
}

function carryOut(action: ErrorAction): void {
  if (action.kind === 'inline' || leaving) return
  leaving = true
  switch (action.kind) {
    case 'session-ended':
      // A changed password ends every session, this tab's too: a call that meets it before the form's own sign-out
      // (1.5 s later, to /login with 密码修改成功) must not send the page home first — a race CI met on a busy machine.
      if (httpEffects.signingOutAfterPasswordChange()) return
      httpEffects.clearStorage(action.clear)
      httpEffects.navigate(action.navigateTo)
      return
    case 'reload':
      toast.error(action.toast)
      setTimeout(() => httpEffects.reload(), action.reloadAfterMs)
      return
    case 'signed-out':
      toast.error(action.toast)
      httpEffects.clearStorage(action.clear)
      setTimeout(() => httpEffects.navigate(action.navigateTo), action.navigateAfterMs)
      return
    case 'console-signed-out':
      toast.error(action.toast)
      setTimeout(() => httpEffects.navigate(action.navigateTo), action.navigateAfterMs)
      return
    case 'navigate':
      httpEffects.navigate(action.navigateTo)
      return
    default: {
      const unhandled: never = action
      throw new Error(`unhandled error action ${JSON.stringify(unhandled)}`)
    }
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError')
}

function toClientError(error: unknown): ApiClientError {
  if (error instanceof ApiClientError) return error
  if (error instanceof TimeoutError)
    return new ApiClientError({ kind: 'timeout', code: 0, message: TIMEOUT_MESSAGE, status: 0 })
  return new ApiClientError({ kind: 'network', code: 0, message: NETWORK_MESSAGE, status: 0 })
}

function appendParams(url: URL, params: QueryParams | undefined): void {
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) url.searchParams.append(key, String(item))
    }
  }
}

/** An input holding a file (an upload method's: `{ file, purpose }`) goes as multipart form data, as uploads are read. */
function formOf(body: unknown): FormData | null {
  if (body instanceof FormData) return body
  if (typeof body !== 'object' || body === null || !Object.values(body).some((v) => v instanceof Blob)) return null
  const form = new FormData()
  for (const [key, value] of Object.entries(body))
    if (value !== undefined && value !== null) form.append(key, value instanceof Blob ? value : String(value))
  return form
}

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  params: QueryParams | undefined,
  body: unknown,
  opts: RequestOptions,
): Promise<T> {
  const where = httpEffects.location()
  if (!where)
    throw new Error(`lib/client/http is browser-only (${method} ${path}); on the server call the service layer`)
  const url = new URL(path, where.origin)
  appendParams(url, params)

  // ky's merge lets an explicit undefined erase an instance default (timeout, headers), so only set what is given.
  const options: Options = { method }
  if (opts.signal) options.signal = opts.signal
  if (opts.headers) options.headers = opts.headers
  if (opts.timeout !== undefined) options.timeout = opts.timeout
  const form = formOf(body)
  if (form) options.body = form
  else if (body !== undefined) options.json = body

  try {
    const response = await http(url, options)
    const envelope = await response.json<AbpEnvelope<T>>()
    return envelope.result as T
  } catch (cause) {
    // A cancelled request (navigation, React Query cancel) is not a failure to report.
    if (isAbort(cause, opts.signal)) throw cause
    const error = toClientError(cause)
    // Past a global ceiling the server asks for a 图形验证码 (428): the person answers a picture and the same call goes
    // again with the answer, so no form needs to know about it. A closed dialog leaves the server's words where they acted.
    if (error.kind === 'api' && error.code === CAPTCHA_CODE) {
      const answer = await (await import('./captcha-prompt')).askCaptcha(error.message)
      if (answer)
        return call<T>(method, path, params, body, {
          ...opts,
          headers: { ...opts.headers, [CAPTCHA_HEADER_NAME]: answer },
        })
    }
    const here = httpEffects.location() ?? where
    const action = decideErrorAction({
      httpStatus: error.status || null,
      code: error.kind === 'api' ? error.code : null,
      message: error.message,
      pathname: here.pathname,
      search: here.search,
      failure: error.kind === 'network' || error.kind === 'timeout' ? error.kind : undefined,
      inline: opts.inline,
    })
    error.action = action.kind
    if (action.kind === 'inline') httpEffects.log(error, { method, path })
    carryOut(action)
    throw error
  }
}

/** GET `path` with `params` in the query string; resolves to the envelope's result. */
export function apiGet<T>(path: string, params?: QueryParams, opts: RequestOptions = {}): Promise<T> {
  return call<T>('GET', path, params, undefined, opts)
}

/** POST a JSON body (or form data for uploads: FormData, or an input holding a File); resolves to the envelope's result. */
export function apiPost<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  return call<T>('POST', path, undefined, body, opts)
}

/** PUT a JSON body; resolves to the envelope's result. */
export function apiPut<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  return call<T>('PUT', path, undefined, body, opts)
}
