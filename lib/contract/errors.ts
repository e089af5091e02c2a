// error.code values (docs/spec.md §8) and the HTTP status each travels with (docs/api-contract.md).
import { errorEnvelope, type AbpEnvelope, type ValidationError } from './envelope'

export const ErrorCode = {
  /** The session was ended elsewhere (revoked, password changed, account removed). */
  SessionEnded: -10,
  /** A user-facing refusal by a business rule. */
  BusinessRule: 0,
  Validation: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  PayloadTooLarge: 413,
  /** Past a global ceiling (an account's or a phone's tries from everywhere): answer a 图形验证码 and retry (issue 23 M3). */
  CaptchaRequired: 428,
  TooManyRequests: 429,
  Internal: 500,
  /** The server is busy (the picture-decoding queue is full): try again in a few seconds (Retry-After). */
  ServiceUnavailable: 503,
} as const

export const MESSAGES = {
  internal: '服务器开小差了，请稍后再试',
  unauthorized: '请先登录',
  sessionEnded: '登录已失效，请重新登录',
  forbidden: '没有权限进行此操作',
  notFound: '请求的内容不存在',
  unknownMethod: '接口不存在',
  methodNotAllowed: '请求方式不正确',
  badJson: '请求数据不是有效的 JSON',
  tooLarge: '请求数据过大',
  tenantNotFound: '机构不存在',
  /** An individual or company account the tenant disabled (issue 32): its sign-ins and its sessions say so. */
  accountDisabled: '该账号已被停用，请联系机构客服',
} as const

/** A refusal the API answers on purpose; anything else thrown becomes a 500 without internals. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly validationErrors: ValidationError[] | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toEnvelope(): AbpEnvelope<null> {
    const unAuthorized = this.status === 401
    return errorEnvelope(
      { code: this.code, message: this.message, details: null, validationErrors: this.validationErrors },
      unAuthorized,
    )
  }
}

export const badRequest = (message: string, members: string[] = []) =>
  new ApiError(ErrorCode.Validation, message, 400, members.length ? [{ message, members }] : null)
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new ApiError(ErrorCode.Unauthorized, message, 401)
export const sessionEnded = (message: string = MESSAGES.sessionEnded) =>
  new ApiError(ErrorCode.SessionEnded, message, 401)
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(ErrorCode.Forbidden, message, 403)
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(ErrorCode.NotFound, message, 404)
export const conflict = (message: string) => new ApiError(ErrorCode.Conflict, message, 409)
export const businessRule = (message: string) => new ApiError(ErrorCode.BusinessRule, message, 400)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(ErrorCode.TooManyRequests, message, 429, null, { 'Retry-After': String(Math.ceil(retryAfterSeconds)) })
