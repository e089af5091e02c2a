// CompanyInviteUser's company side: invite by phone, the invitation list, cancel, the staff list, 部门, remove, VIP.
// Every call acts only on the signed-in company's own rows: ids from the client are looked up with its company id.
import { badRequest, businessRule, conflict, notFound } from '@/lib/contract/errors'
import { COMPANY_MSG, INVITE_STATUS_TEXT, STAFF_PAGE_SIZE, vipSeatsFull } from '@/lib/contract/company-rules'
import { hasSensitiveWord } from '@/lib/contract/profile-rules'
import {
  createInviteInput,
  inviteIdInput,
  inviteListInput,
  staffDepartmentInput,
  staffIdInput,
  staffListInput,
  type CompanyInviteRow,
  type Paged,
  type StaffRow,
} from '@/lib/contract/schemas/company'
import { consume } from '@/lib/auth/limits'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getIndividualByPhone } from '@/lib/db/queries/accounts'
import {
  getStaff,
  insertInvite,
  listCompanyInvites,
  listStaff,
  lockCompanyInvite,
  answerInvite,
  removeStaff,
  setStaffDepartment,
  setStaffVip,
} from '@/lib/db/queries/company'
import { countVip, lockCompanyQuota } from '@/lib/db/queries/company-vip'
import type { Db } from '@/lib/db/client'
import { method } from './define'
import { myCompany } from './company-centre'
import { notifyCancelled, notifyInvited, notifyRemoved, notifyVip } from './notify-company'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Sensitive words are refused in a 部门 as in a name: the company's staff list is shown to its managers. */
function checkDepartmentWords(ctx: ServiceContext, department: string | null) {
  if (department && hasSensitiveWord(department, requireSite(ctx).settings.sensitiveWords)) {
    throw badRequest(COMPANY_MSG.departmentSensitive, ['department'])
  }
}

/** The caller's company and the member the request names, or 404 when it is not this company's staff. */
async function myStaff(ctx: ServiceContext, userId: number) {
  const { tenantId, company } = await myCompany(ctx)
  const member = await getStaff(ctx.db, { tenantId, companyId: company.id, individualId: userId })
  if (!member) throw notFound(COMPANY_MSG.staffGone)
  const who = {
    tenantId,
    companyId: company.id,
    companyName: company.companyName,
    individualId: userId,
    name: member.nameInCompany,
  }
  return { tenantId, company, member, who }
}

export const companyStaffMethods = {
  /** Invites a phone (with or without an account) under the name, and optionally the 部门, the company knows it by. */
  CreateCompanyInviteUser: method({
    verb: 'POST',
    auth: 'company',
    input: createInviteInput,
    summary:
      '邀请员工：PhoneNumber（可尚未注册）、userInCompanyName（企业内姓名，2–20字）与可选的 department（部门，至多20字）',
    description:
      '已是本企业员工返回 409「该手机号已是本企业员工」；已有待接受的邀请返回 409「已向该手机号发出邀请，请等待对方处理」。' +
      '该手机号已注册时，对方的消息中心收到企业消息；未注册时，邀请在其首次登录后出现。每个企业每小时最多邀请100次。',
    handler: async ({ PhoneNumber, userInCompanyName, department }, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      if (hasSensitiveWord(userInCompanyName, requireSite(ctx).settings.sensitiveWords)) {
        throw badRequest(COMPANY_MSG.nameInCompanySensitive, ['userInCompanyName'])
      }
      checkDepartmentWords(ctx, department)
      const person = await getIndividualByPhone(ctx.db, { tenantId, phone: PhoneNumber })
      if (person && (await getStaff(ctx.db, { tenantId, companyId: company.id, individualId: person.id })))
        throw conflict(COMPANY_MSG.alreadyStaff)
      await consume(ctx.db, [
        { rule: 'inviteHour', key: `${tenantId}:c${company.id}`, message: (wait) => `邀请过于频繁，请${wait}后再试` },
      ])
      return ctx.db.transaction(async (db) => {
        const row = await insertInvite(db, {
          tenantId,
          companyId: company.id,
          phone: PhoneNumber,
          nameInCompany: userInCompanyName,
          department,
        })
        if (!row) throw conflict(COMPANY_MSG.alreadyInvited)
        if (person)
          await notifyInvited(db, {
            tenantId,
            companyId: company.id,
            companyName: company.companyName,
            individualId: person.id,
            name: userInCompanyName,
          })
        return { id: row.id, status: row.status, statusText: INVITE_STATUS_TEXT[row.status] }
      })
    },
  }),

  /** The company's invitations, newest first, optionally of one state. */
  GetCompanyInviteUser: method({
    verb: 'GET',
    auth: 'company',
    input: inviteListInput,
    summary: `本企业的邀请记录（倒序，每页${STAFF_PAGE_SIZE}条）：status 可选 pending 待接受 / accepted 已接受 / refused 已拒绝 / cancelled 已取消`,
    handler: async ({ status, page }, ctx): Promise<Paged<CompanyInviteRow>> => {
      const { tenantId, company } = await myCompany(ctx)
      const { items, totalCount } = await listCompanyInvites(ctx.db, {
        tenantId,
        companyId: company.id,
        status,
        limit: STAFF_PAGE_SIZE,
        offset: (page - 1) * STAFF_PAGE_SIZE,
      })
      return {
        items: items.map((r) => ({
          id: r.id,
          phoneNumber: r.phone,
          userInCompanyName: r.nameInCompany,
          department: r.department,
          status: r.status,
          statusText: INVITE_STATUS_TEXT[r.status],
          isRead: r.isRead,
          inviteDate: r.createdAt.toISOString(),
          answeredAt: iso(r.answeredAt),
        })),
        totalCount,
        page,
        pageSize: STAFF_PAGE_SIZE,
      }
    },
  }),

  /** Withdraws a pending invitation of this company. */
  CompanyCancelInvite: method({
    verb: 'POST',
    auth: 'company',
    input: inviteIdInput,
    summary: '取消本企业一条待接受的邀请；已处理的邀请返回 400，其他企业的邀请返回 404',
    handler: async ({ id }, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      await ctx.db.transaction(async (db) => {
        const invite = await lockCompanyInvite(db, { tenantId, companyId: company.id, id })
        if (!invite) throw notFound(COMPANY_MSG.inviteGone)
        if (invite.status !== 'pending') throw businessRule(COMPANY_MSG.inviteNotPending)
        await answerInvite(db, { tenantId, id, status: 'cancelled', individualId: null })
        const person = await getIndividualByPhone(db, { tenantId, phone: invite.phone })
        if (person) {
          await notifyCancelled(db, {
            tenantId,
            companyId: company.id,
            companyName: company.companyName,
            individualId: person.id,
            name: invite.nameInCompany,
          })
        }
      })
      return true
    },
  }),

  /** The company's staff: VIP first, then the newest; keyword matches name in company, 部门, nickname or phone. */
  GetCompanyFrontUser: method({
    verb: 'GET',
    auth: 'company',
    input: staffListInput,
    summary: `本企业员工列表（每页${STAFF_PAGE_SIZE}条，VIP在前）：keyword 按企业内姓名、部门、昵称或手机号搜索`,
    handler: async ({ keyword, page }, ctx): Promise<Paged<StaffRow>> => {
      const { tenantId, company } = await myCompany(ctx)
      const { items, totalCount } = await listStaff(ctx.db, {
        tenantId,
        companyId: company.id,
        keyword: keyword || undefined,
        limit: STAFF_PAGE_SIZE,
        offset: (page - 1) * STAFF_PAGE_SIZE,
      })
      return {
        items: items.map((r) => ({
          userId: r.userId,
          userInCompanyName: r.nameInCompany,
          department: r.department,
          nickname: r.nickname,
          phoneNumber: r.phone,
          userLogo: r.avatarUrl,
          isThirdHeadImg: r.isThirdHeadImg,
          isVip: r.isVip,
          joinedAt: r.joinedAt.toISOString(),
        })),
        totalCount,
        page,
        pageSize: STAFF_PAGE_SIZE,
      }
    },
  }),

  /** Files a member under a 部门, or under none (empty); the member's name and nickname stay as they are. */
  SetUserDepartment: method({
    verb: 'POST',
    auth: 'company',
    input: staffDepartmentInput,
    summary: '修改员工的部门：department 至多20字，留空（或省略）表示未设置部门；非本企业员工返回 404',
    handler: async ({ userId, department }, ctx) => {
      const { tenantId, company } = await myStaff(ctx, userId)
      checkDepartmentWords(ctx, department)
      if (!(await setStaffDepartment(ctx.db, { tenantId, companyId: company.id, individualId: userId, department })))
        throw notFound(COMPANY_MSG.staffGone)
      return { userId, department }
    },
  }),

  /** Removes a member from the company (踢出); VIP, and with it paid-course access, ends at once. */
  CompanyKickUser: method({
    verb: 'POST',
    auth: 'company',
    input: staffIdInput,
    summary: '将员工移出本企业（同时取消VIP，其通过VIP加入的付费课程随即不可学习）；非本企业员工返回 404',
    handler: async ({ userId }, ctx) => {
      const { tenantId, company, who } = await myStaff(ctx, userId)
      await ctx.db.transaction(async (db) => {
        const removed = await removeStaff(db, { tenantId, companyId: company.id, individualId: userId })
        if (!removed) throw notFound(COMPANY_MSG.staffGone)
        await notifyRemoved(db, { ...who, wasVip: removed.isVip })
      })
      return true
    },
  }),

  /** Makes a member VIP: the tenant's paid courses open to them, if the tenant certified the company and a seat is free. */
  SetVipUser: method({
    verb: 'POST',
    auth: 'company',
    input: staffIdInput,
    summary: '设为VIP学员（可学习付费课程）；已是VIP返回 400，非本企业员工返回 404',
    description:
      '企业须已通过平台认证（企业认证由机构运营设置，见 CompanyOperator），否则返回 400「企业尚未通过认证，暂不能设置VIP学员，请联系平台开通」；' +
      'VIP学员数已达机构设定的VIP名额时返回 400「VIP名额已用完（N/N），请联系平台增加名额」。',
    handler: async ({ userId }, ctx) => changeVip(ctx, userId, true),
  }),

  /** Ends a member's VIP. */
  KickVipUser: method({
    verb: 'POST',
    auth: 'company',
    input: staffIdInput,
    summary: '取消VIP学员资格；不是VIP返回 400，非本企业员工返回 404',
    handler: async ({ userId }, ctx) => changeVip(ctx, userId, false),
  }),
}

async function changeVip(ctx: ServiceContext, userId: number, isVip: boolean) {
  const { tenantId, company, who } = await myStaff(ctx, userId)
  await ctx.db.transaction(async (db) => {
    if (isVip) await takeVipSeat(db, { tenantId, companyId: company.id, individualId: userId })
    if (!(await setStaffVip(db, { tenantId, companyId: company.id, individualId: userId, isVip }))) {
      throw businessRule(isVip ? COMPANY_MSG.alreadyVip : COMPANY_MSG.notVip)
    }
    await notifyVip(db, { ...who, isVip })
  })
  return { userId, isVip }
}

/**
 * A VIP grant needs the tenant's 企业认证 and a free seat of the quota the tenant set (H1: a self-registered company
 * must not open the paywall). The company's row is locked first, so parallel grants count the VIPs one at a time.
 */
async function takeVipSeat(db: Db, who: { tenantId: number; companyId: number; individualId: number }) {
  const quota = await lockCompanyQuota(db, who)
  if (!quota) throw notFound(COMPANY_MSG.staffGone)
  // Already VIP says so whatever the quota (the flag would not change).
  if ((await getStaff(db, who))?.isVip) throw businessRule(COMPANY_MSG.alreadyVip)
  if (!quota.certifiedAt || quota.disabled) throw businessRule(COMPANY_MSG.notCertified)
  const used = await countVip(db, who)
  if (used >= quota.vipSeats) throw businessRule(vipSeatsFull(used, quota.vipSeats))
}
