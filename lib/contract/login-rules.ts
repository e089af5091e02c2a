// The login form's checks and messages, apart from the registration and 账号安全 rules in account-rules.ts (which
// re-exports these): /login's first load carries only what it checks, as its phone JS sits at the 150 KiB budget.
import { controlCharMessage, PLAIN_TEXT_RE } from './plain-text'

export const LIMITS = { phone: 11, code: 4, password: 16, loginName: 16, companyName: 50, nickname: 20 } as const

export const LOGIN_MSG = {
  passwordEmpty: '密码不能为空',
  passwordEmptyBlur: '请输入密码',
  passwordTooLong: '密码不能超过16位',
  loginNameEmpty: '请输入登录名',
  loginNameTooLong: '登录名不能超过16位',
  companyPasswordEmpty: '请输入密码',
} as const

/** A field check: the first message that applies to the value, or '' when it is fine. */
export type FieldCheck = (value: string) => string

type Check = [ok: (v: string) => boolean, message: string]

/** Checks in the zod schema's order, so both report the same first message. */
export function rule(trim: boolean, empty: string, ...checks: Check[]): FieldCheck {
  return (raw) => {
    const value = trim ? raw.trim() : raw
    if (value.length < 1) return empty
    return checks.find(([ok]) => !ok(value))?.[1] ?? ''
  }
}

export const atMost = (n: number) => (v: string) => v.length <= n
/** No control characters (issue 9, M3): the form says so before the endpoint refuses them. */
export const plain = (label: string): Check => [(v) => PLAIN_TEXT_RE.test(v), controlCharMessage(label)]

/** A password being checked at login: only presence and the input cap. */
export const checkLoginPassword = rule(
  false,
  LOGIN_MSG.passwordEmpty,
  [atMost(LIMITS.password), LOGIN_MSG.passwordTooLong],
  plain('密码'),
)
export const checkCompanyPassword = rule(
  false,
  LOGIN_MSG.companyPasswordEmpty,
  [atMost(LIMITS.password), LOGIN_MSG.passwordTooLong],
  plain('密码'),
)
export const checkLoginName = rule(
  true,
  LOGIN_MSG.loginNameEmpty,
  [atMost(LIMITS.loginName), LOGIN_MSG.loginNameTooLong],
  plain('登录名'),
)
