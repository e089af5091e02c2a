// The dispatcher's rule tests' stand-ins (lib/api/dispatch-rules.test.ts, dispatch-input.test.ts): tenants, sessions
// and methods made up per test, and a `call` that dispatches one request to them. Each test file mocks the modules
// (jest.mock is per file) and routes './registry' to tests/dispatch-stand-in.ts.
import { z } from 'zod'
import type { AnyMethod } from '@/lib/contract/define'
import type { TenantSite } from '@/lib/contract/site'
import { lookupSession as lookupSessionImpl } from '@/lib/auth/sessions'
import { sessionTokenFromCookie as sessionTokenFromCookieImpl } from '@/lib/auth/session-cookie'
import type { ServiceContext } from '@/lib/auth/context'
import { getTenantSite as getTenantSiteImpl } from '@/lib/services/tenant-site'
import { dispatch, type Target } from '@/lib/api/dispatch'
import { standIn } from './dispatch-stand-in'

export const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>
export const lookupSession = lookupSessionImpl as jest.MockedFunction<typeof lookupSessionImpl>
export const sessionTokenFromCookie = sessionTokenFromCookieImpl as jest.MockedFunction<
  typeof sessionTokenFromCookieImpl
>

export const handler = jest.fn()

export function spec(overrides: Partial<AnyMethod<ServiceContext>>): AnyMethod<ServiceContext> {
  return { verb: 'GET', auth: 'anonymous', input: z.object({}).loose(), summary: 'test', handler, ...overrides }
}

export const SITE = { tenantId: 1, slug: 'demo', state: 1, available: true } as TenantSite
export const CLOSED = { ...SITE, state: 2, available: false } as TenantSite
export const TOKEN = 'a'.repeat(43)
export const SAME_ORIGIN = 'http://demo.localhost'
const target: Target = { prefix: 'app', service: 'Test', method: 'Call' }

function request(init: { method?: string; headers?: Record<string, string>; body?: BodyInit; query?: string } = {}) {
  return new Request(`http://demo.localhost/api/services/app/Test/Call${init.query ?? ''}`, {
    method: init.method ?? 'GET',
    headers: { host: 'demo.localhost', ...init.headers },
    body: init.body,
    // A stream body needs this in Node's fetch.
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

export async function call(methodSpec: AnyMethod<ServiceContext>, init: Parameters<typeof request>[0] = {}) {
  standIn.methods = { Call: methodSpec }
  const res = await dispatch(request(init), target)
  return { status: res.status, headers: res.headers, body: await res.json() }
}

/** The raw Response to one request while `methods` are registered (none: every method is unknown). */
export function dispatchTo(
  methods: Record<string, AnyMethod<ServiceContext>>,
  init: Parameters<typeof request>[0] = {},
): Promise<Response> {
  standIn.methods = methods
  return dispatch(request(init), target)
}

/** The context the handler was last called with. */
export const ctx = (): ServiceContext => handler.mock.calls.at(-1)?.[1]
export const input = (): unknown => handler.mock.calls.at(-1)?.[0]

/** Fresh stand-ins before each test: an open tenant, no cookie, a handler answering { ok: 1 }. */
export function resetStandIns() {
  jest.resetAllMocks()
  getTenantSite.mockResolvedValue(SITE)
  sessionTokenFromCookie.mockResolvedValue(null)
  handler.mockResolvedValue({ ok: 1 })
}
