// Inputs of AdminCoupon (issue 32): coupon campaigns (course vouchers) made in the console, their 兑换码 and
// redemptions. The 新建活动 form checks with `campaignFormInput`, which turns its yuan into the fen the method takes.
import { z } from 'zod'
import {
  CAMPAIGN_LIMITS as L,
  CAMPAIGN_MSG,
  CAMPAIGN_STATES,
  VALIDITY_KINDS,
  VOUCHER_TARGETS,
  yuanToFen,
} from '../coupon-campaign-rules'
import { id, optionalText, text } from '../fields'
import { page, pageSize } from './admin'

/** A whole number, also as the digits a query string or an <input type=number> sends. */
const whole = (label: string, min: number, max: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
      z
        .number({
          error: (iss) => (iss.input === undefined || iss.input === '' ? `请输入${label}` : `${label}格式不正确`),
        })
        .int({ error: `${label}须为整数` })
        .min(min, { error: `${label}不能小于${min}` })
        .max(max, { error: `${label}不能大于${max}` }),
    )
    .meta({ title: label })

/** A calendar day in Beijing time (YYYY-MM-DD) that exists. */
const day = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `请选择${label}` })
    .refine(
      (v) => {
        // Zod runs this even after the regex failed: an impossible day (2026-13-45) is refused here, never thrown.
        const ms = Date.parse(`${v}T00:00:00Z`)
        return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(v)
      },
      { error: `${label}格式不正确` },
    )
    .meta({ title: label })

const fields = {
  title: text('活动名称', { max: L.title }),
  description: optionalText('活动说明', L.description),
  target: z.enum(VOUCHER_TARGETS, { error: '请选择适用范围' }).meta({ title: '适用范围' }),
  courseId: id('课程').optional(),
  startDate: day('开始日期'),
  endDate: day('结束日期'),
  validity: z.enum(VALIDITY_KINDS, { error: '请选择券的有效期' }).meta({ title: '券的有效期' }),
  validDays: whole('有效天数', 1, L.validDays).optional(),
}

interface Checked {
  target: string
  courseId?: number
  maxPriceCents?: number | null
  startDate: string
  endDate: string
  validity: string
  validDays?: number
}

/** The rules across fields: what the target and the validity kind require, and the days in order. */
function check(v: Checked, ctx: z.RefinementCtx, priceField: string) {
  if (v.target === 'course' && v.courseId === undefined)
    ctx.addIssue({ code: 'custom', message: '请选择课程', path: ['courseId'] })
  if (v.target === 'price' && v.maxPriceCents === undefined)
    ctx.addIssue({ code: 'custom', message: '请输入课程价格上限', path: [priceField] })
  if (v.validity === 'days' && v.validDays === undefined)
    ctx.addIssue({ code: 'custom', message: '请输入有效天数', path: ['validDays'] })
  if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', message: CAMPAIGN_MSG.endBeforeStart, path: ['endDate'] })
}

const maxPriceCents = whole('课程价格上限（分）', 1, L.maxPriceCents)

/** The method's input: a course voucher for a named course or for any course up to `maxPriceCents` (fen). */
export const createCampaignInput = z
  .object({ ...fields, maxPriceCents: maxPriceCents.optional() })
  .superRefine((v, ctx) => check(v, ctx, 'maxPriceCents'))

/** The form's: the cap typed in yuan (two decimals at most), sent as fen. */
export const campaignFormInput = z
  .object({ ...fields, maxPriceYuan: z.string().optional() })
  .transform((v) => {
    const { maxPriceYuan, ...rest } = v
    const typed = maxPriceYuan?.trim() ?? ''
    return { ...rest, maxPriceCents: typed === '' ? undefined : yuanToFen(typed) }
  })
  .superRefine((v, ctx) => {
    const cents = v.target === 'price' ? v.maxPriceCents : undefined
    const problem =
      cents === null
        ? '请输入正确的金额（元，最多两位小数）'
        : cents === 0
          ? '课程价格上限须大于0'
          : typeof cents === 'number' && cents > L.maxPriceCents
            ? '课程价格上限不能超过100000元'
            : null
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['maxPriceYuan'] })
    check(v, ctx, 'maxPriceYuan')
  })

export const campaignListInput = z.object({
  page,
  pageSize,
  keyword: optionalText('活动名称', L.title),
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(CAMPAIGN_STATES, { error: '状态格式不正确' }).optional().meta({ title: '状态' }),
  ),
})
export const campaignIdInput = z.object({ id: id('活动') })
export const campaignRedemptionsInput = z.object({ id: id('活动'), page, pageSize })
export const generateCodesInput = z.object({ id: id('活动'), count: whole('数量', 1, L.generate) })
export const campaignCourseSearchInput = z.object({ keyword: optionalText('课程名称', 80) })
