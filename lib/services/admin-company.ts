// AdminCompany (issue 32): the tenant's company accounts in the console — staff, VIP seats in use, open invitations,
// 企业认证 — and 禁用/启用. A disabled company's own sessions end at once and it cannot sign in; while it stays disabled
// its staff's company VIP and company-assigned courses open nothing (holdsCompanyVip, holdsAssignedCourse and the
// heartbeat's read all require an enabled company), which enabling restores. Free and voucher enrolments are untouched.
import { methodFor } from '@/lib/contract/define'
import { notFound } from '@/lib/contract/errors'
import { maskPhone } from '@/lib/contract/phone-rules'
import { COMPANY_READERS, FULL_PHONE_ROLES, PEOPLE_ADMINS, PEOPLE_MSG } from '@/lib/contract/people-rules'
import { companyStateInput, companyListInput, type CompanyPage } from '@/lib/contract/schemas/admin-people'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { listCompanies, lockCompany, setCompanyDisabled } from '@/lib/db/queries/admin-companies'
import { endLiveSessions } from '@/lib/db/queries/admin-learners'

const method = methodFor<ServiceContext>()

export const adminCompanyService = {
  /** The tenant's company accounts, newest first, by name or login name, state and certification. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: COMPANY_READERS,
    input: companyListInput,
    summary: '企业账号列表（分页；员工数、VIP席位、待接受邀请、认证状态；管理员以外的角色看到的联系电话已打码）',
    handler: async (input, ctx): Promise<CompanyPage> => {
      const full = FULL_PHONE_ROLES.includes(ctx.operator!.role)
      const { rows, totalCount } = await listCompanies(ctx.db, { tenantId: requireSite(ctx).tenantId, ...input })
      return {
        totalCount,
        phoneMasked: !full,
        items: rows.map(({ company: c, staffCount, vipUsed, openInvites }) => ({
          id: c.id,
          companyName: c.companyName,
          loginName: c.loginName,
          contactName: c.contactName,
          contactPhone: full ? c.contactPhone : maskPhone(c.contactPhone),
          staffCount: Number(staffCount),
          vipUsed: Number(vipUsed),
          vipSeats: c.vipSeats,
          openInvites: Number(openInvites),
          certifiedAt: c.certifiedAt?.toISOString() ?? null,
          disabled: c.disabled,
          createdAt: c.createdAt.toISOString(),
        })),
      }
    },
  }),

  /** Disables (its sessions end; its staff's company VIP and assigned courses pause) or enables a company account. */
  SetState: method({
    verb: 'POST',
    auth: 'operator',
    roles: PEOPLE_ADMINS,
    input: companyStateInput,
    summary: '禁用或启用企业账号（禁用后企业登录立即失效，员工的企业VIP与企业指派课程暂停）',
    handler: async ({ id, state }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const disabled = state === 'disabled'
      const row = await lockCompany(ctx.db, { tenantId, id })
      if (!row) throw notFound(PEOPLE_MSG.companyMissing)
      await setCompanyDisabled(ctx.db, { tenantId, id, disabled })
      const ended = disabled ? await endLiveSessions(ctx.db, { tenantId, accountKind: 'company', accountId: id }) : 0
      ctx.audit({
        target: `企业「${row.companyName}」（${row.loginName}）`,
        before: { state: row.disabled ? '已禁用' : '正常' },
        after: { state: disabled ? '已禁用' : '正常', ...(disabled ? { endedSessions: ended } : {}) },
      })
      return { endedSessions: ended }
    },
  }),
}
