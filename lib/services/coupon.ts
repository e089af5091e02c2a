// /api/services/app/Coupon/{Method}: the learner's coupons by state, redeeming a 兑换码 (single use, this tenant's
// only, limited against guessing) and the course vouchers that fit a course. Individuals only; every query is scoped by
// tenant and learner, so another account's coupon is never seen or spent.
import { amountText, COUPON_MSG, moneyText, type CouponItem, type MyCoupons } from '@/lib/contract/coupon-rules'
import { formatDate } from '@/lib/contract/dates'
import { badRequest } from '@/lib/contract/errors'
import { courseVouchersInput, myCouponsInput, redeemInput } from '@/lib/contract/schemas/coupon'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { consume, refund } from '@/lib/auth/limits'
import {
  countMyCoupons,
  couponCodeHash,
  findCode,
  fittingVouchers,
  getMyCoupon,
  listMyCoupons,
  redeemCode,
  type CouponRow,
} from '@/lib/db/queries/coupons'
import { learnCourseOf } from './course-learn'
import { method } from './define'
import { offeredChannels } from './order-channels'

function learner(ctx: ServiceContext) {
  const site = requireSite(ctx)
  return { tenantId: site.tenantId, individualId: ctx.caller!.accountId, unit: site.settings.paymentUnitName }
}

/** A coupon row in the words the page shows: the stub's value and condition, the scope, the state. */
function couponItem(row: CouponRow, unit: string, selling = false): CouponItem {
  const base = {
    id: row.id,
    kind: row.kind,
    title: row.title,
    courseId: row.kind === 'voucher' ? row.courseId : null,
    // A 折扣券 is taken off at the checkout (issue 33), so it is spendable where the tenant sells courses.
    spendable: row.kind === 'voucher' || selling,
    obtainedAt: row.obtainedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    usedCourse:
      row.usedCourseId !== null && row.usedCourseTitle !== null
        ? { id: row.usedCourseId, title: row.usedCourseTitle }
        : null,
    state: row.state,
  }
  if (row.kind === 'voucher') {
    const cap = row.maxPriceCents
    if (row.courseId !== null)
      return {
        ...base,
        valueText: '课程券',
        conditionText: '指定课程',
        scopeText: `指定课程：《${row.courseTitle ?? ''}》`,
      }
    if (cap === null) return { ...base, valueText: '课程券', conditionText: '全部课程可用', scopeText: '全部付费课程' }
    return {
      ...base,
      valueText: '课程券',
      conditionText: `${moneyText(cap, unit)}以内可用`,
      scopeText: `${moneyText(cap, unit)}以内的课程`,
    }
  }
  const off = row.amountOffCents ?? 0
  const min = row.minSpendCents ?? 0
  return {
    ...base,
    valueText: moneyText(off, unit),
    conditionText: min > 0 ? `满${amountText(min)}可用` : '无门槛',
    scopeText: min > 0 ? `满${amountText(min)}减${amountText(off)}` : `立减${amountText(off)}`,
  }
}

const codeRefusal = (message: string) => badRequest(message, ['code'])

/** Why a found code cannot be redeemed now, or null when it can. */
function codeState(found: NonNullable<Awaited<ReturnType<typeof findCode>>>): string | null {
  if (found.redeemedAt) return COUPON_MSG.redeemed
  if (found.stopped) return COUPON_MSG.stopped
  if (found.campaignOver) return COUPON_MSG.expired
  if (found.notStarted) return COUPON_MSG.notStarted(formatDate(found.validFrom))
  return null
}

export const couponService = {
  /** The learner's coupons in one state (usable / used / expired), with every state's count for the tabs. */
  GetMyCoupons: method({
    verb: 'GET',
    auth: 'user',
    input: myCouponsInput,
    summary:
      '我的优惠券：state=usable（可使用）| used（已使用）| expired（已过期），分页（默认每页20），附各状态数量 counts',
    description:
      '每项含 kind（voucher 课程券 / discount 折扣券）、title、valueText、conditionText、scopeText（指定课程：《…》/ ¥N以内的课程 / 满X减Y）、' +
      'courseId（指定课程）、spendable（折扣券在本机构开通在线支付时为 true：在确认订单页抵扣）、obtainedAt、expiresAt、usedAt、usedCourse、state。',
    handler: async ({ state, page, pageSize }, ctx): Promise<MyCoupons> => {
      const { unit, ...who } = learner(ctx)
      const rows = await listMyCoupons(ctx.db, { ...who, state, limit: pageSize, offset: (page - 1) * pageSize })
      const counts = await countMyCoupons(ctx.db, who)
      const selling = (await offeredChannels(ctx)).length > 0
      return { items: rows.map((r) => couponItem(r, unit, selling)), totalCount: counts[state], page, pageSize, counts }
    },
  }),

  /** Redeems a 兑换码 into a coupon: once only, this tenant's codes only, and wrong tries are limited. */
  Redeem: method({
    verb: 'POST',
    auth: 'user',
    input: redeemInput,
    summary: '兑换优惠券：{ code }（不区分大小写，忽略空格和短横线）→ 新获得的优惠券',
    description:
      '400：请输入兑换码 / 兑换码格式不正确 / 兑换码不存在（其他机构的兑换码同样如此）/ 该兑换码已被使用 / 该兑换码已过期 / ' +
      '该兑换码所属活动已停止，无法兑换 / 该兑换码所属活动尚未开始，请于…后兑换。' +
      '每个兑换码仅能兑换一次，并发兑换只有一个成功。未成功的尝试每账号每小时10次、每IP每小时30次，超出返回 429 兑换尝试过于频繁，请…后再试。',
    handler: async ({ code }, ctx): Promise<CouponItem> => {
      const { unit, ...who } = learner(ctx)
      const keys = { account: `${who.tenantId}:u${who.individualId}`, ip: `${who.tenantId}:${ctx.clientIp}` }
      // Taken before the lookup, so parallel guesses cannot all pass a check; given back below on success.
      await consume(ctx.db, [
        { rule: 'couponRedeemAccount', key: keys.account, message: COUPON_MSG.tooMany },
        { rule: 'couponRedeemIp', key: keys.ip, message: COUPON_MSG.tooMany },
      ])
      const found = await findCode(ctx.db, { tenantId: who.tenantId, codeHash: couponCodeHash(code) })
      if (!found) throw codeRefusal(COUPON_MSG.unknown)
      const refusal = codeState(found)
      if (refusal) throw codeRefusal(refusal)
      const couponId = await ctx.db.transaction((db) =>
        redeemCode(db, { ...who, codeId: found.id, templateId: found.templateId }),
      )
      if (couponId === null) {
        // Taken by a parallel redeem, or the campaign was stopped since the look-up: say which.
        const now = await findCode(ctx.db, { tenantId: who.tenantId, codeHash: couponCodeHash(code) })
        throw codeRefusal((now && codeState(now)) || COUPON_MSG.redeemed)
      }
      await Promise.all([
        refund(ctx.db, 'couponRedeemAccount', keys.account),
        refund(ctx.db, 'couponRedeemIp', keys.ip),
      ])
      return couponItem(
        (await getMyCoupon(ctx.db, { ...who, id: couponId }))!,
        unit,
        (await offeredChannels(ctx)).length > 0,
      )
    },
  }),

  /** The learner's usable course vouchers that take this course, in the order JoinCourse would spend them. */
  GetCourseVouchers: method({
    verb: 'GET',
    auth: 'user',
    input: courseVouchersInput,
    summary: '可用于某课程的课程券（按加入学习时的使用顺序：指定本课程的优先，其次限额最低的通用券，再次最早到期的）',
    handler: async ({ courseId }, ctx): Promise<CouponItem[]> => {
      const { unit, ...who } = learner(ctx)
      const { course } = await learnCourseOf(ctx.db, who.tenantId, courseId)
      const rows = await fittingVouchers(ctx.db, { ...who, courseId, priceCents: course.priceCents })
      return rows.map((r) => couponItem(r, unit))
    },
  }),
}
