// The phone number and SMS code rules of docs/spec.md §5 and their messages, zod-free and on their own, so a form that asks only
// for a phone (and a code) does not carry every account rule; account-rules.ts re-exports them.

/** Mainland mobile: 1, then 3/4/5/7/8, then 9 digits. */
export const PHONE_RE = /^1[34578]\d{9}$/
export const CODE_RE = /^\d{4}$/

export const PHONE_MSG = {
  phoneEmpty: '请输入手机号码',
  phoneBad: '手机号格式不正确',
  codeEmpty: '验证码不能为空',
  codeBad: '验证码格式不正确',
} as const

/** The first message that applies to a phone (trimmed; 11 characters at most), or '' when it is fine. */
export function checkPhone(raw: string): string {
  const value = raw.trim()
  if (!value) return PHONE_MSG.phoneEmpty
  return value.length <= 11 && PHONE_RE.test(value) ? '' : PHONE_MSG.phoneBad
}

/** The first message that applies to a 4-digit code (trimmed), or '' when it is fine. */
export function checkCode(raw: string): string {
  const value = raw.trim()
  if (!value) return PHONE_MSG.codeEmpty
  return value.length <= 4 && CODE_RE.test(value) ? '' : PHONE_MSG.codeBad
}

/** 138****0001: a phone shown on screen is masked, as Chinese apps do. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}

/**
 * What a phone field keeps of what is typed or pasted: surrounding spaces go first, then anything past 11 characters.
 * The fields have no maxLength, which cut a pasted ` 13800138000` to ` 1380013800` before anything could trim it.
 */
export function phoneInputValue(raw: string): string {
  return raw.trim().slice(0, 11)
}
