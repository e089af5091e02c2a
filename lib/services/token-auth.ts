// /api/TokenAuth/{Method}: SMS codes, individual and company login, password change, logout.
import { z } from 'zod'
import { businessRule, MESSAGES } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import {
  authenticateCompanyInput,
  authenticateInput,
  changeUserPswInput,
  code,
  NO_PASSWORD_YET,
  OLD_PASSWORD_WRONG,
  PSW_SAME_AS_OLD,
  phoneAndCodeInput,
  sendPhoneCodeInput,
} from '@/lib/contract/schemas/account'
import { defaultNickname } from '@/lib/auth/accounts'
import { hashPassword, verifyPassword } from '@/lib/auth/password'
import {
  BAD_CREDENTIALS_COMPANY,
  BAD_CREDENTIALS_USER,
  callerAccount,
  endAllSessions,
  signIn,
  signOut,
  withLoginLimit,
} from '@/lib/auth/sign-in'
import { issueSmsCode, spendSmsCode, verifySmsCode } from '@/lib/auth/sms-codes'
import {
  findOrCreateIndividual,
  getCompanyByLoginName,
  getIndividualByPhone,
  listCompaniesByContactPhone,
  setCompanyPassword,
  setIndividualPassword,
} from '@/lib/db/queries/accounts'
import { method } from './define'
import { notifyWaitingInvites } from './invitations'
import { notifyWelcome, notifyPasswordChanged } from './notify'
import { consentNow, consentRequired } from './legal'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { consume, refund } from '@/lib/auth/limits'

const DISABLED = MESSAGES.accountDisabled

/** The old password, guessed at most 5 times per account in 15 minutes (the point comes back when it is right). */
async function checkOldPassword(ctx: ServiceContext, who: string, check: () => Promise<boolean>) {
  const key = `${requireSite(ctx).tenantId}:${who}`
  await consume(ctx.db, [
    { rule: 'changePswAccount', key, message: (w) => `原密码错误次数过多，请${w}后再试或使用手机验证码修改` },
  ])
  if (!(await check())) throw businessRule(OLD_PASSWORD_WRONG)
  await refund(ctx.db, 'changePswAccount', key)
}

export const tokenAuthService = {
  /** Sends an individual's login code; the first code login creates the account (登录/注册). */
  SendPhoneCode: method({
    verb: 'POST',
    auth: 'anonymous',
    input: sendPhoneCodeInput,
    summary: '发送个人登录/注册验证码（4位，5分钟有效）',
    handler: ({ PhoneNumber }, ctx) => issueSmsCode(ctx, { phone: PhoneNumber, purpose: 'login' }),
  }),

  /** Individual login: phone + code (creates the account on first login) or phone + password. */
  Authenticate: method({
    verb: 'POST',
    auth: 'anonymous',
    input: authenticateInput,
    summary: '个人登录：手机号+验证码（首次登录即注册）或手机号+密码（ispassword=true）',
    description:
      'isAgreeProtocol：是否已勾选「我已阅读并同意《用户协议》《隐私政策》」。验证码登录会为未注册的手机号创建账号，此时必须为 true，' +
      '否则返回 400（error.code 400，「请先阅读并同意《用户协议》和《隐私政策》」），不创建账号、不消耗验证码；' +
      '创建账号时记录同意时间与两份文本的版本。登录已有账号不要求此字段。',
    handler: async (input, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const phone = input.userNameOrEmailAddress
      if (!input.ispassword) {
        const checked = await verifySmsCode(ctx, { phone, purpose: 'login', code: input.phoneCode!, consume: false })
        // Code, account and session succeed or fail together. Consent is asked only after the code is right, so the
        // refusal cannot tell a stranger whether the phone has an account.
        return ctx.db.transaction(async (db) => {
          await spendSmsCode(db, { tenantId, id: checked.id })
          const existing = await getIndividualByPhone(db, { tenantId, phone })
          if (!existing && input.isAgreeProtocol !== true) throw consentRequired()
          let row = existing
          if (!row) {
            const tenantName = requireSite(ctx).settings.tenantName
            const created = await findOrCreateIndividual(db, {
              tenantId,
              phone,
              nickname: defaultNickname(phone),
              consent: await consentNow(db, tenantId, tenantName),
            })
            // A concurrent first login may have created it: only the creating one welcomes.
            if (created.created) {
              await notifyWelcome(db, { tenantId, individualId: created.id, tenantName })
              await notifyWaitingInvites(db, { tenantId, individualId: created.id, phone })
            }
            row = created
          }
          if (row.disabled) throw businessRule(DISABLED)
          return signIn({ ...ctx, db }, { kind: 'user', row })
        })
      }
      const row = await withLoginLimit(
        ctx,
        `user:${phone}`,
        async () => {
          const found = await getIndividualByPhone(ctx.db, { tenantId, phone })
          return (await verifyPassword(found?.passwordHash, input.password!)) ? found : null
        },
        BAD_CREDENTIALS_USER,
      )
      if (row!.disabled) throw businessRule(DISABLED)
      return signIn(ctx, { kind: 'user', row: row! })
    },
  }),

  /** Company login: login name + password, or (ispassword=false) contact phone + code in `password`. */
  AuthenticateCompany: method({
    verb: 'POST',
    auth: 'anonymous',
    input: authenticateCompanyInput,
    summary: '企业登录：登录名+密码；ispassword=false 时为联系电话+验证码（验证码放在 password）',
    description:
      'ispassword=false 时，userNameOrEmailAddress 为企业联系电话，password 为 SendCompanyLoginPhoneCode 发送的验证码。',
    handler: async (input, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      if (!input.ispassword) {
        const phone = input.userNameOrEmailAddress
        const smsCode = code.safeParse(input.password)
        if (!smsCode.success) throw businessRule('验证码错误或已失效')
        const checked = await verifySmsCode(ctx, {
          phone,
          purpose: 'company-login',
          code: smsCode.data,
          consume: false,
        })
        const found = await listCompaniesByContactPhone(ctx.db, { tenantId, phone })
        if (found.length !== 1)
          throw businessRule(found.length ? '该手机号关联多个企业账号，请使用登录名登录' : '验证码错误或已失效')
        if (found[0].disabled) throw businessRule(DISABLED)
        // The code is used up only if the session opens, like the individual code login.
        return ctx.db.transaction(async (db) => {
          await spendSmsCode(db, { tenantId, id: checked.id })
          return signIn({ ...ctx, db }, { kind: 'company', row: found[0] })
        })
      }
      const loginName = input.userNameOrEmailAddress
      const row = await withLoginLimit(
        ctx,
        `company:${loginName}`,
        async () => {
          const found = await getCompanyByLoginName(ctx.db, { tenantId, loginName })
          return (await verifyPassword(found?.passwordHash, input.password)) ? found : null
        },
        BAD_CREDENTIALS_COMPANY,
      )
      if (row!.disabled) throw businessRule(DISABLED)
      return signIn(ctx, { kind: 'company', row: row! })
    },
  }),

  /** Sends a login code to a company's contact phone (answer identical whether such a company exists). */
  SendCompanyLoginPhoneCode: method({
    verb: 'POST',
    auth: 'anonymous',
    input: sendPhoneCodeInput,
    summary: '发送企业验证码登录的验证码（发往企业联系电话）',
    description: '仅当该手机号是某企业账号的联系电话时才真正发送；无论是否存在，应答相同，以免泄露账号信息。',
    handler: async ({ PhoneNumber }, ctx) => {
      const found = await listCompaniesByContactPhone(ctx.db, {
        tenantId: requireSite(ctx).tenantId,
        phone: PhoneNumber,
      })
      return issueSmsCode(ctx, { phone: PhoneNumber, purpose: 'company-login', deliver: found.length === 1 })
    },
  }),

  /** Sends the code that proves the contact phone during company registration. */
  SendCompanyPhoneCode: method({
    verb: 'POST',
    auth: 'anonymous',
    input: sendPhoneCodeInput,
    summary: '发送企业注册时验证联系电话的验证码',
    handler: ({ PhoneNumber }, ctx) => issueSmsCode(ctx, { phone: PhoneNumber, purpose: 'company-register' }),
  }),

  /** Checks the registration code without using it up (the registration call consumes it). */
  CheckCompanyPhoneCode: method({
    verb: 'POST',
    auth: 'anonymous',
    input: phoneAndCodeInput,
    summary: '校验企业注册验证码（不消耗，注册时消耗）',
    handler: async ({ PhoneNumber, phoneCode }, ctx) => {
      await verifySmsCode(ctx, { phone: PhoneNumber, purpose: 'company-register', code: phoneCode, consume: false })
      return true
    },
  }),

  /** Sends a code to the signed-in account's own phone, for changing its password. */
  UserPhoneCode: method({
    verb: 'POST',
    auth: 'signedIn',
    input: noInput,
    summary: '向当前登录账号的手机号发送验证码（用于修改密码）',
    description: '个人账号发往其手机号，企业账号发往其联系电话；配合 VerificationCodeCheck 与 ChangeUserPsw 使用。',
    handler: async (_input, ctx) => {
      const account = await callerAccount(ctx)
      const phone = account.kind === 'user' ? account.row.phone : account.row.contactPhone
      return issueSmsCode(ctx, { phone, purpose: 'change-password' })
    },
  }),

  /** Checks the password-change code of the signed-in account without using it up. */
  VerificationCodeCheck: method({
    verb: 'POST',
    auth: 'signedIn',
    input: z.object({ phoneCode: code }),
    summary: '校验 UserPhoneCode 发送的验证码（不消耗）',
    handler: async ({ phoneCode }, ctx) => {
      const account = await callerAccount(ctx)
      const phone = account.kind === 'user' ? account.row.phone : account.row.contactPhone
      await verifySmsCode(ctx, { phone, purpose: 'change-password', code: phoneCode, consume: false })
      return true
    },
  }),

  /** Sets a new password, proven by the UserPhoneCode code or the old password; every session of the account ends. */
  ChangeUserPsw: method({
    verb: 'POST',
    auth: 'signedIn',
    input: changeUserPswInput,
    summary: '修改当前账号密码（UserPhoneCode 验证码或原密码二选一）；成功后所有会话失效，需重新登录',
    description:
      'phoneCode 与 oldPassword 必须且只能提供一个。原密码错误返回 400「原密码不正确」，同一账号15分钟内最多错5次（429）；' +
      '从未设置密码的账号（验证码注册）用原密码方式返回 400「您还未设置密码，请使用手机验证码修改」；新密码与原密码相同返回 400。',
    handler: async ({ phoneCode, oldPassword, password }, ctx) => {
      const account = await callerAccount(ctx)
      const tenantId = requireSite(ctx).tenantId
      const phone = account.kind === 'user' ? account.row.phone : account.row.contactPhone
      const current = account.row.passwordHash
      let codeId: number | null = null
      if (oldPassword !== undefined) {
        if (!current) throw businessRule(NO_PASSWORD_YET)
        await checkOldPassword(ctx, `${account.kind}:${account.row.id}`, () => verifyPassword(current, oldPassword))
        if (oldPassword === password) throw businessRule(PSW_SAME_AS_OLD)
      } else {
        codeId = (await verifySmsCode(ctx, { phone, purpose: 'change-password', code: phoneCode!, consume: false })).id
        if (current && (await verifyPassword(current, password))) throw businessRule(PSW_SAME_AS_OLD)
      }
      const passwordHash = await hashPassword(password)
      await ctx.db.transaction(async (db) => {
        if (codeId !== null) await spendSmsCode(db, { tenantId, id: codeId })
        if (account.kind === 'user') await setIndividualPassword(db, { tenantId, id: account.row.id, passwordHash })
        else await setCompanyPassword(db, { tenantId, id: account.row.id, passwordHash })
        await endAllSessions({ ...ctx, db }, account)
        await notifyPasswordChanged(db, { tenantId, to: { kind: account.kind, id: account.row.id }, at: new Date() })
      })
      return true
    },
  }),

  /** Ends the current session (revoked server-side) and clears the cookie. */
  Logout: method({
    verb: 'POST',
    auth: 'anonymous',
    // Ending a session is always allowed: also without one, and on a closed tenant.
    session: 'optional',
    closedTenant: 'answer',
    input: noInput,
    summary: '退出登录：吊销当前会话并清除 Cookie',
    handler: async (_input, ctx) => {
      await signOut(ctx)
      return true
    },
  }),
}
