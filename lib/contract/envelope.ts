// The ABP AjaxResponse envelope (docs/api-contract.md): every API answer, success or not, has this shape.

export interface ValidationError {
  message: string
  members: string[]
}

export interface AbpError {
  code: number
  message: string
  details: string | null
  validationErrors: ValidationError[] | null
}

export interface AbpEnvelope<T = unknown> {
  success: boolean
  result: T | null
  targetUrl: string | null
  error: AbpError | null
  unAuthorizedRequest: boolean
  __abp: true
}

export function okEnvelope<T>(result: T): AbpEnvelope<T> {
  return { success: true, result, targetUrl: null, error: null, unAuthorizedRequest: false, __abp: true }
}

export function errorEnvelope(error: AbpError, unAuthorizedRequest = false): AbpEnvelope<null> {
  return { success: false, result: null, targetUrl: null, error, unAuthorizedRequest, __abp: true }
}

export function isEnvelope(value: unknown): value is AbpEnvelope {
  return typeof value === 'object' && value !== null && '__abp' in value && 'success' in value
}
