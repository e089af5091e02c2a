// Inputs and results of the accounts calls (docs/spec.md §3 "Login requests", "Login result fields", §5, §7).
// Messages are the spec's exact text, from lib/contract/account-rules.ts, which the browser forms check with.
import { z } from 'zod'
import { flag } from '../fields'
import {
  CODE_RE,
  LIMITS,
  MSG,
  PASSWORD_CHECKS,
  PHONE_RE,
  PHONE_TICKET_INVALID,
  PSW_PROOF_BOTH,
  PSW_PROOF_NEITHER,
  USERNAME_RE,
} from '../account-rules'
import { controlCharMessage, PLAIN_TEXT_RE } from '../plain-text'

// The constants live in a zod-free module the browser forms share; re-exported so server code keeps one import.
export { MSG, PHONE_RE } from '../account-rules'

const str = (empty: string, bad = empty) =>
  z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? empty : bad) })

/** Phone: trimmed, max 11, mainland format (docs/spec.md §5). */
export const phone = str(MSG.phoneEmpty, MSG.phoneBad)
  .trim()
  .min(1, { error: MSG.phoneEmpty })
  .max(LIMITS.phone, { error: MSG.phoneBad })
  .regex(PHONE_RE, { error: MSG.phoneBad })

export const code = str(MSG.codeEmpty, MSG.codeBad)
  .trim()
  .min(1, { error: MSG.codeEmpty })
  .max(LIMITS.code, { error: MSG.codeBad })
  .regex(CODE_RE, { error: MSG.codeBad })

/** A password being checked at login: only presence, the input cap and no control characters. */
export const loginPassword = str(MSG.passwordEmpty)
  .min(1, { error: MSG.passwordEmpty })
  .max(LIMITS.password, { error: MSG.passwordTooLong })
  .regex(PLAIN_TEXT_RE, { error: controlCharMessage('密码') })

/** A password being set: the form's checks in the form's order, so both name the same missed part first. */
export const newPassword = PASSWORD_CHECKS.reduce(
  (schema, [ok, message]) => schema.refine(ok, { error: message }),
  str(MSG.passwordEmptyBlur).min(1, { error: MSG.passwordEmptyBlur }),
)

export const loginName = str(MSG.loginNameEmpty)
  .trim()
  .min(1, { error: MSG.loginNameEmpty })
  .max(LIMITS.loginName, { error: MSG.loginNameTooLong })
  .regex(PLAIN_TEXT_RE, { error: controlCharMessage('登录名') })

export const newLoginName = loginName.regex(USERNAME_RE, { error: MSG.userNameRule })

/**
 * 「我已阅读并同意《用户协议》《隐私政策》」 ticked. Optional so older clients still sign in to existing accounts; a call
 * that would create an account refuses without it (the services decide, since only they know whether it would).
 */
export const isAgreeProtocol = flag('同意协议').optional().meta({
  title: '同意协议',
  description: '是否已勾选「我已阅读并同意《用户协议》《隐私政策》」；创建账号时必须为 true',
})

// ---- TokenAuth ----
export const sendPhoneCodeInput = z.object({ PhoneNumber: phone })

/** Individual login: phone + code (ispassword false, default) or phone + password (ispassword true). */
export const authenticateInput = z
  .object({
    userNameOrEmailAddress: phone,
    phoneCode: z.string().trim().max(LIMITS.code, { error: MSG.codeBad }).optional(),
    password: z.string({ error: MSG.passwordEmpty }).max(LIMITS.password, { error: MSG.passwordTooLong }).optional(),
    ispassword: flag('登录方式').optional().default(false),
    logetype: z.union([z.string(), z.number()]).optional(),
    isAgreeProtocol,
  })
  .superRefine((v, ctx) => {
    if (v.ispassword) {
      if (!v.password) ctx.addIssue({ code: 'custom', message: MSG.passwordEmpty, path: ['password'] })
    } else if (!v.phoneCode) {
      ctx.addIssue({ code: 'custom', message: MSG.codeEmpty, path: ['phoneCode'] })
    } else if (!CODE_RE.test(v.phoneCode)) {
      ctx.addIssue({ code: 'custom', message: MSG.codeBad, path: ['phoneCode'] })
    }
  })

/** Company login: login name + password; with ispassword false, contact phone + SMS code in `password`. */
export const authenticateCompanyInput = z.object({
  userNameOrEmailAddress: loginName,
  password: str(MSG.companyPasswordEmpty)
    .min(1, { error: MSG.companyPasswordEmpty })
    .max(LIMITS.password, { error: MSG.passwordTooLong })
    .regex(PLAIN_TEXT_RE, { error: controlCharMessage('密码') }),
  ispassword: flag('登录方式').optional().default(true),
})

export const phoneAndCodeInput = z.object({ PhoneNumber: phone, phoneCode: code })

export {
  NO_PASSWORD_YET,
  OLD_PASSWORD_WRONG,
  PHONE_TAKEN,
  PHONE_TICKET_INVALID,
  PSW_SAME_AS_OLD,
  SAME_PHONE,
} from '../account-rules'

/** An empty string counts as "not given", so a form may send both keys and fill one. */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v)

/** Proof by exactly one of: the UserPhoneCode code (phoneCode) or the current password (oldPassword). */
export const changeUserPswInput = z
  .object({
    phoneCode: z.preprocess(blankAsMissing, code.optional()),
    oldPassword: z.preprocess(blankAsMissing, loginPassword.optional()),
    password: newPassword,
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.phoneCode === undefined && v.oldPassword === undefined)
      ctx.addIssue({ code: 'custom', message: PSW_PROOF_NEITHER, path: ['oldPassword'] })
    if (v.phoneCode !== undefined && v.oldPassword !== undefined)
      ctx.addIssue({ code: 'custom', message: PSW_PROOF_BOTH, path: ['oldPassword'] })
    if (v.confirmPassword !== undefined && v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', message: MSG.confirmMismatch, path: ['confirmPassword'] })
    }
  })

// ---- FrontCompany ----
export const checkCompanyUserNameInput = z.object({ userName: newLoginName })

export const registerCompanyInput = z
  .object({
    companyName: str(MSG.companyNameEmpty)
      .trim()
      .min(1, { error: MSG.companyNameEmpty })
      .max(LIMITS.companyName, { error: MSG.companyNameTooLong })
      .regex(PLAIN_TEXT_RE, { error: controlCharMessage('企业名称') }),
    userName: newLoginName,
    password: newPassword,
    confirmPassword: z.string().optional(),
    PhoneNumber: phone,
    phoneCode: code,
    isAgreeProtocol,
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
export const userResetPasswordInput = phoneAndCodeInput
  .extend({ password: newPassword, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: MSG.confirmMismatch,
    path: ['confirmPassword'],
  })

// ---- FrontUser (personal phone change: old phone's code → ticket → new phone's code) ----
const ticket = z
  .string({ error: PHONE_TICKET_INVALID })
  .min(1, { error: PHONE_TICKET_INVALID })
  .max(100, { error: PHONE_TICKET_INVALID })
  .meta({ title: '凭证', description: 'CheckResetPhoneNumberCode 返回的 ticket（10分钟有效）' })
export const checkResetPhoneCodeInput = z.object({ phoneCode: code })
export const sendResetNewPhoneCodeInput = z.object({ PhoneNumber: phone, ticket })
export const checkResetNewPhoneCodeInput = sendResetNewPhoneCodeInput.extend({ phoneCode: code })

export interface PhoneTicketResult {
  /** Proof that the current phone was just verified; bound to tenant, account and that phone. */
  ticket: string
  expireInSeconds: number
}

// ---- Results ----
/** docs/spec.md §3 "Login result fields", plus the session's lifetime. */
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
  /** An individual's name within their company and whether it made them VIP (absent when not in a company). */
  nameInCompany?: string
  isVip?: boolean
  createdAt: string
}

export interface SendCodeResult {
  /** Seconds before another code may be sent to this phone (the front end's countdown). */
  resendAfterSeconds: number
  expireInSeconds: number
}
