// docs/spec.md §8 as a pure decision, so every rule is table-tested and the HTTP client only carries out what it is told.
import type { ErrorActionKind } from '@/lib/contract/api-client-error'
import { ErrorCode, MESSAGES } from '@/lib/contract/errors'

export const NETWORK_MESSAGE = '网络异常，请检查网络后重试'
export const TIMEOUT_MESSAGE = '请求超时，请稍后再试'
/** docs/spec.md §9: reload after a 401 toast. Also used before leaving for / so the toast can be read. */
const RELOAD_AFTER_MS = 1500

export type ClearScope = 'logout' | 'session-ended'
type ErrorPage = '/403' | '/404' | '/500'

export interface ErrorFacts {
  /** HTTP status, or null when no response arrived. */
  httpStatus: number | null
  /** The envelope's error.code, or null when the body was not an envelope. */
  code: number | null
  /** The envelope's error.message (server supplied, user facing). */
  message: string
  /** The page the user is on (window.location.pathname). */
  pathname: string
  /** Its query string (window.location.search), kept in the console's way back after signing in again. */
  search?: string
  /** Set when no response arrived at all. */
  failure?: 'network' | 'timeout'
  /** The caller shows 403/404/500 where the user acted instead of leaving the page. */
  inline?: boolean
}

export type ErrorAction =
  /** code -10: clear most storage and go home. */
  | { kind: 'session-ended'; clear: 'session-ended'; navigateTo: '/' }
  /** code 401 (and HTTP 401 on learning / course-detail pages): toast, then reload. */
  | { kind: 'reload'; toast: string; reloadAfterMs: number }
  /** HTTP 401 elsewhere: toast, clear as on logout, then go home. */
  | { kind: 'signed-out'; toast: string; clear: 'logout'; navigateTo: '/'; navigateAfterMs: number }
  | { kind: 'navigate'; navigateTo: ErrorPage }
  /** The console (/admin): its own sign-in page, back to where the operator was; the learner's storage is untouched. */
  | { kind: 'console-signed-out'; toast: string; navigateTo: string; navigateAfterMs: number }
  /** Everything else: the caller shows `message` where the user acted, and it is logged. */
  | { kind: 'inline'; message: string }

// The contract's list of action kinds must name exactly these.
type AssertKinds<T extends ErrorActionKind> = T
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check, never used as a value
type ErrorActionKinds = AssertKinds<ErrorAction['kind']>

/** The operator console (issue 28): its session is its own cookie, so a learner's storage has nothing to do with it. */
const CONSOLE = /^\/admin(?:\/|$)/
const CONSOLE_LOGIN = /^\/admin\/login\/?$/
/** OPERATOR_SIGNED_OUT of lib/contract/schemas/admin.ts, written out: that module brings zod to every page's client. */
const CONSOLE_SIGNED_OUT = '登录已失效，请重新登录'

const LEARNING = /^\/course\/learn\/[^/]+/
const COURSE_DETAIL = /^\/course\/(?!(?:my|learn)\/?$)[^/]+\/?$/

/** The pages where an expired session must not throw the learner out (docs/spec.md §8 "Other errors"). */
export function isLearningOrCourseDetail(pathname: string): boolean {
  return LEARNING.test(pathname) || COURSE_DETAIL.test(pathname)
}

const ERROR_PAGES: Partial<Record<number, ErrorPage>> = {
  [ErrorCode.Forbidden]: '/403',
  [ErrorCode.NotFound]: '/404',
  [ErrorCode.Internal]: '/500',
}

/**
 * The console's rule: a lost operator session (HTTP 401, code 401 or -10) goes to /admin/login?next=<here> after the
 * toast — except on the sign-in page itself, where it is the form's answer; every other refusal is shown where the
 * operator acted, since the public /403, /404 and /500 pages know nothing of the console.
 */
function consoleAction(facts: ErrorFacts, message: string): ErrorAction {
  const { httpStatus, code, pathname } = facts
  const signedOut = httpStatus === 401 || code === ErrorCode.Unauthorized || code === ErrorCode.SessionEnded
  if (signedOut && !CONSOLE_LOGIN.test(pathname)) {
    const next = encodeURIComponent(`${pathname}${facts.search ?? ''}`)
    return {
      kind: 'console-signed-out',
      toast: CONSOLE_SIGNED_OUT,
      navigateTo: `/admin/login?next=${next}`,
      navigateAfterMs: RELOAD_AFTER_MS,
    }
  }
  return { kind: 'inline', message: message || (signedOut ? CONSOLE_SIGNED_OUT : MESSAGES.internal) }
}

export function decideErrorAction(facts: ErrorFacts): ErrorAction {
  const { httpStatus, code, pathname } = facts
  const message = facts.message.trim()

  if (facts.failure === 'timeout') return { kind: 'inline', message: TIMEOUT_MESSAGE }
  if (facts.failure === 'network') return { kind: 'inline', message: NETWORK_MESSAGE }

  if (CONSOLE.test(pathname)) return consoleAction(facts, message)

  if (code === ErrorCode.SessionEnded) return { kind: 'session-ended', clear: 'session-ended', navigateTo: '/' }

  const toast = message || MESSAGES.unauthorized
  if (httpStatus === 401 && !isLearningOrCourseDetail(pathname)) {
    return { kind: 'signed-out', toast, clear: 'logout', navigateTo: '/', navigateAfterMs: RELOAD_AFTER_MS }
  }
  if (code === ErrorCode.Unauthorized || httpStatus === 401) {
    return { kind: 'reload', toast, reloadAfterMs: RELOAD_AFTER_MS }
  }

  const page = code === null ? undefined : ERROR_PAGES[code]
  // Already on that page (e.g. /403 loading tenant settings): navigating again would only loop.
  if (page && !facts.inline && pathname !== page) return { kind: 'navigate', navigateTo: page }

  return { kind: 'inline', message: message || MESSAGES.internal }
}
