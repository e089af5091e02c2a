// The one dispatcher behind every API prefix: method look-up, verb, tenant, caller, zod input, envelope.
import type { z } from 'zod'
import type { HttpVerb } from '@/lib/contract/define'
import { okEnvelope } from '@/lib/contract/envelope'
import { ApiError, ErrorCode, MESSAGES, badRequest, notFound, unauthorized } from '@/lib/contract/errors'
import { firstMessage, toValidationErrors } from '@/lib/contract/validation'
import { getDb } from '@/lib/db/client'
import type { Caller, ServiceContext } from '@/lib/services/context'
import { getTenantSite } from '@/lib/services/tenant-site'
import { resolveMethod } from './registry'
import { bearerTokenOf, clientIpOf, tenantSlugOf } from './request-info'
import { sessionTokenFromCookie } from './session-cookie'

export interface Target {
  prefix: 'TokenAuth' | 'Common' | 'app'
  service?: string
  method: string
}

export const MAX_BODY_BYTES = 1024 * 1024
/** Cache-busting parameters older clients add to every GET (spec §7): accepted and ignored. */
const TIMESTAMP_PARAMS = new Set(['_', '_t', 't', 'timestamp', 'time'])

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function errorResponse(error: ApiError): Response {
  return json(error.toEnvelope(), error.status, error.headers)
}

async function readInput(request: Request, verb: HttpVerb): Promise<unknown> {
  if (verb === 'GET' || verb === 'DELETE') {
    const params = new URL(request.url).searchParams
    const out: Record<string, string> = {}
    for (const [key, value] of params) if (!TIMESTAMP_PARAMS.has(key)) out[key] = value
    return out
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw new ApiError(ErrorCode.PayloadTooLarge, MESSAGES.tooLarge, 413)
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ApiError(ErrorCode.PayloadTooLarge, MESSAGES.tooLarge, 413)
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest(MESSAGES.badJson)
  }
}

/** Session look-up is pluggable so the accounts layer can register it without the dispatcher changing. */
export type CallerResolver = (token: string, ctx: Omit<ServiceContext, 'caller'>) => Promise<Caller | null>
let resolveCaller: CallerResolver = async () => null
export function setCallerResolver(resolver: CallerResolver): void {
  resolveCaller = resolver
}

export async function dispatch(request: Request, target: Target): Promise<Response> {
  try {
    const resolved = resolveMethod(target.prefix, target.service ?? null, target.method)
    if (!resolved) throw new ApiError(ErrorCode.NotFound, MESSAGES.unknownMethod, 404)
    const { spec } = resolved
    const verb = request.method.toUpperCase()
    if (verb !== spec.verb && !(verb === 'HEAD' && spec.verb === 'GET')) {
      throw new ApiError(ErrorCode.MethodNotAllowed, MESSAGES.methodNotAllowed, 405, null, { Allow: spec.verb })
    }

    const tenantSlug = tenantSlugOf(request)
    const site = await getTenantSite(tenantSlug)
    if (!site && (spec.tenant ?? 'required') === 'required') throw notFound(MESSAGES.tenantNotFound)

    const raw = await readInput(request, spec.verb)
    const parsed = (spec.input as z.ZodType).safeParse(raw)
    if (!parsed.success) {
      const errors = toValidationErrors(parsed.error)
      throw new ApiError(ErrorCode.Validation, firstMessage(errors), 400, errors)
    }

    const token = bearerTokenOf(request) ?? (await sessionTokenFromCookie(request))
    const base = { db: await getDb(), tenantSlug, site, token, clientIp: clientIpOf(request), request }
    const caller = token && site ? await resolveCaller(token, base) : null
    if (spec.auth !== 'anonymous') {
      if (!caller) throw unauthorized()
      if (spec.auth !== 'signedIn' && caller.kind !== spec.auth) throw new ApiError(ErrorCode.Forbidden, MESSAGES.forbidden, 403)
    }

    const result = await spec.handler(parsed.data, { ...base, caller })
    return json(okEnvelope(result ?? null), 200)
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error)
    console.error('[api] unexpected error', target, error)
    return errorResponse(new ApiError(ErrorCode.Internal, MESSAGES.internal, 500))
  }
}

/** Answers unknown API paths with the envelope instead of Next's HTML 404. */
export function unknownApiPath(): Response {
  return errorResponse(new ApiError(ErrorCode.NotFound, MESSAGES.unknownMethod, 404))
}
