// The one dispatcher behind every API prefix: method look-up, verb, tenant, caller, zod input, envelope.
import type { z } from 'zod'
import type { AnyMethod, FileResult, StreamBody } from '@/lib/contract/define'
import { okEnvelope } from '@/lib/contract/envelope'
import {
  ApiError,
  ErrorCode,
  MESSAGES,
  badRequest,
  forbidden,
  notFound,
  sessionEnded,
  unauthorized,
} from '@/lib/contract/errors'
import { firstMessage, toValidationErrors } from '@/lib/contract/validation'
import {
  CONTROL_CHAR_GENERIC,
  findControlChars,
  findIllFormed,
  hasLoneSurrogate,
  illFormedMessage,
} from '@/lib/contract/plain-text'
import { getDb } from '@/lib/db/client'
import { logError } from '@/lib/db/error-log'
import { lookupSession } from '@/lib/auth/sessions'
import type { Caller, ServiceContext } from '@/lib/auth/context'
import { getTenantSite } from '@/lib/services/tenant-site'
import { PLATFORM_SLUG } from '@/lib/contract/platform'
import { fieldLabel } from './field-label'
import { resolveMethod } from './registry'
import { bearerTokenOf, clientIpOf, requestScheme, tenantSlugOf, writeOrigin } from './request-info'
import { sessionTokenFromCookie } from '@/lib/auth/session-cookie'
import { OPERATOR_COOKIE, operatorTokenFromCookie } from '@/lib/auth/operator-sessions'
import { auditKind, resolveOperator, runAudited } from './operator-calls'

export interface Target {
  /** admin: the console's services (`/admin/api/services/app/Admin…`), with the console's cookie (issue 28). */
  prefix: 'TokenAuth' | 'Common' | 'app' | 'admin'
  service?: string
  method: string
}

export const MAX_BODY_BYTES = 1024 * 1024
const CROSS_SITE = '跨站请求已被拒绝'
const TENANT_CLOSED = '该机构已停用'
/** Cache-busting parameters older clients add to every GET (docs/spec.md §7): accepted and ignored. */
const TIMESTAMP_PARAMS = new Set(['_', '_t', 't', 'timestamp', 'time'])

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function errorResponse(error: ApiError): Response {
  return json(error.toEnvelope(), error.status, error.headers)
}

const tooLarge = () => new ApiError(ErrorCode.PayloadTooLarge, MESSAGES.tooLarge, 413)

/**
 * The body as text, read from the stream and abandoned as soon as it passes MAX_BODY_BYTES: a chunked body has no
 * Content-Length to refuse up front, and `request.text()` would buffer all of it first (H1).
 */
const INCOMPLETE_BODY = '请求数据不完整，请重试'

async function readBytes(request: Request, maxBytes: number, refuse: () => ApiError): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw refuse()
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    // A client that goes away mid-body (a closed tab's last heartbeat) is a bad request, not a server error.
    const { done, value } = await reader.read().catch(() => {
      throw badRequest(INCOMPLETE_BODY)
    })
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw refuse()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

const NOT_MULTIPART = '请以表单（multipart/form-data）方式上传文件'

/** A multipart body as a plain object: text fields as strings, files as `File` (the last value of a repeated name). */
async function readMultipart(request: Request, limit: { maxBytes: number; tooLarge: string }): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw badRequest(NOT_MULTIPART)
  const bytes = await readBytes(
    request,
    limit.maxBytes,
    () => new ApiError(ErrorCode.PayloadTooLarge, limit.tooLarge, 413),
  )
  const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData().catch(() => {
    throw badRequest(INCOMPLETE_BODY)
  })
  const out: Record<string, string | File> = {}
  for (const [key, value] of form) out[key] = value
  return out
}

/** A streamed body stays unread for its handler; what can be refused from the headers is refused here. */
function checkStreamHeaders(request: Request, body: StreamBody): void {
  if (Number(request.headers.get('content-length') ?? 0) > body.maxBytes())
    throw new ApiError(ErrorCode.PayloadTooLarge, body.tooLarge(), 413)
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type !== body.contentType) throw badRequest(body.wrongType)
}

async function readInput(request: Request, spec: AnyMethod<ServiceContext>): Promise<unknown> {
  const verb = spec.verb
  if (spec.body?.kind === 'multipart' && verb !== 'GET' && verb !== 'DELETE') return readMultipart(request, spec.body)
  if (spec.body?.kind === 'stream') checkStreamHeaders(request, spec.body)
  if (verb === 'GET' || verb === 'DELETE' || spec.body?.kind === 'stream') {
    const params = new URL(request.url).searchParams
    const out: Record<string, string> = {}
    for (const [key, value] of params) if (!TIMESTAMP_PARAMS.has(key)) out[key] = value
    return out
  }
  const text = (await readBytes(request, MAX_BODY_BYTES, tooLarge)).toString('utf8')
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest(MESSAGES.badJson)
  }
}

/**
 * Half a surrogate pair anywhere in the input — a value or a key, at any depth — is refused naming the field (昵称包含
 * 无法识别的字符): no text can hold one, and PGlite's encoder miscounts it into a failed statement, a 500 (issue 23 L1).
 */
function illFormedRefusal(spec: AnyMethod<ServiceContext>, at: PropertyKey[]): ApiError {
  // A key that is itself ill-formed is shown with U+FFFD, so the answer stays well-formed text.
  const shown = at.map((k) => (typeof k === 'string' && hasLoneSurrogate(k) ? '\uFFFD' : k))
  return badRequest(
    illFormedMessage(fieldLabel(spec.input as z.ZodType, shown)),
    [shown.map(String).join('.')].filter(Boolean),
  )
}

/** Closed tenants (state 2) answer their public reads, so the front end can show /403, and refuse the rest (M2). */
function answersWhenClosed(spec: AnyMethod<ServiceContext>): boolean {
  return (
    spec.closedTenant === 'answer' ||
    spec.tenant === 'optional' ||
    // A closed tenant's operators still see their console; its writes wait for the tenant to reopen.
    (spec.verb === 'GET' && (spec.auth === 'anonymous' || spec.auth === 'operator'))
  )
}

/**
 * The caller behind the token, for methods that need one: 401, or -10 when the session was ended elsewhere.
 * Anonymous methods never look the session up, so signed-in visitors' public calls cost no session query.
 */
async function resolveCaller(base: Omit<ServiceContext, 'caller' | 'operator'>): Promise<Caller> {
  if (!base.token || !base.site) throw unauthorized()
  const found = await lookupSession(base.db, { tenantId: base.site.tenantId, token: base.token })
  if (found.status === 'active') return found.caller
  if (found.status === 'ended') throw sessionEnded(found.disabled ? MESSAGES.accountDisabled : undefined)
  throw unauthorized(found.status === 'expired' ? '登录已过期，请重新登录' : MESSAGES.unauthorized)
}

const isCaptchaPicture = (target: Target) => target.prefix === 'Common' && target.method.toLowerCase() === 'getcaptcha'

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
    // Browsers send Origin (or at least Referer) on cross-site writes; a sibling tenant's page is another origin too.
    const origin = spec.verb === 'GET' ? 'same' : writeOrigin(request, tenantSlug)
    if (origin === 'cross') throw forbidden(CROSS_SITE)

    const site = await getTenantSite(tenantSlug)
    if (!site && (spec.tenant ?? 'required') === 'required') throw notFound(MESSAGES.tenantNotFound)
    if (site && !site.available && !answersWhenClosed(spec)) throw forbidden(TENANT_CLOSED)

    // Only methods that act on a session get the token; a cookie write of theirs must prove its origin (L6). Bearer
    // clients (apps, scripts) send no Origin and need none: a browser never attaches their token by itself.
    // The console reads its own cookie (Path=/admin) and nothing else: no learner's session, no Bearer token.
    const isConsole = target.prefix === 'admin'
    // The platform's host has no public site: only its console's calls answer there, and the 图形验证码 its sign-in asks
    // for past a ceiling (lib/client/captcha-prompt.ts fetches it from /api/Common/GetCaptcha).
    if (site?.slug === PLATFORM_SLUG && !isConsole && !isCaptchaPicture(target)) throw notFound(MESSAGES.tenantNotFound)
    const actsOnSession = spec.auth !== 'anonymous' || spec.session === 'optional'
    const bearer = actsOnSession && !isConsole ? bearerTokenOf(request) : null
    const cookieToken = () =>
      isConsole ? operatorTokenFromCookie(request, OPERATOR_COOKIE) : sessionTokenFromCookie(request)
    const token = actsOnSession ? (bearer ?? (await cookieToken())) : null
    if (token && !bearer && origin === 'absent') throw forbidden(CROSS_SITE)

    const cookies: string[] = []
    const base: Omit<ServiceContext, 'caller' | 'operator'> = {
      db: await getDb(),
      tenantSlug,
      site,
      token,
      clientIp: clientIpOf(request),
      secureTransport: requestScheme(request) === 'https',
      userAgent: request.headers.get('user-agent') ?? '',
      request,
      setCookie: (value: string) => void cookies.push(value),
      audit: () => undefined,
      afterCommit: (run: () => void) => run(),
      commit: (run) => run({ ...base, caller: null, operator: null }),
    }
    // Who is calling is settled before the body is read: a stranger's upload is refused before its bytes arrive.
    const operator = spec.auth === 'operator' ? await resolveOperator(base, spec, target.service ?? '') : null
    const caller = spec.auth === 'anonymous' || operator ? null : await resolveCaller(base)
    if (caller && spec.auth !== 'signedIn' && caller.kind !== spec.auth) throw forbidden()

    const raw = await readInput(request, spec)
    const illFormedAt = findIllFormed(raw)
    if (illFormedAt) throw illFormedRefusal(spec, illFormedAt)
    const parsed = (spec.input as z.ZodType).safeParse(raw)
    if (!parsed.success) {
      const errors = toValidationErrors(parsed.error)
      throw new ApiError(ErrorCode.Validation, firstMessage(errors), 400, errors)
    }
    // Field builders name the field; this catches any string a schema let through (PostgreSQL refuses NUL: M3).
    const controlAt = findControlChars(parsed.data)
    if (controlAt) throw badRequest(CONTROL_CHAR_GENERIC, [controlAt.map(String).join('.')].filter(Boolean))

    const kind = auditKind(resolved.path, spec.summary)
    const audited = <T>(run: (ctx: ServiceContext) => Promise<T>) => runAudited(base, operator!, kind, parsed.data, run)
    const result =
      // A streamed body is read by the handler outside any transaction; it commits through ctx.commit.
      operator && spec.body?.kind === 'stream'
        ? await spec.handler(parsed.data, { ...base, caller, operator, commit: audited })
        : operator && spec.verb !== 'GET'
          ? await audited((ctx) => Promise.resolve(spec.handler(parsed.data, ctx)))
          : await spec.handler(parsed.data, { ...base, caller, operator })
    const response =
      spec.output?.kind === 'file'
        ? fileResponse(result as FileResult, spec.output.contentType)
        : json(okEnvelope(result ?? null), 200)
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
    return response
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error)
    logError(
      `[api] unexpected error in ${[target.prefix, target.service, target.method].filter(Boolean).join('/')}:`,
      error,
    )
    return errorResponse(new ApiError(ErrorCode.Internal, MESSAGES.internal, 500))
  }
}

/** A download: private, never cached, named in both the ASCII and the UTF-8 forms of Content-Disposition. */
function fileResponse(file: FileResult, contentType: string): Response {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return new Response(file.body as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      ...(file.body instanceof Uint8Array ? { 'Content-Length': String(file.body.byteLength) } : {}),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** Answers unknown API paths with the envelope instead of Next's HTML 404. */
export function unknownApiPath(): Response {
  return errorResponse(new ApiError(ErrorCode.NotFound, MESSAGES.unknownMethod, 404))
}
