// The account fields' rules and Chinese messages without zod, so browser forms check them for ~1 KiB instead of ~32;
// schemas/account.ts builds the endpoints' zod schemas from these same constants, and a test holds the two together.
import { controlCharMessage, PLAIN_TEXT_RE } from './plain-text'
import { PHONE_MSG } from './phone-rules'

// The phone and code rules live apart (forms that only ask for a phone load just those); re-exported here.
export { checkCode, checkPhone, CODE_RE, maskPhone, PHONE_RE } from './phone-rules'
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_-]{2,}$/
export const LIMITS = { phone: 11, code: 4, password: 16, loginName: 16, companyName: 50, nickname: 20 } as const

export const MSG = {
  ...PHONE_MSG,
  passwordEmpty: '密码不能为空',
  passwordEmptyBlur: '请输入密码',
  passwordTooLong: '密码不能超过16位',
  loginNameEmpty: '请输入登录名',
  loginNameTooLong: '登录名不能超过16位',
  companyPasswordEmpty: '请输入密码',
  /** The hint under a new-password field; a refusal names the one part the password misses (below). */
  passwordRule: '密码为6-16位，不含空格，字母、数字、符号(!@#$%^&*)至少包含两种',
  passwordLength: '密码长度须为6-16位',
  passwordSpace: '密码不能包含空格',
  passwordClasses: '密码须至少包含字母、数字、符号(!@#$%^&*)中的两种',
  userNameRule: '登录名须以字母开头，由字母、数字、下划线或减号组成，至少3位',
  confirmMismatch: '两次输入的密码不一致',
  companyNameEmpty: '请输入企业名称',
  companyNameTooLong: '企业名称不能超过50个字符',
} as const

/**
 * docs/spec.md §5's password rule, one check per part so a refusal says which part is missed: 6–16 characters, no
 * whitespace, at least two of letters, digits and the symbols !@#$%^&*. Any other character is allowed (`abc123_x`,
 * `abc123.x`); it counts towards no class. Control characters are refused apart, as every text field refuses them.
 */
export const PASSWORD_CHECKS: ReadonlyArray<[ok: (v: string) => boolean, message: string]> = [
  [(v) => v.length >= 6 && v.length <= LIMITS.password, MSG.passwordLength],
  [(v) => !/\s/.test(v), MSG.passwordSpace],
  [(v) => PLAIN_TEXT_RE.test(v), controlCharMessage('密码')],
  [(v) => [/[A-Za-z]/, /\d/, /[!@#$%^&*]/].filter((re) => re.test(v)).length >= 2, MSG.passwordClasses],
]

/** A field check: the first message that applies to the value, or '' when it is fine. */
export type FieldCheck = (value: string) => string

/** Checks in the zod schema's order, so both report the same first message. */
function rule(
  trim: boolean,
  empty: string,
  ...checks: Array<[ok: (v: string) => boolean, message: string]>
): FieldCheck {
  return (raw) => {
    const value = trim ? raw.trim() : raw
    if (value.length < 1) return empty
    return checks.find(([ok]) => !ok(value))?.[1] ?? ''
  }
}

const atMost = (n: number) => (v: string) => v.length <= n
/** No control characters (issue 9, M3): the form says so before the endpoint refuses them. */
const plain = (label: string): [ok: (v: string) => boolean, message: string] => [
  (v) => PLAIN_TEXT_RE.test(v),
  controlCharMessage(label),
]

/** A password being checked at login: only presence and the input cap. */
export const checkLoginPassword = rule(
  false,
  MSG.passwordEmpty,
  [atMost(LIMITS.password), MSG.passwordTooLong],
  plain('密码'),
)
export const checkCompanyPassword = rule(
  false,
  MSG.companyPasswordEmpty,
  [atMost(LIMITS.password), MSG.passwordTooLong],
  plain('密码'),
)
export const checkNewPassword = rule(false, MSG.passwordEmptyBlur, ...PASSWORD_CHECKS)
export const checkLoginName = rule(
  true,
  MSG.loginNameEmpty,
  [atMost(LIMITS.loginName), MSG.loginNameTooLong],
  plain('登录名'),
)
export const checkNewLoginName = rule(
  true,
  MSG.loginNameEmpty,
  [atMost(LIMITS.loginName), MSG.loginNameTooLong],
  plain('登录名'),
  [(v) => USERNAME_RE.test(v), MSG.userNameRule],
)
export const checkCompanyName = rule(
  true,
  MSG.companyNameEmpty,
  [atMost(LIMITS.companyName), MSG.companyNameTooLong],
  plain('企业名称'),
)

// 账号安全 (ChangeUserPsw and the phone change): the server's words, which the forms show as they are.
export const PSW_PROOF_NEITHER = '请输入原密码或手机验证码'
export const PSW_PROOF_BOTH = '原密码与手机验证码只需填写一项'
export const PSW_SAME_AS_OLD = '新密码不能与原密码相同'
export const OLD_PASSWORD_WRONG = '原密码不正确'
export const NO_PASSWORD_YET = '您还未设置密码，请使用手机验证码修改'
export const PHONE_TICKET_INVALID = '操作已过期，请重新验证原手机号'
export const SAME_PHONE = '新手机号不能与原手机号相同'
export const PHONE_TAKEN = '该手机号已被注册'
