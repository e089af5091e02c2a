// /api/services/app/FrontCompany/{Method}: company registration and company password reset.
import { businessRule, conflict } from '@/lib/contract/errors'
import {
  checkCompanyUserNameInput,
  companyResetCheckInput,
  companyResetCodeInput,
  companyResetPasswordInput,
  registerCompanyInput,
} from '@/lib/contract/schemas/account'
import { hashPassword } from '@/lib/auth/password'
import { endAllSessions } from '@/lib/auth/sign-in'
import { CODE_INVALID, issueSmsCode, spendSmsCode, verifySmsCode } from '@/lib/auth/sms-codes'
import { createCompany, getCompanyByLoginName, setCompanyPassword } from '@/lib/db/queries/accounts'
import { method } from './define'
import { notifyPasswordChanged } from './notify'
import { consentNow, consentRequired } from './legal'
import { requireSite, type ServiceContext } from '@/lib/auth/context'

const NAME_TAKEN = '该登录名已被注册'

/** The company whose login name and contact phone both match, else null (callers answer alike). */
async function companyFor(ctx: ServiceContext, userName: string, phone: string) {
  const row = await getCompanyByLoginName(ctx.db, { tenantId: requireSite(ctx).tenantId, loginName: userName })
  return row && row.contactPhone === phone ? row : null
}

export const frontCompanyService = {
  /** Whether a login name is still free: true = available, false = taken. */
  CheckCompanUserName: method({
    verb: 'POST',
    auth: 'anonymous',
    input: checkCompanyUserNameInput,
    summary: '检查企业登录名是否可用：true 可用，false 已被注册（不区分大小写）',
    handler: async ({ userName }, ctx) =>
      !(await getCompanyByLoginName(ctx.db, { tenantId: requireSite(ctx).tenantId, loginName: userName })),
  }),

  /** Registers a company account after the contact phone's code; the user then signs in. */
  RegisterCompany: method({
    verb: 'POST',
    auth: 'anonymous',
    input: registerCompanyInput,
    summary: '注册企业账号（需 SendCompanyPhoneCode 验证码）；成功后使用登录名与密码登录',
    description:
      'isAgreeProtocol：是否已勾选「我已阅读并同意《用户协议》《隐私政策》」，必须为 true，否则返回 400（error.code 400，' +
      '「请先阅读并同意《用户协议》和《隐私政策》」），不创建账号、不消耗验证码；注册成功时记录同意时间与两份文本的版本。',
    handler: async (input, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      if (!requireSite(ctx).features.companyAccounts) throw businessRule('本机构未开放企业注册')
      // Before the code is looked at: nothing is spent or counted for a form sent without consent.
      if (input.isAgreeProtocol !== true) throw consentRequired()
      if (await getCompanyByLoginName(ctx.db, { tenantId, loginName: input.userName })) throw conflict(NAME_TAKEN)
      const checked = await verifySmsCode(ctx, {
        phone: input.PhoneNumber,
        purpose: 'company-register',
        code: input.phoneCode,
        consume: false,
      })
      const passwordHash = await hashPassword(input.password)
      // The code is used up only if the account is created, and the other way round.
      return ctx.db.transaction(async (db) => {
        await spendSmsCode(db, { tenantId, id: checked.id })
        const created = await createCompany(db, {
          tenantId,
          loginName: input.userName,
          passwordHash,
          companyName: input.companyName,
          contactPhone: input.PhoneNumber,
          ...(await consentNow(db, tenantId, requireSite(ctx).settings.tenantName)),
        })
        if (!created) throw conflict(NAME_TAKEN)
        return { companyId: created.id, userName: input.userName }
      })
    },
  }),

  /** Sends a reset code to the company's contact phone; the same answer whether name and phone match. */
  SendCompanyResetPasswordCode: method({
    verb: 'POST',
    auth: 'anonymous',
    input: companyResetCodeInput,
    summary: '企业找回密码：向企业联系电话发送验证码',
    description: '登录名与联系电话匹配时才真正发送；无论是否匹配，应答相同。',
    handler: async ({ userName, PhoneNumber }, ctx) =>
      issueSmsCode(ctx, {
        phone: PhoneNumber,
        purpose: 'company-reset',
        deliver: !!(await companyFor(ctx, userName, PhoneNumber)),
      }),
  }),

  /** Checks the reset code without using it up (step 1 of the reset form). */
  CheckCompanyResetPasswordCode: method({
    verb: 'POST',
    auth: 'anonymous',
    input: companyResetCheckInput,
    summary: '企业找回密码：校验验证码（不消耗）',
    handler: async ({ userName, PhoneNumber, phoneCode }, ctx) => {
      await verifySmsCode(ctx, { phone: PhoneNumber, purpose: 'company-reset', code: phoneCode, consume: false })
      if (!(await companyFor(ctx, userName, PhoneNumber))) throw businessRule(CODE_INVALID)
      return true
    },
  }),

  /** Sets the new company password; every session of the company ends. */
  FrontCompanyResetPassword: method({
    verb: 'POST',
    auth: 'anonymous',
    input: companyResetPasswordInput,
    summary: '企业找回密码：设置新密码（消耗验证码，所有会话失效）',
    handler: async ({ userName, PhoneNumber, phoneCode, password }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const checked = await verifySmsCode(ctx, {
        phone: PhoneNumber,
        purpose: 'company-reset',
        code: phoneCode,
        consume: false,
      })
      const company = await companyFor(ctx, userName, PhoneNumber)
      if (!company) throw businessRule(CODE_INVALID)
      const passwordHash = await hashPassword(password)
      await ctx.db.transaction(async (db) => {
        await spendSmsCode(db, { tenantId, id: checked.id })
        await setCompanyPassword(db, { tenantId, id: company.id, passwordHash })
        await endAllSessions({ ...ctx, db }, { kind: 'company', row: company })
        await notifyPasswordChanged(db, { tenantId, to: { kind: 'company', id: company.id }, at: new Date() })
      })
      return true
    },
  }),
}
