// Inputs and results of the accounts calls (spec §3 "Login requests", "Login result fields", §5, §7).
// Messages are the spec's exact text: the form and the endpoint validate with these same schemas.
import { z } from 'zod'
import { flag } from '../fields'

export const PHONE_RE = /^1[34578]\d{9}$/
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_-]{2,}$/
export const PASSWORD_SYMBOLS = '!@#$%^&*'
export const CODE_LENGTH = 4
export const LIMITS = { phone: 11, code: 4, password: 16, loginName: 16, companyName: 50, nickname: 20 } as const

export const MSG = {
  phoneEmpty: '请输入手机号码',
  phoneBad: '手机号格式不正确',
  codeEmpty: '验证码不能为空',
  codeBad: '验证码格式不正确',
  passwordEmpty: '密码不能为空',
  passwordEmptyBlur: '请输入密码',
  loginNameEmpty: '请输入登录名',
  companyPasswordEmpty: '请输入密码',
  passwordRule: '密码为6-16位，不含空格，且至少包含字母、数字、符号(!@#$%^&*)中的两种',
  userNameRule: '登录名须以字母开头，由字母、数字、下划线或减号组成，至少3位',
  confirmMismatch: '两次输入的密码不一致',
  companyNameEmpty: '请输入企业名称',
} as const

const str = (empty: string, bad = empty) =>
  z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? empty : bad) })

/** Phone: trimmed, max 11, mainland format (spec §5). */
export const phone = str(MSG.phoneEmpty, MSG.phoneBad)
  .trim()
  .min(1, { error: MSG.phoneEmpty })
  .max(LIMITS.phone, { error: MSG.phoneBad })
  .regex(PHONE_RE, { error: MSG.phoneBad })

export const code = str(MSG.codeEmpty, MSG.codeBad)
  .trim()
  .min(1, { error: MSG.codeEmpty })
  .max(LIMITS.code, { error: MSG.codeBad })
  .regex(/^\d{4}$/, { error: MSG.codeBad })

/** A password being checked at login: only presence and the input cap. */
export const loginPassword = str(MSG.passwordEmpty)
  .min(1, { error: MSG.passwordEmpty })
  .max(LIMITS.password, { error: '密码不能超过16位' })

/** The password rule helper of spec §5: 6–16, no whitespace, two of letters / digits / !@#$%^&*. */
export function isStrongPassword(value: string): boolean {
  if (value.length < 6 || value.length > 16 || /\s/.test(value)) return false
  const classes = [/[A-Za-z]/, /\d/, /[!@#$%^&*]/].filter((re) => re.test(value)).length
  return classes >= 2 && /^[A-Za-z\d!@#$%^&*]+$/.test(value)
}

export const newPassword = str(MSG.passwordEmptyBlur)
  .min(1, { error: MSG.passwordEmptyBlur })
  .refine(isStrongPassword, { error: MSG.passwordRule })

export const loginName = str(MSG.loginNameEmpty)
  .trim()
  .min(1, { error: MSG.loginNameEmpty })
  .max(LIMITS.loginName, { error: '登录名不能超过16位' })

export const newLoginName = loginName.regex(USERNAME_RE, { error: MSG.userNameRule })

// ---- TokenAuth ----
export const sendPhoneCodeInput = z.object({ PhoneNumber: phone })

/** Individual login: phone + code (ispassword false, default) or phone + password (ispassword true). */
export const authenticateInput = z
  .object({
    userNameOrEmailAddress: phone,
    phoneCode: z.string().trim().max(LIMITS.code, { error: MSG.codeBad }).optional(),
    password: z.string({ error: MSG.passwordEmpty }).max(LIMITS.password, { error: '密码不能超过16位' }).optional(),
    ispassword: flag('登录方式').optional().default(false),
    logetype: z.union([z.string(), z.number()]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.ispassword) {
      if (!v.password) ctx.addIssue({ code: 'custom', message: MSG.passwordEmpty, path: ['password'] })
    } else if (!v.phoneCode) {
      ctx.addIssue({ code: 'custom', message: MSG.codeEmpty, path: ['phoneCode'] })
    } else if (!/^\d{4}$/.test(v.phoneCode)) {
      ctx.addIssue({ code: 'custom', message: MSG.codeBad, path: ['phoneCode'] })
    }
  })

/** Company login: login name + password; with ispassword false, contact phone + SMS code in `password`. */
export const authenticateCompanyInput = z.object({
  userNameOrEmailAddress: loginName,
  password: str(MSG.companyPasswordEmpty).min(1, { error: MSG.companyPasswordEmpty }).max(LIMITS.password, { error: '密码不能超过16位' }),
  ispassword: flag('登录方式').optional().default(true),
})

export const phoneAndCodeInput = z.object({ PhoneNumber: phone, phoneCode: code })

export const changeUserPswInput = z
  .object({ phoneCode: code, password: newPassword, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: MSG.confirmMismatch,
    path: ['confirmPassword'],
  })

// ---- FrontCompany ----
export const checkCompanyUserNameInput = z.object({ userName: newLoginName })

export const registerCompanyInput = z
  .object({
    companyName: str(MSG.companyNameEmpty).trim().min(1, { error: MSG.companyNameEmpty }).max(LIMITS.companyName, { error: '企业名称不能超过50个字符' }),
    userName: newLoginName,
    password: newPassword,
    confirmPassword: z.string().optional(),
    PhoneNumber: phone,
    phoneCode: code,
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: MSG.confirmMismatch,
    path: ['confirmPassword'],
  })

export const companyResetCodeInput = z.object({ userName: loginName, PhoneNumber: phone })
export const companyResetCheckInput = companyResetCodeInput.extend({ phoneCode: code })
export const companyResetPasswordInput = companyResetCheckInput
  .extend({ password: newPassword, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: MSG.confirmMismatch,
    path: ['confirmPassword'],
  })

// ---- FrontUser (personal reset trio) ----
export const userResetCodeInput = z.object({ PhoneNumber: phone })
export const userResetCheckInput = phoneAndCodeInput
export const userResetPasswordInput = phoneAndCodeInput
  .extend({ password: newPassword, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: MSG.confirmMismatch,
    path: ['confirmPassword'],
  })

// ---- Results ----
/** Spec §3 "Login result fields", plus the session's lifetime. */
export interface LoginResult {
  accessToken: string
  expireInSeconds: number
  logoUrl: string
  icoUrl: string
  userName: string
  userLogo: string
  isThirdHeadImg: boolean
  phoneNumber: string
  userId: number
  /** The company's id for a company login, null for an individual. */
  frontCompanyId: number | null
  isBindThirdAccount: boolean
}

export interface UserBasicInfo {
  userId: number
  kind: 'user' | 'company'
  nickname: string
  userName: string
  phoneNumber: string
  userLogo: string
  isThirdHeadImg: boolean
  introduction: string
  frontCompanyId: number | null
  companyName: string | null
  createdAt: string
}

export interface SendCodeResult {
  /** Seconds before another code may be sent to this phone (the front end's countdown). */
  resendAfterSeconds: number
  expireInSeconds: number
}
