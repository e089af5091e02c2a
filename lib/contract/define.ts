// Declares a service method once: verb, who may call it, its zod input, its handler.
import type { z } from 'zod'
import type { OperatorRole } from './operator-roles'

export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * anonymous: anyone; user: a signed-in individual; company: a signed-in company; signedIn: either; operator: a
 * signed-in console operator (issue 28) of one of `roles` — reachable only under /admin/api, with the console's cookie.
 */
type AuthRule = 'anonymous' | 'signedIn' | 'user' | 'company' | 'operator'

/** required: the host must name an existing tenant (else 404); optional: the handler copes without. */
type TenantRule = 'required' | 'optional'

/**
 * answer: the method also answers on a closed tenant (state 2). Without it only anonymous GETs and tenant-optional
 * methods do there: a closed tenant sends no SMS, opens no session and serves no signed-in call.
 */
type ClosedTenantRule = 'answer' | 'refuse'

export interface MethodSpec<I extends z.ZodType, O, C, V extends HttpVerb = HttpVerb> {
  /** The literal verb (inferred): the typed client offers the method only under it. */
  verb: V
  auth: AuthRule
  /** `auth: 'operator'` only: the roles that may call it; the server refuses the others (403). */
  roles?: readonly OperatorRole[]
  /**
   * `auth: 'operator'` only: whose console may call it — a tenant's (default), the platform's (the tenants themselves),
   * or both (signing in, operators, the log). The other console is refused (403).
   */
  scope?: 'tenant' | 'platform' | 'both'
  tenant?: TenantRule
  closedTenant?: ClosedTenantRule
  /**
   * optional: an anonymous method that acts on the caller's session when there is one (Logout). Only such methods and
   * signed-in ones receive the token — and so only their cookie writes need a same-origin Origin or Referer.
   */
  session?: 'optional'
  /**
   * multipart: the body is multipart/form-data (a file upload), read up to `maxBytes` — past that the request is refused
   * with 413 and `tooLarge` before the rest arrives. Text fields arrive as strings, files as `File`. Default: JSON.
   */
  body?: { kind: 'multipart'; maxBytes: number; tooLarge: string } | StreamBody
  /**
   * file: the handler answers a FileResult, sent as a download (e.g. a PDF) instead of the JSON envelope; refusals
   * still answer the envelope. Default: JSON.
   */
  output?: { kind: 'file'; contentType: string }
  input: I
  /** One line: what the method does (becomes the OpenAPI summary). */
  summary: string
  /** Longer OpenAPI description where the spec names a call but not its use. */
  description?: string
  handler: (input: z.output<I>, ctx: C) => Promise<O> | O
}

/**
 * A raw body the dispatcher does not read (a lesson's MP4 of up to gigabytes): it refuses a declared Content-Length
 * past `maxBytes()` with 413 and `tooLarge()` before any byte arrives, and a Content-Type other than `contentType` with
 * 400 `wrongType`; the input comes from the query string. The handler reads `ctx.request.body` itself (counting
 * against the same limit) and runs outside any transaction, so a slow upload never holds the database: it commits its
 * write through `ctx.commit(run)` — for an operator, one transaction with the audit row, like every operator write.
 */
export interface StreamBody {
  kind: 'stream'
  /** Asked per request: the limit comes from the environment (LESSON_VIDEO_MAX_MB). */
  maxBytes: () => number
  tooLarge: () => string
  contentType: string
  wrongType: string
}

/**
 * What a method with `output: { kind: 'file' }` answers: the bytes (or a stream of them, made while they are sent: an
 * export too large to hold) and the name the browser saves them under.
 */
export interface FileResult {
  body: Uint8Array | ReadableStream<Uint8Array>
  filename: string
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMethod<C> = MethodSpec<any, unknown, C>

/** `const method = methodFor<Ctx>()` fixes the context type once; each entry then infers its input, result and verb. */
export function methodFor<C>() {
  return <I extends z.ZodType, O, V extends HttpVerb>(spec: MethodSpec<I, O, C, V>): MethodSpec<I, O, C, V> => spec
}
