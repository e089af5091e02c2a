// CompanyInviteUser's individual side (the invitation popup and /Business) and FrontUser/ExitCompany. An individual
// sees and answers only invitations addressed to the phone of the signed-in account.
import { businessRule, forbidden, notFound } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { alreadyInCompany, COMPANY_MSG, INVITE_STATUS_TEXT, joinedText } from '@/lib/contract/company-rules'
import {
  checkInviteInput,
  inviteIdInput,
  type AcceptResult,
  type CompanyInvitation,
} from '@/lib/contract/schemas/company'
import { defaultNickname, type Individual } from '@/lib/auth/accounts'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { callerAccount } from '@/lib/auth/sign-in'
import type { Db } from '@/lib/db/client'
import { getCompanyById } from '@/lib/db/queries/accounts'
import {
  addStaff,
  answerInvite,
  listInvitesForPhone,
  lockInviteForPhone,
  markInviteRead,
  removeStaff,
} from '@/lib/db/queries/company'
import { getMembership } from '@/lib/db/queries/learning'
import { updateIndividualProfile } from '@/lib/db/queries/profile'
import { method } from './define'
import { notifyAccepted, notifyExited, notifyInvited, notifyRefused } from './notify-company'

const NOT_YOURS = '只能查询本人手机号的邀请'

/** The signed-in individual (auth 'user' already refused companies and visitors). */
async function me(ctx: ServiceContext): Promise<{ tenantId: number; row: Individual }> {
  const account = await callerAccount(ctx)
  if (account.kind !== 'user') throw businessRule('请使用个人账号操作')
  return { tenantId: requireSite(ctx).tenantId, row: account.row }
}

/** A phone named in the payload must be the caller's own: nobody learns whether another number was invited. */
function ownPhone(row: Individual, given: { phonenumber?: string; PhoneNumber?: string }) {
  for (const phone of [given.phonenumber, given.PhoneNumber])
    if (phone !== undefined && phone !== row.phone) throw forbidden(NOT_YOURS)
}

async function invitationsOf(
  db: Db,
  tenantId: number,
  phone: string,
  pendingOnly: boolean,
): Promise<CompanyInvitation[]> {
  const rows = await listInvitesForPhone(db, { tenantId, phone, pendingOnly })
  return rows.map(({ invite, companyName, companyLogo }) => ({
    id: invite.id,
    companyName,
    companyLogo,
    inviteDate: invite.createdAt.toISOString(),
    userInCompanyName: invite.nameInCompany,
    status: invite.status,
    statusText: INVITE_STATUS_TEXT[invite.status],
  }))
}

/** Locks a pending invitation addressed to this individual's phone; 404 for any other id. */
async function pendingInvite(db: Db, tenantId: number, row: Individual, id: number) {
  const found = await lockInviteForPhone(db, { tenantId, phone: row.phone, id })
  if (!found || found.companyDisabled) throw notFound(COMPANY_MSG.inviteGone)
  if (found.invite.status !== 'pending') throw businessRule(COMPANY_MSG.inviteNotPending)
  return found
}

/** 企业消息 for invitations that waited for this phone's first login (written with the new account). */
export async function notifyWaitingInvites(
  db: Db,
  { tenantId, individualId, phone }: { tenantId: number; individualId: number; phone: string },
) {
  for (const { invite, companyName } of await listInvitesForPhone(db, { tenantId, phone, pendingOnly: true })) {
    await notifyInvited(db, {
      tenantId,
      companyId: invite.companyId,
      companyName,
      individualId,
      name: invite.nameInCompany,
    })
  }
}

export const invitationMethods = {
  /** Whether the signed-in individual has a pending invitation (docs/spec.md §4: decides whether the popup opens). */
  CheckCompanyInviteByUser: method({
    verb: 'POST',
    auth: 'user',
    input: checkInviteInput,
    summary:
      '当前个人账号是否有待处理的企业邀请（true 时弹出邀请框）；phonenumber / PhoneNumber 可省略，填写时须为本人手机号',
    handler: async (input, ctx) => {
      const { tenantId, row } = await me(ctx)
      ownPhone(row, input)
      return (await listInvitesForPhone(ctx.db, { tenantId, phone: row.phone, pendingOnly: true, limit: 1 })).length > 0
    },
  }),

  /** The pending invitations of the signed-in individual, newest first (the popup's list). */
  GetCompanyInviteByUser: method({
    verb: 'GET',
    auth: 'user',
    input: checkInviteInput,
    summary: '当前个人账号待处理的企业邀请：[{ id, companyName, inviteDate, userInCompanyName, status, statusText }]',
    handler: async (input, ctx) => {
      const { tenantId, row } = await me(ctx)
      ownPhone(row, input)
      return invitationsOf(ctx.db, tenantId, row.phone, true)
    },
  }),

  /** Every invitation the signed-in individual received, answered ones included (/Business). */
  GetCompanyInviteByLoginUser: method({
    verb: 'GET',
    auth: 'user',
    input: noInput,
    summary: '当前个人账号收到的全部企业邀请（含已接受、已拒绝、已取消），倒序',
    handler: async (_input, ctx) => {
      const { tenantId, row } = await me(ctx)
      return invitationsOf(ctx.db, tenantId, row.phone, false)
    },
  }),

  /** Joins the inviting company; refused while the learner belongs to one. */
  InviteUserAccept: method({
    verb: 'POST',
    auth: 'user',
    input: inviteIdInput,
    summary:
      '接受邀请加入企业：结果 { companyName, userName, message }，客户端提示 message 并更新本地 userName（规格 §4、§8）',
    description:
      '每人最多加入一个企业：已在企业中时返回 400「您已加入企业「…」，如需加入新企业，请先退出当前企业」。昵称仍为系统默认（学员+手机尾号）时，' +
      '改为企业内姓名。已处理的邀请返回 400，不是发给本人手机号的邀请返回 404。',
    handler: async ({ id }, ctx): Promise<AcceptResult> => {
      const { tenantId, row } = await me(ctx)
      return ctx.db.transaction(async (db) => {
        const { invite, companyName } = await pendingInvite(db, tenantId, row, id)
        const current = await getMembership(db, { tenantId, individualId: row.id })
        if (
          current ||
          !(await addStaff(db, {
            tenantId,
            companyId: invite.companyId,
            individualId: row.id,
            nameInCompany: invite.nameInCompany,
            department: invite.department,
          }))
        ) {
          const in_ = current ? await getCompanyById(db, { tenantId, id: current.companyId }) : null
          throw businessRule(alreadyInCompany(in_?.companyName ?? '其他企业'))
        }
        await answerInvite(db, { tenantId, id, status: 'accepted', individualId: row.id })
        let userName = row.nickname
        if (row.nickname === defaultNickname(row.phone)) {
          userName = (await updateIndividualProfile(db, { tenantId, id: row.id, nickname: invite.nameInCompany }))!
            .nickname
        }
        await notifyAccepted(db, {
          tenantId,
          companyId: invite.companyId,
          companyName,
          individualId: row.id,
          name: invite.nameInCompany,
        })
        return { companyName, userName, message: joinedText(companyName) }
      })
    },
  }),

  /** Refuses an invitation: it shows 已拒绝 to both sides and the company is told. */
  InviteUserRefuse: method({
    verb: 'POST',
    auth: 'user',
    input: inviteIdInput,
    summary: '拒绝企业邀请（状态变为 已拒绝，企业收到消息）',
    handler: async ({ id }, ctx) => {
      const { tenantId, row } = await me(ctx)
      await ctx.db.transaction(async (db) => {
        const { invite, companyName } = await pendingInvite(db, tenantId, row, id)
        await answerInvite(db, { tenantId, id, status: 'refused', individualId: row.id })
        await notifyRefused(db, {
          tenantId,
          companyId: invite.companyId,
          companyName,
          individualId: row.id,
          name: invite.nameInCompany,
        })
      })
      return { id, status: 'refused' as const, statusText: INVITE_STATUS_TEXT.refused }
    },
  }),

  /** Marks an invitation seen (the popup showed it); the company's list shows 已查看. */
  FrontUserReadInvite: method({
    verb: 'POST',
    auth: 'user',
    input: inviteIdInput,
    summary: '标记邀请为已查看（邀请框展示后调用）',
    handler: async ({ id }, ctx) => {
      const { tenantId, row } = await me(ctx)
      if (!(await markInviteRead(ctx.db, { tenantId, phone: row.phone, id }))) throw notFound(COMPANY_MSG.inviteGone)
      return true
    },
  }),
}

export const exitCompanyMethods = {
  /** Leaves the company: membership and VIP end; the company is told. */
  ExitCompany: method({
    verb: 'POST',
    auth: 'user',
    input: noInput,
    summary: '退出当前企业（VIP资格同时结束，企业收到消息）；未加入企业返回 400',
    handler: async (_input, ctx) => {
      const { tenantId, row } = await me(ctx)
      await ctx.db.transaction(async (db) => {
        const member = await getMembership(db, { tenantId, individualId: row.id })
        if (!member) throw businessRule(COMPANY_MSG.notInCompany)
        await removeStaff(db, { tenantId, companyId: member.companyId, individualId: row.id })
        const company = await getCompanyById(db, { tenantId, id: member.companyId })
        await notifyExited(db, {
          tenantId,
          companyId: member.companyId,
          companyName: company?.companyName ?? '',
          individualId: row.id,
          name: member.nameInCompany,
        })
      })
      return true
    },
  }),
}
