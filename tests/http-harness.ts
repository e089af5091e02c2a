// The harness of the HTTP client's tests (lib/client/http*.test.ts): the real ky compiled to CommonJS in the test realm,
// a fake fetch that records what was sent, the client's effects as mocks, and answers in the ABP envelope.
import { errorEnvelope } from '@/lib/contract/envelope'
import { ApiClientError, httpEffects, resetExitGuard, resetHttpEffects } from '@/lib/client/http'
import { toast, type ToastMessage } from '@/lib/client/toast-bus'

export function loadEsmInTestRealm(entry: string): unknown {
  const fs = jest.requireActual<typeof import('fs')>('fs')
  const path = jest.requireActual<typeof import('path')>('path')
  const ts = jest.requireActual<typeof import('typescript')>('typescript')
  const cache = new Map<string, { exports: Record<string, unknown> }>()
  const load = (file: string): Record<string, unknown> => {
    const cached = cache.get(file)
    if (cached) return cached.exports
    const mod = { exports: {} as Record<string, unknown> }
    cache.set(file, mod)
    const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    })
    const localRequire = (spec: string) => load(path.resolve(path.dirname(file), spec))
    new Function('exports', 'require', 'module', outputText)(mod.exports, localRequire, mod)
    return mod.exports
  }
  return load(entry)
}

export const ORIGIN = 'http://acme.localhost:3000'
let pathname = '/account'
/** The requests the client sent, their bodies as text, and the toasts it raised — emptied before each test. */
export const sent: Request[] = []
export const sentBodies: string[] = []
export const toasts: ToastMessage[] = []
let offToasts: () => void = () => {}
export const effects = {
  navigate: jest.fn(),
  reload: jest.fn(),
  clearStorage: jest.fn(),
  log: jest.fn(),
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export function answer(make: () => Response | Promise<Response>) {
  httpEffects.fetch = async (request: Request) => {
    sent.push(request)
    // ky releases the request body once it settles, so read it while the request is in flight.
    sentBodies.push(await request.clone().text())
    return make()
  }
}

/** Like fetch on a stalled connection: only an abort ends it (also one that happened before the call). */
export function hang(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason)
    request.signal.addEventListener('abort', () => reject(request.signal.reason))
  })
}

export async function waitUntil(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 1))
  expect(check()).toBe(true)
}

export function fail(code: number, status: number, message = '出错了') {
  answer(() => json(errorEnvelope({ code, message, details: null, validationErrors: null }, status === 401), status))
}

export async function rejection(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiClientError)
  return error as ApiClientError
}

/** The page the client believes it is on, for the rest of this test. */
export function setPathname(next: string): void {
  pathname = next
}

/** Fresh effects, storage and toasts around every test of the calling file. */
export function setUpHttpHarness(): void {
  beforeEach(resetHarness)
  afterEach(() => {
    offToasts()
    resetHttpEffects()
    jest.useRealTimers()
  })
}

function resetHarness() {
  sent.length = 0
  sentBodies.length = 0
  toasts.length = 0
  pathname = '/account'
  Object.values(effects).forEach((fn) => fn.mockReset())
  Object.assign(httpEffects, effects, {
    location: () => ({ origin: ORIGIN, pathname }),
    signingOutAfterPasswordChange: () => false,
  })
  resetExitGuard()
  offToasts = toast.subscribe((t) => toasts.push(t))
}
