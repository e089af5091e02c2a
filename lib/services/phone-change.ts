// FrontUser's personal phone change, named like FrontCompany's: old phone's code → ticket → new phone's code → changed.
import { businessRule, conflict } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import {
  checkResetNewPhoneCodeInput,
  checkResetPhoneCodeInput,
  PHONE_TAKEN,
  SAME_PHONE,
  sendResetNewPhoneCodeInput,
  type PhoneTicketResult,
} from '@/lib/contract/schemas/account'
import { callerAccount } from '@/lib/auth/sign-in'
import { checkPhoneTicket, issuePhoneTicket, TICKET_INVALID } from '@/lib/auth/phone-ticket'
import { issueSmsCode, spendSmsCode, verifySmsCode } from '@/lib/auth/sms-codes'
import { getIndividualByPhone, setIndividualPhone } from '@/lib/db/queries/accounts'
import { revokeAccountSessions } from '@/lib/db/queries/sessions'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { method } from './define'

/** The caller (an individual: auth 'user') and, with a ticket, the proof that it verified its current phone. */
async function me(ctx: ServiceContext, ticket?: string) {
  const account = await callerAccount(ctx)
  if (account.kind !== 'user') throw businessRule('企业账号请在企业中心修改联系电话')
  const tenantId = requireSite(ctx).tenantId
  if (
    ticket !== undefined &&
    !checkPhoneTicket(ticket, { tenantId, accountId: account.row.id, phone: account.row.phone })
  ) {
    throw businessRule(TICKET_INVALID)
  }
  return { tenantId, row: account.row }
}

/** The new number must differ from the current one and be free in this tenant. */
async function checkNewPhone(ctx: ServiceContext, tenantId: number, current: string, phone: string) {
  if (phone === current) throw businessRule(SAME_PHONE)
  if (await getIndividualByPhone(ctx.db, { tenantId, phone })) throw conflict(PHONE_TAKEN)
}

export const phoneChangeMethods = {
  /** Step 1: a code to the account's current phone. */
  SendResetPhoneNumberCode: method({
    verb: 'POST',
    auth: 'user',
    input: noInput,
    summary: '更换手机号：向当前绑定的手机号发送验证码（仅个人账号）',
    handler: async (_input, ctx) => {
      const { row } = await me(ctx)
      return issueSmsCode(ctx, { phone: row.phone, purpose: 'phone-change-old' })
    },
  }),

  /** Step 1 done: uses the code up and answers a 10-minute ticket for the next steps. */
  CheckResetPhoneNumberCode: method({
    verb: 'POST',
    auth: 'user',
    input: checkResetPhoneCodeInput,
    summary: '更换手机号：校验原手机号验证码（消耗），返回10分钟有效的 ticket',
    handler: async ({ phoneCode }, ctx): Promise<PhoneTicketResult> => {
      const { tenantId, row } = await me(ctx)
      await verifySmsCode(ctx, { phone: row.phone, purpose: 'phone-change-old', code: phoneCode, consume: true })
      return issuePhoneTicket({ tenantId, accountId: row.id, phone: row.phone })
    },
  }),

  /** Step 2: a code to the new number, which must be free in this tenant. */
  SendResetNewPhoneNumberCode: method({
    verb: 'POST',
    auth: 'user',
    input: sendResetNewPhoneCodeInput,
    summary: '更换手机号：向新手机号发送验证码（需 ticket；新号码须未被注册且不同于原号码）',
    description:
      '新号码与原号码相同返回 400「新手机号不能与原手机号相同」；已被本机构其他账号使用返回 409「该手机号已被注册」。',
    handler: async ({ PhoneNumber, ticket }, ctx) => {
      const { tenantId, row } = await me(ctx, ticket)
      await checkNewPhone(ctx, tenantId, row.phone, PhoneNumber)
      return issueSmsCode(ctx, { phone: PhoneNumber, purpose: 'phone-change-new' })
    },
  }),

  /** Step 2 done: code, phone and the account's other sessions change together; this session stays. */
  CheckResetNewPhoneNumberCode: method({
    verb: 'POST',
    auth: 'user',
    input: checkResetNewPhoneCodeInput,
    summary: '更换手机号：校验新手机号验证码并完成更换；该账号的其他会话失效，当前会话保留',
    handler: async ({ PhoneNumber, phoneCode, ticket }, ctx) => {
      const { tenantId, row } = await me(ctx, ticket)
      await checkNewPhone(ctx, tenantId, row.phone, PhoneNumber)
      const checked = await verifySmsCode(ctx, {
        phone: PhoneNumber,
        purpose: 'phone-change-new',
        code: phoneCode,
        consume: false,
      })
      await ctx.db.transaction(async (db) => {
        await spendSmsCode(db, { tenantId, id: checked.id })
        // A racing sign-up or change may have taken the number since the check: the unique index decides.
        if (!(await setIndividualPhone(db, { tenantId, id: row.id, phone: PhoneNumber }))) throw conflict(PHONE_TAKEN)
        await revokeAccountSessions(db, {
          tenantId,
          accountKind: 'user',
          accountId: row.id,
          exceptTokenHash: ctx.caller!.sessionId,
        })
      })
      return { phoneNumber: PhoneNumber }
    },
  }),
}
