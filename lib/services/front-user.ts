// /api/services/app/FrontUser/{Method}: the signed-in account's info, the personal password reset and phone change.
import { businessRule } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { phoneAndCodeInput, userResetCodeInput, userResetPasswordInput } from '@/lib/contract/schemas/account'
import { basicInfo, loginResult } from '@/lib/auth/accounts'
import { hashPassword } from '@/lib/auth/password'
import { callerAccount, endAllSessions } from '@/lib/auth/sign-in'
import { CODE_INVALID, issueSmsCode, spendSmsCode, verifySmsCode } from '@/lib/auth/sms-codes'
import { getCompanyById, getIndividualByPhone, setIndividualPassword } from '@/lib/db/queries/accounts'
import { getMembership } from '@/lib/db/queries/learning'
import { method } from './define'
import { notifyPasswordChanged } from './notify'
import { phoneChangeMethods } from './phone-change'
import { requireSite } from '@/lib/auth/context'

// The spec names the personal reset calls like the company ones; they live under FrontUser.
export const frontUserService = {
  /** The signed-in account's profile (individual or company). */
  GetUserBasicInfo: method({
    verb: 'GET',
    auth: 'signedIn',
    input: noInput,
    summary: '当前登录账号的基本资料（昵称、手机号、头像、简介、所属企业）',
    handler: async (_input, ctx) => {
      const account = await callerAccount(ctx)
      const info = basicInfo(account)
      if (account.kind === 'company') return info
      // An individual's company is their membership (company issue: invitations create it; VIP unlocks paid courses).
      const tenantId = requireSite(ctx).tenantId
      const member = await getMembership(ctx.db, { tenantId, individualId: account.row.id })
      const company = member ? await getCompanyById(ctx.db, { tenantId, id: member.companyId }) : null
      if (!company) return info
      // isVip says what the learner may do: the mark counts only while the tenant certifies the company (enrolment.ts).
      const isVip = member!.isVip && company.certifiedAt !== null && !company.disabled
      return { ...info, companyName: company.companyName, nameInCompany: member!.nameInCompany, isVip }
    },
  }),

  /** The login-result fields without a token, for refreshing what the client stored at login. */
  GetUserBaseInfo: method({
    verb: 'GET',
    auth: 'signedIn',
    input: noInput,
    summary: '当前登录账号的会话资料（与登录结果字段相同，不含令牌），用于刷新本地存储',
    handler: async (_input, ctx) => {
      const {
        accessToken: _token,
        expireInSeconds: _ttl,
        ...profile
      } = loginResult(requireSite(ctx), await callerAccount(ctx), '', 0)
      void _token
      void _ttl
      return profile
    },
  }),

  /** Sends a personal reset code; the same answer whether the phone has an account. */
  SendCompanyResetPasswordCode: method({
    verb: 'POST',
    auth: 'anonymous',
    input: userResetCodeInput,
    summary: '个人找回密码：向手机号发送验证码',
    description: '该手机号已注册时才真正发送；无论是否注册，应答相同。',
    handler: async ({ PhoneNumber }, ctx) => {
      const found = await getIndividualByPhone(ctx.db, { tenantId: requireSite(ctx).tenantId, phone: PhoneNumber })
      return issueSmsCode(ctx, { phone: PhoneNumber, purpose: 'user-reset', deliver: !!found })
    },
  }),

  /** Checks the personal reset code without using it up. */
  CheckCompanyResetPasswordCode: method({
    verb: 'POST',
    auth: 'anonymous',
    input: phoneAndCodeInput,
    summary: '个人找回密码：校验验证码（不消耗）',
    handler: async ({ PhoneNumber, phoneCode }, ctx) => {
      await verifySmsCode(ctx, { phone: PhoneNumber, purpose: 'user-reset', code: phoneCode, consume: false })
      return true
    },
  }),

  /** Sets the new personal password; every session of the account ends. */
  FrontCompanyResetPassword: method({
    verb: 'POST',
    auth: 'anonymous',
    input: userResetPasswordInput,
    summary: '个人找回密码：设置新密码（消耗验证码，所有会话失效）',
    handler: async ({ PhoneNumber, phoneCode, password }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const checked = await verifySmsCode(ctx, {
        phone: PhoneNumber,
        purpose: 'user-reset',
        code: phoneCode,
        consume: false,
      })
      const user = await getIndividualByPhone(ctx.db, { tenantId, phone: PhoneNumber })
      if (!user) throw businessRule(CODE_INVALID)
      const passwordHash = await hashPassword(password)
      await ctx.db.transaction(async (db) => {
        await spendSmsCode(db, { tenantId, id: checked.id })
        await setIndividualPassword(db, { tenantId, id: user.id, passwordHash })
        await endAllSessions({ ...ctx, db }, { kind: 'user', row: user })
        await notifyPasswordChanged(db, { tenantId, to: { kind: 'user', id: user.id }, at: new Date() })
      })
      return true
    },
  }),

  ...phoneChangeMethods,
}
