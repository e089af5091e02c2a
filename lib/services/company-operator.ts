// /api/services/app/CompanyOperator/{Method}: the tenant's side of companies until an operator console exists — 企业认证
// and the VIP seat quota. A company can never reach these: every call needs the tenant's operator key in
// `X-Operator-Key` (lib/auth/operator-key.ts), and no company-facing call writes certified_at or vip_seats.
import { badRequest, notFound } from '@/lib/contract/errors'
import { COMPANY_MSG, vipSeatsBelowUsed } from '@/lib/contract/company-rules'
import {
  operatorCertifyInput,
  operatorCompaniesInput,
  operatorVipSeatsInput,
  type OperatorCompany,
} from '@/lib/contract/schemas/company'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { auditKeyWrite, requireOperator } from '@/lib/auth/operator-key'
import {
  countVip,
  listCompaniesWithSeats,
  lockCompanyQuota,
  setCompanyCertified,
  setCompanyVipSeats,
} from '@/lib/db/queries/company-vip'
import { method } from './define'

const KEY_NOTE = '需在请求头 X-Operator-Key 中提供本机构的运营密钥（README：运营接口）。'

type Row = Awaited<ReturnType<typeof listCompaniesWithSeats>>['items'][number]

const view = (r: Row): OperatorCompany => ({
  id: r.id,
  userName: r.loginName,
  companyName: r.companyName,
  contactName: r.contactName,
  phoneNumber: r.contactPhone,
  disabled: r.disabled,
  isCertified: r.certifiedAt !== null,
  certifiedAt: r.certifiedAt ? r.certifiedAt.toISOString() : null,
  vipSeats: r.vipSeats,
  vipCount: r.vipCount,
  staffCount: r.staffCount,
  createdAt: r.createdAt.toISOString(),
})

/** One company of the host's tenant as the operator sees it; 404 for any other id (another tenant's included). */
async function companyOr404(ctx: ServiceContext, companyId: number): Promise<OperatorCompany> {
  const { items } = await listCompaniesWithSeats(ctx.db, {
    tenantId: requireSite(ctx).tenantId,
    companyId,
    limit: 1,
    offset: 0,
  })
  if (!items[0]) throw notFound(COMPANY_MSG.companyGone)
  return view(items[0])
}

export const companyOperatorService = {
  /** The tenant's companies (oldest first) with certification, VIP seats and how many are used. */
  GetCompanies: method({
    verb: 'GET',
    auth: 'anonymous',
    input: operatorCompaniesInput,
    summary: '运营：企业列表（certified 可选 true/false，keyword 按企业名称或登录名），含认证状态、VIP名额与已用数',
    description: KEY_NOTE,
    handler: async ({ page, pageSize, certified, keyword }, ctx) => {
      await requireOperator(ctx)
      const { items, totalCount } = await listCompaniesWithSeats(ctx.db, {
        tenantId: requireSite(ctx).tenantId,
        certified,
        keyword: keyword || undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
      return { items: items.map(view), totalCount }
    },
  }),

  /** 企业认证 on (keeps the first certification's time) or off: off ends the paid access of the company's VIPs at once. */
  Certify: method({
    verb: 'POST',
    auth: 'anonymous',
    input: operatorCertifyInput,
    summary:
      '运营：企业认证 { companyId, certified }；true 通过认证（VIP学员可学习付费课程），false 取消认证（其VIP学员随即不能学习付费课程）',
    description: KEY_NOTE,
    handler: async ({ companyId, certified }, ctx) => {
      const key = await requireOperator(ctx)
      const tenantId = requireSite(ctx).tenantId
      if (!(await setCompanyCertified(ctx.db, { tenantId, companyId, certified })))
        throw notFound(COMPANY_MSG.companyGone)
      const entry = { kind: 'CompanyOperator/Certify', label: '企业认证', target: `企业 #${companyId}` }
      await auditKeyWrite(ctx, key, { ...entry, after: { certified } })
      return companyOr404(ctx, companyId)
    },
  }),

  /** The company's VIP seats; never below the VIPs it holds now (the company ends some first). */
  SetVipSeats: method({
    verb: 'POST',
    auth: 'anonymous',
    input: operatorVipSeatsInput,
    summary: '运营：设置企业的VIP名额 { companyId, vipSeats }（0–10000）；不能少于该企业现有的VIP学员数',
    description: KEY_NOTE,
    handler: async ({ companyId, vipSeats }, ctx) => {
      const key = await requireOperator(ctx)
      const tenantId = requireSite(ctx).tenantId
      await ctx.db.transaction(async (db) => {
        // The same lock SetVipUser takes: a grant and a cut cannot pass each other.
        if (!(await lockCompanyQuota(db, { tenantId, companyId }))) throw notFound(COMPANY_MSG.companyGone)
        const used = await countVip(db, { tenantId, companyId })
        if (vipSeats < used) throw badRequest(vipSeatsBelowUsed(used), ['vipSeats'])
        await setCompanyVipSeats(db, { tenantId, companyId, vipSeats })
      })
      const entry = { kind: 'CompanyOperator/SetVipSeats', label: '设置企业VIP名额', target: `企业 #${companyId}` }
      await auditKeyWrite(ctx, key, { ...entry, after: { vipSeats } })
      return companyOr404(ctx, companyId)
    },
  }),
}
