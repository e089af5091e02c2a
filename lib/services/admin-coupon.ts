// AdminCoupon (issue 32): coupon campaigns in the console — course vouchers for a named course or up to a price, their
// 兑换码 (made here with a CSPRNG, answered once in plain text, stored as hashes only), the redemptions, 停止活动.
// Every role reads; 管理员 and 运营 write, each write with its audit row (never a code in it). Discount coupons wait for
// online payment (issue 33): the console says so and makes none.
import { methodFor } from '@/lib/contract/define'
import { conflict, notFound } from '@/lib/contract/errors'
import { ANY_ROLE, type OperatorRole } from '@/lib/contract/operator-roles'
import {
  CAMPAIGN_MSG as MSG,
  type CampaignCourseChoice,
  type CampaignPage,
  type CampaignRedemptionPage,
  type CampaignRow,
  type GeneratedCodes,
} from '@/lib/contract/coupon-campaign-rules'
import { maskPhone } from '@/lib/contract/phone-rules'
import {
  campaignCourseSearchInput,
  campaignIdInput,
  campaignListInput,
  campaignRedemptionsInput,
  createCampaignInput,
  generateCodesInput,
} from '@/lib/contract/schemas/admin-coupon'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  courseForVoucher,
  getCampaign,
  insertCampaign,
  insertCodeHashes,
  listCampaigns,
  listRedemptions,
  lockCampaign,
  searchCampaignCourses,
  stopCampaign,
} from '@/lib/db/queries/admin-coupons'
import { couponCodeHash } from '@/lib/db/queries/coupons'
import { campaignPeriod, campaignRow, codesLeft, generateCodes } from './coupon-campaign'

const method = methodFor<ServiceContext>()

/** Who runs campaigns: the roles that change what the tenant offers. */
const CAMPAIGN_WRITERS: readonly OperatorRole[] = ['admin', 'operations']

function scope(ctx: ServiceContext) {
  const site = requireSite(ctx)
  return { tenantId: site.tenantId, unit: site.settings.paymentUnitName }
}

async function found(ctx: ServiceContext, id: number): Promise<CampaignRow> {
  const { tenantId, unit } = scope(ctx)
  const row = await getCampaign(ctx.db, { tenantId, id })
  if (!row) throw notFound(MSG.notFound)
  return campaignRow(row, unit)
}

/** A campaign in the 操作日志: its name and id. */
const target = (c: { id: number; title: string }) => `优惠券活动「${c.title}」（#${c.id}）`

export const adminCouponService = {
  /** The tenant's campaigns, newest first, with their codes, redemptions and uses. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: campaignListInput,
    summary: '优惠券活动列表（分页；按名称、状态筛选；含兑换码数、已兑换数、已使用数）',
    handler: async (input, ctx): Promise<CampaignPage> => {
      const { tenantId, unit } = scope(ctx)
      const { rows, totalCount } = await listCampaigns(ctx.db, { tenantId, ...input })
      return { totalCount, items: rows.map((r) => campaignRow(r, unit)) }
    },
  }),

  /** One campaign with its counts. */
  Get: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: campaignIdInput,
    summary: '优惠券活动详情（含兑换码数、已兑换数、已使用数）',
    handler: ({ id }, ctx): Promise<CampaignRow> => found(ctx, id),
  }),

  /** Who redeemed the campaign's codes, when, and on which course the coupon was used; phones masked below 管理员. */
  GetRedemptions: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: campaignRedemptionsInput,
    summary: '活动的兑换记录（分页，最新在前；管理员以外的角色看到的手机号为脱敏显示）',
    handler: async ({ id, page, pageSize }, ctx): Promise<CampaignRedemptionPage> => {
      await found(ctx, id)
      const fullPhone = ctx.operator?.role === 'admin'
      const { rows, totalCount } = await listRedemptions(ctx.db, {
        tenantId: scope(ctx).tenantId,
        templateId: id,
        page,
        pageSize,
      })
      return {
        totalCount,
        items: rows.map((r) => ({
          codeId: r.codeId,
          hint: r.hint,
          learnerName: r.nickname ?? '（账号已删除）',
          phone: r.phone ? (fullPhone ? r.phone : maskPhone(r.phone)) : '—',
          redeemedAt: r.redeemedAt!.toISOString(),
          usedAt: r.usedAt?.toISOString() ?? null,
          usedCourse:
            r.usedCourseId !== null && r.usedCourseTitle !== null
              ? { id: r.usedCourseId, title: r.usedCourseTitle }
              : null,
          couponState: r.couponState,
        })),
      }
    },
  }),

  /** The tenant's courses by title for the voucher's course picker (paid first; a free course needs no voucher). */
  FindCourses: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: campaignCourseSearchInput,
    summary: '按名称查找本机构的课程（新建课程券选课用，最多20门，付费课程在前）',
    handler: async ({ keyword }, ctx): Promise<{ items: CampaignCourseChoice[] }> => ({
      items: await searchCampaignCourses(ctx.db, { tenantId: scope(ctx).tenantId, keyword }),
    }),
  }),

  /** A course voucher campaign: for one paid course, or any course up to a price (fen); days in Beijing time. */
  Create: method({
    verb: 'POST',
    auth: 'operator',
    roles: CAMPAIGN_WRITERS,
    input: createCampaignInput,
    summary: '新建优惠券活动（课程券：指定课程，或价格不超过上限的任一课程；活动起止日期；券的有效期）',
    description:
      'target=course 时须给 courseId（本机构的付费课程），target=price 时须给 maxPriceCents（分）。startDate/endDate 为北京时间的日期，' +
      '兑换码在开始日 00:00 至结束日 24:00 之间可兑换；validity=days 时兑换后 validDays 天内有效，但不超过活动结束。',
    handler: async (input, ctx): Promise<{ id: number }> => {
      const { tenantId, unit } = scope(ctx)
      const period = campaignPeriod(input.startDate, input.endDate)
      let courseId: number | null = null
      let courseTitle = ''
      if (input.target === 'course') {
        const course = await courseForVoucher(ctx.db, { tenantId, id: input.courseId! })
        if (!course) throw notFound(MSG.courseMissing)
        if (course.priceCents <= 0) throw conflict(MSG.freeCourse)
        courseId = course.id
        courseTitle = course.title
      }
      const values = {
        title: input.title,
        description: input.description ?? '',
        courseId,
        maxPriceCents: input.target === 'price' ? input.maxPriceCents! : null,
        ...period,
        validDays: input.validity === 'days' ? input.validDays! : null,
      }
      const id = await insertCampaign(ctx.db, { tenantId, ...values })
      const row = campaignRow((await getCampaign(ctx.db, { tenantId, id }))!, unit)
      ctx.audit({
        target: target({ id, title: values.title }),
        before: null,
        after: {
          title: values.title,
          description: values.description,
          scope: courseId !== null ? `指定课程《${courseTitle}》` : row.scopeText,
          startDate: input.startDate,
          endDate: input.endDate,
          validDays: values.validDays,
        },
      })
      return { id }
    },
  }),

  /**
   * N new 兑换码: made here with a CSPRNG, stored as SHA-256 only, answered in plain text this once (the browser shows
   * them and builds the xlsx from this answer; nothing can fetch them again). The audit row counts them, never lists them.
   */
  Generate: method({
    verb: 'POST',
    auth: 'operator',
    roles: CAMPAIGN_WRITERS,
    input: generateCodesInput,
    summary: '生成兑换码（1～10000个；明文只在本次返回中出现一次，系统只保存摘要）',
    description: '已停止或已结束的活动、折扣券活动不能生成（409）。每个活动最多 100000 个兑换码。',
    handler: async ({ id, count }, ctx): Promise<GeneratedCodes> => {
      const { tenantId } = scope(ctx)
      if (!(await lockCampaign(ctx.db, { tenantId, id }))) throw notFound(MSG.notFound)
      const campaign = await found(ctx, id)
      if (campaign.kind !== 'voucher') throw conflict(MSG.discountOnly)
      if (campaign.state === 'stopped') throw conflict(MSG.stopped)
      if (campaign.state === 'ended') throw conflict(MSG.ended)
      const over = codesLeft(campaign.codeCount, count)
      if (over) throw conflict(over)
      const codes: string[] = []
      // A hash the tenant already holds (odds of 1 in 2^79 per code) is skipped and made up for with a fresh code.
      while (codes.length < count) {
        const fresh = generateCodes(count - codes.length).map((code) => ({ code, codeHash: couponCodeHash(code) }))
        const stored = await insertCodeHashes(ctx.db, {
          tenantId,
          templateId: id,
          codes: fresh.map(({ codeHash, code }) => ({ codeHash, hint: code.slice(-4) })),
        })
        codes.push(...fresh.filter((c) => stored.has(c.codeHash)).map((c) => c.code))
      }
      ctx.audit({
        target: target(campaign),
        before: { total: campaign.codeCount },
        after: { generated: count, total: campaign.codeCount + count },
      })
      return { codes, codeCount: campaign.codeCount + count }
    },
  }),

  /** 停止活动: its codes redeem no more; coupons already redeemed stay usable until they expire. */
  Stop: method({
    verb: 'POST',
    auth: 'operator',
    roles: CAMPAIGN_WRITERS,
    input: campaignIdInput,
    summary: '停止优惠券活动（兑换码不能再兑换；已兑换的券在有效期内仍可使用）',
    handler: async ({ id }, ctx): Promise<{ stoppedAt: string }> => {
      const { tenantId } = scope(ctx)
      const campaign = await found(ctx, id)
      const stoppedAt = await stopCampaign(ctx.db, { tenantId, id })
      if (!stoppedAt) throw conflict(MSG.alreadyStopped)
      ctx.audit({ target: target(campaign), before: { state: campaign.state }, after: { state: 'stopped' } })
      return { stoppedAt: stoppedAt.toISOString() }
    },
  }),
}
