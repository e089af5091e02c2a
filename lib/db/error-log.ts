// Errors as they may be logged: never with a statement's parameters (issue 23 L1). Drizzle's DrizzleQueryError puts
// every parameter in its message ("Failed query: … params: <phone>,<argon2 hash>") and keeps them on `.params`; the
// driver's error under it carries them again (PGlite: `.params`); PostgreSQL's `detail` quotes values ("Key
// (phone)=(139…) already exists"), and so do its data errors' messages. Two layers: queries' errors are stripped where
// drizzle throws them, so nothing that logs one — Next's own render-error log included — can print a value; and
// `loggable()` is the one way our code writes any error to the log: name, code, message and stack frames, nothing else.
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** Fields of driver errors that quote values or statement parameters. */
const VALUE_FIELDS = ['params', 'detail', 'where', 'internalQuery'] as const
const MAX_DEPTH = 4
const MAX_FRAMES = 12

type ErrorLike = Error & { code?: unknown; constraint?: unknown; cause?: unknown; [key: string]: unknown }

const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .slice(0, MAX_FRAMES)
    : []

/**
 * A message without values: drizzle's loses its "\nparams: …" tail; PostgreSQL's data exceptions (SQLSTATE class 22)
 * quote the offending input (`value "139…" is out of range for type integer`), so their quoted parts go.
 */
function withoutValues(message: string, code?: unknown): string {
  const own = message.split('\nparams:')[0]
  return typeof code === 'string' && code.startsWith('22') ? own.replace(/"[^"]*"/g, '"…"') : own
}

/**
 * Strips the values from a query's error in place (its class, `code` and `cause` stay, so callers still tell a unique
 * violation by its code): drizzle's message loses its params line, the stack its copy of the message, and the error
 * and its causes lose `params`, `detail`, `where` and `internalQuery`.
 */
export function redactQueryError<T>(error: T): T {
  let node: unknown = error
  for (let depth = 0; node instanceof Error && depth < MAX_DEPTH; depth++) {
    const e = node as ErrorLike
    const message = withoutValues(e.message, e.code)
    if (message !== e.message) {
      e.message = message
      e.stack = [`${e.name}: ${message}`, ...framesOf(e.stack)].join('\n')
    }
    for (const field of VALUE_FIELDS) if (field in e) delete e[field]
    node = e.cause
  }
  return error
}

const PATCHED = Symbol.for('qihang.queryErrorRedaction')

type Db = Pick<PgDatabase<PgQueryResultHKT>, 'select'>
type QueryProto = { queryWithCache: (...args: unknown[]) => Promise<unknown>; [PATCHED]?: true }

/**
 * Every statement of this handle (selects, writes, transactions, the rate limiter's store) runs through drizzle's
 * `PgPreparedQuery.queryWithCache`, which wraps a failure in DrizzleQueryError. That method of the handle's own drizzle
 * copy (found through a prepared statement, never sent) rethrows the error redacted. Idempotent.
 */
export function installQueryErrorRedaction(db: Db): void {
  const probe = db
    .select({ one: sql`1` })
    .from(sql`(select 1) as probe`)
    .prepare('qh_redaction_probe')
  let proto = Object.getPrototypeOf(probe) as QueryProto | null
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'queryWithCache')) proto = Object.getPrototypeOf(proto)
  if (!proto || proto[PATCHED]) return
  const original = proto.queryWithCache
  proto.queryWithCache = async function (this: unknown, ...args: unknown[]) {
    try {
      return await original.apply(this, args)
    } catch (error) {
      throw redactQueryError(error)
    }
  }
  proto[PATCHED] = true
}

/**
 * An error as one log entry: name, code (and constraint), message without parameters, stack frames, and its causes the
 * same way. Values a driver attaches (`params`, `detail`, …) never appear; a thrown non-error shows only its type.
 */
export function loggable(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error.slice(0, 500) : `(${typeof error} thrown)`
  const e = error as ErrorLike
  const code =
    typeof e.code === 'string' || typeof e.code === 'number'
      ? ` [${e.code}${typeof e.constraint === 'string' ? ` ${e.constraint}` : ''}]`
      : ''
  const lines = [`${e.name}${code}: ${withoutValues(e.message, e.code)}`, ...framesOf(e.stack)]
  if (e.cause !== undefined && depth < MAX_DEPTH) lines.push(`  caused by ${loggable(e.cause, depth + 1)}`)
  return lines.join('\n')
}

/** Writes `[context] <loggable error>` to the error log. */
export function logError(context: string, error: unknown): void {
  console.error(`${context} ${loggable(error)}`)
}
