// The registry's methods as types only — what the typed client (lib/client/api.ts) and the server prefetch read. Only
// `import type` may reach this file from the client layer (.dependency-cruiser.cjs): no server code follows it there.
import type { z } from 'zod'
import type { FileResult, HttpVerb, MethodSpec } from '@/lib/contract/define'
import type { AppServices, RootServices } from './registry'

type Registry = AppServices & RootServices

/** A service's name as in the URL: `TokenAuth`, `Common` (`/api/{Service}/…`) or an app service (`/api/services/app/…`). */
export type ServiceName = keyof Registry & string

/** The method names of one service. */
export type MethodName<S extends ServiceName> = keyof Registry[S] & string

type Spec<S extends ServiceName, M extends MethodName<S>> = Registry[S][M]

/** What the caller sends: the zod schema's input (before coercion and defaults). */
export type ApiInput<S extends ServiceName, M extends MethodName<S>> =
  Spec<S, M> extends MethodSpec<infer I, unknown, never, HttpVerb> ? z.input<I> : never

/** What the envelope's `result` holds: the handler's return value (a file method answers bytes, not JSON). */
export type ApiResult<S extends ServiceName, M extends MethodName<S>> =
  Spec<S, M> extends MethodSpec<z.ZodType, infer O, never, HttpVerb>
    ? Awaited<O> extends FileResult
      ? Blob
      : Awaited<O>
    : never

/** The method's verb, as declared. */
type ApiVerb<S extends ServiceName, M extends MethodName<S>> =
  Spec<S, M> extends MethodSpec<z.ZodType, unknown, never, infer V> ? V : never

/** The methods of service S declared with verb V. */
export type MethodsWithVerb<S extends ServiceName, V extends HttpVerb> = {
  [M in MethodName<S>]: ApiVerb<S, M> extends V ? M : never
}[MethodName<S>]
