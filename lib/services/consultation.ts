// /api/services/app/Consultation/{Method}: the requester's side — the SMS code a visitor proves the phone with, submitting
// a request (/toconsult), and reading, following up and closing one's own requests (/consultation).
import { badRequest, notFound } from '@/lib/contract/errors'
import { CONSULT_ERRORS } from '@/lib/contract/consultation-errors'
import { OTHER_SERVICE, requestNumber } from '@/lib/contract/consultation-rules'
import { MSG } from '@/lib/contract/account-rules'
import { sendPhoneCodeInput } from '@/lib/contract/schemas/account'
import {
  consultIdInput,
  followUpInput,
  myConsultsInput,
  submitConsultInput,
  type ConsultDetail,
  type ConsultSummary,
} from '@/lib/contract/schemas/consultation'
import type { Caller, ServiceContext } from '@/lib/auth/context'
import { consume } from '@/lib/auth/limits'
import { optionalCaller } from '@/lib/auth/sessions'
import { issueSmsCode, spendSmsCode, verifySmsCode } from '@/lib/auth/sms-codes'
import type { Db } from '@/lib/db/client'
import { getCompanyById, getIndividualById, getIndividualByPhone } from '@/lib/db/queries/accounts'
import {
  claimRequestsByPhone,
  getPublishedService,
  getRequest,
  insertConsultRequest,
  insertThreadLine,
  listRequestsOf,
  setRequestStatus,
  touchRequest,
  type Requester,
} from '@/lib/db/queries/consultation'
import { detailOf, openSite, summaryOf } from './consultation-view'
import { method } from './define'
import { notifyConsultSubmitted } from './notify-consultation'

const requesterOf = (caller: Caller): Requester => ({ kind: caller.kind, id: caller.accountId })

/** A visitor's earlier requests with this individual's phone become theirs before they read the list. */
async function claimVisitorRequests(db: Db, tenantId: number, caller: Caller) {
  if (caller.kind !== 'user') return
  const me = await getIndividualById(db, { tenantId, id: caller.accountId })
  if (me) await claimRequestsByPhone(db, { tenantId, individualId: me.id, phone: me.phone })
}

/** The number the signed-in account proved at sign-up or phone change: an individual's phone, a company's contact phone. */
async function ownPhone(db: Db, tenantId: number, caller: Caller): Promise<string | null> {
  if (caller.kind === 'user') return (await getIndividualById(db, { tenantId, id: caller.accountId }))?.phone ?? null
  return (await getCompanyById(db, { tenantId, id: caller.accountId }))?.contactPhone ?? null
}

/** The caller's request `id`, or 404 — another account's id reads like a missing one. */
async function ownRequest(ctx: ServiceContext, id: number) {
  const { tenantId } = openSite(ctx)
  await claimVisitorRequests(ctx.db, tenantId, ctx.caller!)
  const row = await getRequest(ctx.db, { tenantId, id, who: requesterOf(ctx.caller!) })
  if (!row) throw notFound(CONSULT_ERRORS.notFound)
  return row
}

export const consultationService = {
  /** The code a visitor proves the contact phone with before submitting (same limits as every SMS code). */
  SendPhoneCode: method({
    verb: 'POST',
    auth: 'anonymous',
    input: sendPhoneCodeInput,
    summary: '发送咨询验证码（未登录提交咨询时验证联系电话；4位，5分钟有效）',
    handler: (input, ctx) => {
      openSite(ctx)
      return issueSmsCode(ctx, { phone: input.PhoneNumber, purpose: 'consult' })
    },
  }),

  /** Stores a consultation request; a visitor proves the phone with a code, a signed-in account needs none. */
  Submit: method({
    verb: 'POST',
    auth: 'anonymous',
    session: 'optional',
    input: submitConsultInput,
    summary:
      '提交咨询：服务、主题、需求描述、联系人、电话（未登录需短信验证码 phoneCode）、公司、方便联系的时间 → { id, requestNo }',
    description:
      '每个手机号每小时3次、每天6次（登录用户填写非本人手机号时按账号计），每个IP每小时10次；超出返回 429。登录用户的咨询记在其账号下；访客的咨询在该手机号登录后出现在“我的咨询”中。',
    handler: async (input, ctx) => {
      const site = openSite(ctx)
      const tenantId = site.tenantId
      const caller = await optionalCaller(ctx.db, { tenantId, token: ctx.token })
      const service = input.serviceId ? await getPublishedService(ctx.db, { tenantId, id: input.serviceId }) : null
      if (input.serviceId && !service) throw badRequest(CONSULT_ERRORS.serviceUnknown, ['serviceId'])
      const phone = input.PhoneNumber
      // A visitor proves the phone first: its wrong tries have their own limit, so a typo costs no submission.
      let code: { id: number } | null = null
      if (!caller) {
        if (!input.phoneCode) throw badRequest(MSG.codeEmpty, ['phoneCode'])
        code = await verifySmsCode(ctx, { phone, purpose: 'consult', code: input.phoneCode, consume: false })
      }
      // L4: a phone's quota is spent only by a request that proved it (a visitor's code, or the account's own number); a
      // signed-in account naming another number spends its own quota, so nobody can use up a stranger's.
      const proven = !caller || (await ownPhone(ctx.db, tenantId, caller)) === phone
      const who = proven
        ? { key: `${tenantId}:${phone}`, name: '该手机号' }
        : { key: `${tenantId}:${caller!.kind}:${caller!.accountId}`, name: '该账号' }
      await consume(ctx.db, [
        {
          rule: proven ? 'consultPhoneHour' : 'consultAccountHour',
          key: who.key,
          message: (w) => `${who.name}提交咨询过于频繁，请${w}后再试`,
        },
        {
          rule: proven ? 'consultPhoneDay' : 'consultAccountDay',
          key: who.key,
          message: (w) => `${who.name}今日提交咨询次数已达上限，请${w}后再试`,
        },
        {
          rule: 'consultIpHour',
          key: `${tenantId}:${ctx.clientIp}`,
          message: (w) => `当前网络提交咨询过于频繁，请${w}后再试`,
        },
      ])
      // A visitor's proven phone that has an account files the request there at once; otherwise the first login claims it.
      const owner = caller
        ? requesterOf(caller)
        : await getIndividualByPhone(ctx.db, { tenantId, phone }).then((i) =>
            i ? { kind: 'user' as const, id: i.id } : null,
          )
      return ctx.db.transaction(async (db) => {
        if (code) await spendSmsCode(db, { tenantId, id: code.id })
        const values = {
          tenantId,
          serviceId: service?.id ?? null,
          serviceName: service?.name ?? OTHER_SERVICE,
          topic: input.topic,
          description: input.description.join('\n'),
          contactName: input.contactName,
          phone,
          companyName: input.companyName,
          preferredTime: input.preferredTime,
          requesterKind: owner?.kind ?? null,
          requesterId: owner?.id ?? null,
        }
        for (let attempt = 0; attempt < 8; attempt++) {
          const created = await insertConsultRequest(db, {
            ...values,
            requestNo: requestNumber(new Date(), Math.random()),
          })
          if (!created) continue
          await notifyConsultSubmitted(db, { ...values, ...created })
          return { id: created.id, requestNo: created.requestNo }
        }
        throw new Error('consultation: no free request number after 8 draws')
      })
    },
  }),

  /** 我的咨询: the caller's requests, newest first (a visitor's ones with the same phone included). */
  GetMyRequests: method({
    verb: 'GET',
    auth: 'signedIn',
    input: myConsultsInput,
    summary:
      '我的咨询：{ items: [{ id, requestNo, serviceName, topic, status, statusText, createdAt, updatedAt, messageCount }], totalCount }',
    handler: async ({ page, pageSize }, ctx): Promise<{ items: ConsultSummary[]; totalCount: number }> => {
      const { tenantId } = openSite(ctx)
      await claimVisitorRequests(ctx.db, tenantId, ctx.caller!)
      const { items, totalCount } = await listRequestsOf(ctx.db, {
        tenantId,
        who: requesterOf(ctx.caller!),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
      return { items: items.map(summaryOf), totalCount }
    },
  }),

  /** One of the caller's requests with its thread; anyone else's id is a 404. */
  GetRequest: method({
    verb: 'GET',
    auth: 'signedIn',
    input: consultIdInput,
    summary: '咨询详情：需求、联系方式（手机号打码）、状态与往来记录 thread（requester 补充 / operator 回复）',
    handler: async ({ id }, ctx): Promise<ConsultDetail> => detailOf(ctx.db, await ownRequest(ctx, id)),
  }),

  /** Adds a follow-up to an open request; an answered one goes back to 已受理 for the consultant. */
  AddFollowUp: method({
    verb: 'POST',
    auth: 'signedIn',
    input: followUpInput,
    summary: '补充咨询内容（≤500字）；已回复的咨询回到“已受理”等待顾问处理；已关闭的咨询不能补充',
    handler: async ({ id, content }, ctx): Promise<ConsultDetail> => {
      const row = await ownRequest(ctx, id)
      const { tenantId } = row.request
      if (row.request.status === 'closed') throw badRequest(CONSULT_ERRORS.closed)
      const who = `${tenantId}:consult:${ctx.caller!.kind}:${ctx.caller!.accountId}`
      await consume(ctx.db, [
        { rule: 'postMinute', key: who, message: (w) => `操作过于频繁，请${w}后再试` },
        { rule: 'postHour', key: who, message: (w) => `补充次数过多，请${w}后再试` },
      ])
      await ctx.db.transaction(async (db) => {
        await insertThreadLine(db, { tenantId, requestId: id, author: 'requester', content: content.join('\n') })
        if (!(await setRequestStatus(db, { tenantId, id, status: 'accepted', from: ['replied'] })))
          await touchRequest(db, { tenantId, id })
      })
      return detailOf(ctx.db, await ownRequest(ctx, id))
    },
  }),

  /** The requester closes a request that needs nothing more. */
  CloseRequest: method({
    verb: 'POST',
    auth: 'signedIn',
    input: consultIdInput,
    summary: '关闭咨询（问题已解决）；已关闭的再次关闭返回 400',
    handler: async ({ id }, ctx): Promise<ConsultDetail> => {
      const row = await ownRequest(ctx, id)
      const { tenantId } = row.request
      // The requester closed it: no message to themselves; the operator's queue shows 已关闭.
      if (!(await setRequestStatus(ctx.db, { tenantId, id, status: 'closed' })))
        throw badRequest(CONSULT_ERRORS.alreadyClosed)
      return detailOf(ctx.db, await ownRequest(ctx, id))
    },
  }),
}
