// The account fields' rules and Chinese messages without zod, so browser forms check them for ~1 KiB instead of ~32;
// schemas/account.ts builds the endpoints' zod schemas from these same constants, and a test holds the two together.
import { atMost, LIMITS, LOGIN_MSG, plain, rule } from './login-rules'
import { controlCharMessage, PLAIN_TEXT_RE } from './plain-text'
import { PHONE_MSG } from './phone-rules'

// The phone and code rules live apart (forms that only ask for a phone load just those); re-exported here.
export { checkCode, checkPhone, CODE_RE, maskPhone, PHONE_RE } from './phone-rules'
// So are the login form's (login-rules.ts), which /login loads without the rest.
export { checkCompanyPassword, checkLoginName, checkLoginPassword, LIMITS, type FieldCheck } from './login-rules'
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_-]{2,}$/

export const MSG = {
  ...PHONE_MSG,
  ...LOGIN_MSG,
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

export const checkNewPassword = rule(false, MSG.passwordEmptyBlur, ...PASSWORD_CHECKS)
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
