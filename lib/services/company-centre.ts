// FrontCompany's company-centre calls: the company's information, logo and contact phone (the signed-in company only).
import { badRequest, businessRule } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { COMPANY_MSG } from '@/lib/contract/company-rules'
import { hasSensitiveWord } from '@/lib/contract/profile-rules'
import {
  checkResetNewPhoneCodeInput,
  checkResetPhoneCodeInput,
  sendResetNewPhoneCodeInput,
  type PhoneTicketResult,
} from '@/lib/contract/schemas/account'
import { changeCompanyLogoInput, updateCompanyInfoInput, type CompanyInfo } from '@/lib/contract/schemas/company'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { checkPhoneTicket, issuePhoneTicket, TICKET_INVALID } from '@/lib/auth/phone-ticket'
import { callerAccount } from '@/lib/auth/sign-in'
import { issueSmsCode, spendSmsCode, verifySmsCode } from '@/lib/auth/sms-codes'
import type { Company } from '@/lib/auth/accounts'
import { companyCounts, setCompanyContactPhone, setCompanyLogo, updateCompanyInfo } from '@/lib/db/queries/company'
import { revokeAccountSessions } from '@/lib/db/queries/sessions'
import { getStorage, isValidKey } from '@/lib/storage'
import { isOwnUpload } from '@/lib/storage/upload-keys'
import { method } from './define'
import { storageKeyOf } from './front-user-profile'

/** The signed-in company (auth 'company' already refused everyone else) and its tenant. */
export async function myCompany(ctx: ServiceContext, ticket?: string): Promise<{ tenantId: number; company: Company }> {
  const account = await callerAccount(ctx)
  if (account.kind !== 'company') throw businessRule('请使用企业账号操作')
  const tenantId = requireSite(ctx).tenantId
  if (
    ticket !== undefined &&
    !checkPhoneTicket(ticket, { tenantId, accountId: account.row.id, phone: account.row.contactPhone, kind: 'company' })
  ) {
    throw businessRule(TICKET_INVALID)
  }
  return { tenantId, company: account.row }
}

async function infoOf(ctx: ServiceContext, tenantId: number, c: Company): Promise<CompanyInfo> {
  return {
    id: c.id,
    userName: c.loginName,
    companyName: c.companyName,
    logoUrl: c.logoUrl,
    phoneNumber: c.contactPhone,
    contactName: c.contactName,
    industry: c.industry,
    companySize: c.companySize,
    info: c.info,
    ...(await companyCounts(ctx.db, { tenantId, companyId: c.id })),
    // Set by the tenant only (CompanyOperator): shown so the company knows why VIP does or does not open paid courses.
    isCertified: c.certifiedAt !== null,
    certifiedAt: c.certifiedAt ? c.certifiedAt.toISOString() : null,
    vipSeats: c.vipSeats,
  }
}

export const companyCentreMethods = {
  /** The signed-in company's information and its staff figures. */
  GetCompanyInfoByLogin: method({
    verb: 'GET',
    auth: 'company',
    input: noInput,
    summary:
      '当前企业账号的资料：企业名称、登录名、Logo、联系电话、联系人、行业、规模、简介，员工数、VIP数、待接受邀请数，以及企业认证状态（isCertified）与VIP名额（vipSeats）',
    handler: async (_input, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      return infoOf(ctx, tenantId, company)
    },
  }),

  /** Edits the company's information; the tenant's sensitive words are refused. */
  UpdateCompanyInfo: method({
    verb: 'PUT',
    auth: 'company',
    input: updateCompanyInfoInput,
    summary: '修改企业资料（企业名称 2–50 字、联系人 ≤20 字、所属行业与企业规模取自固定选项、企业简介 ≤500 字）',
    description:
      '行业与规模的选项见 lib/contract/company-rules.ts（空字符串表示未填写）；任何文字含机构敏感词返回 400。' +
      '企业认证与VIP名额由机构设置，请求中的其他字段（如 certifiedAt、vipSeats）一律忽略。',
    handler: async (input, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      const words = requireSite(ctx).settings.sensitiveWords
      const info = input.info.join('\n')
      if (hasSensitiveWord(input.companyName, words))
        throw badRequest(COMPANY_MSG.companyNameSensitive, ['companyName'])
      if (hasSensitiveWord(input.contactName, words))
        throw badRequest(COMPANY_MSG.contactNameSensitive, ['contactName'])
      if (hasSensitiveWord(info, words)) throw badRequest(COMPANY_MSG.infoSensitive, ['info'])
      const row = await updateCompanyInfo(ctx.db, { tenantId, companyId: company.id, ...input, info })
      return infoOf(ctx, tenantId, row!)
    },
  }),

  /** Sets the logo to a picture this company uploaded (Common/UploadFile) on this tenant. */
  ChangeCompanyLogoImg: method({
    verb: 'POST',
    auth: 'company',
    input: changeCompanyLogoInput,
    summary:
      '修改企业Logo（logoUrl 为本企业通过 Common/UploadFile 上传得到的 key）；结果 logoUrl 写回本地存储的 userLogo（规格 §4）',
    handler: async ({ logoUrl }, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      const site = requireSite(ctx)
      const key = storageKeyOf(logoUrl, site.settings.qiNiuUrl)
      if (!isValidKey(key) || !isOwnUpload(key, site.slug, ctx.caller!))
        throw badRequest(COMPANY_MSG.logoBad, ['logoUrl'])
      if (!(await getStorage().readObject(key))) throw badRequest(COMPANY_MSG.logoMissing, ['logoUrl'])
      await setCompanyLogo(ctx.db, { tenantId, companyId: company.id, logoUrl: key })
      return { logoUrl: key }
    },
  }),

  /** Contact-phone change, step 1: a code to the current contact phone. */
  SendCompanyResetPhoneNumberCode: method({
    verb: 'POST',
    auth: 'company',
    input: noInput,
    summary: '更换企业联系电话：向当前联系电话发送验证码',
    handler: async (_input, ctx) => {
      const { company } = await myCompany(ctx)
      return issueSmsCode(ctx, { phone: company.contactPhone, purpose: 'company-phone-old' })
    },
  }),

  /** Step 1 done: uses the code up and answers a 10-minute ticket. */
  CheckCompanyResetPhoneNumberCode: method({
    verb: 'POST',
    auth: 'company',
    input: checkResetPhoneCodeInput,
    summary: '更换企业联系电话：校验原联系电话的验证码（消耗），返回10分钟有效的 ticket',
    handler: async ({ phoneCode }, ctx): Promise<PhoneTicketResult> => {
      const { tenantId, company } = await myCompany(ctx)
      await verifySmsCode(ctx, {
        phone: company.contactPhone,
        purpose: 'company-phone-old',
        code: phoneCode,
        consume: true,
      })
      return issuePhoneTicket({ tenantId, accountId: company.id, phone: company.contactPhone, kind: 'company' })
    },
  }),

  /** Step 2: a code to the new number. */
  SendCompanyResetNewPhoneNumberCode: method({
    verb: 'POST',
    auth: 'company',
    input: sendResetNewPhoneCodeInput,
    summary: '更换企业联系电话：向新号码发送验证码（需 ticket；新号码须不同于原号码）',
    handler: async ({ PhoneNumber, ticket }, ctx) => {
      const { company } = await myCompany(ctx, ticket)
      if (PhoneNumber === company.contactPhone) throw businessRule(COMPANY_MSG.companyPhoneSame)
      return issueSmsCode(ctx, { phone: PhoneNumber, purpose: 'company-phone-new' })
    },
  }),

  /** Step 2 done: the contact phone changes, the company's other sessions end; this one stays. */
  CheckCompanyResetNewPhoneNumberCode: method({
    verb: 'POST',
    auth: 'company',
    input: checkResetNewPhoneCodeInput,
    summary: '更换企业联系电话：校验新号码的验证码并完成更换；企业的其他会话失效，当前会话保留',
    description: '联系电话用于企业找回密码与接收验证码，不要求在机构内唯一。',
    handler: async ({ PhoneNumber, phoneCode, ticket }, ctx) => {
      const { tenantId, company } = await myCompany(ctx, ticket)
      if (PhoneNumber === company.contactPhone) throw businessRule(COMPANY_MSG.companyPhoneSame)
      const checked = await verifySmsCode(ctx, {
        phone: PhoneNumber,
        purpose: 'company-phone-new',
        code: phoneCode,
        consume: false,
      })
      await ctx.db.transaction(async (db) => {
        await spendSmsCode(db, { tenantId, id: checked.id })
        await setCompanyContactPhone(db, { tenantId, companyId: company.id, phone: PhoneNumber })
        await revokeAccountSessions(db, {
          tenantId,
          accountKind: 'company',
          accountId: company.id,
          exceptTokenHash: ctx.caller!.sessionId,
        })
      })
      return { phoneNumber: PhoneNumber }
    },
  }),
}
