// zod issues → the envelope's Chinese message and validationErrors (members name the payload fields).
import type { z } from 'zod'
import type { ValidationError } from './envelope'

export const GENERIC_INVALID = '请求参数不正确'

function fieldName(path: PropertyKey[]): string {
  return path.map(String).join('.')
}

/** Zod's own English defaults must never reach a user: fall back to a Chinese sentence naming the field. */
function chineseMessage(issue: z.core.$ZodIssue): string {
  if (/[\u4e00-\u9fff]/.test(issue.message)) return issue.message
  const field = fieldName(issue.path)
  if (!field) return '请求数据格式不正确'
  // Issues carry no input unless asked; zod's own text says whether the value was missing.
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `缺少参数 ${field}`
  if (issue.code === 'too_big') return `参数 ${field} 过长`
  return `参数 ${field} 格式不正确`
}

export function toValidationErrors(error: z.ZodError): ValidationError[] {
  return error.issues.map((issue) => ({
    message: chineseMessage(issue),
    members: [fieldName(issue.path)].filter(Boolean),
  }))
}

export function firstMessage(errors: ValidationError[]): string {
  return errors[0]?.message ?? GENERIC_INVALID
}
