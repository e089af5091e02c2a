// AdminOrder's 对账 inputs (issue 33): a range of Beijing days, at most 92; the view's read may leave both ends out
// (the last 7 days), the export names both.
import { z } from 'zod'
import { daysBetween } from '../learning-data-rules'
import { MAX_RECONCILIATION_DAYS, RECONCILIATION_MSG } from '../reconciliation-rules'

const day = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式不正确` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${label}格式不正确` })
    .meta({ title: label })
const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v)

const rangeChecks = <T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) =>
  schema
    .refine((v) => !v.from || !v.to || v.from <= v.to, { error: RECONCILIATION_MSG.reversed, path: ['to'] })
    .refine((v) => !v.from || !v.to || daysBetween(v.from, v.to) <= MAX_RECONCILIATION_DAYS, {
      error: RECONCILIATION_MSG.tooLong,
      path: ['from'],
    })

/** 对账: both ends or neither (the last 7 days). */
export const reconciliationInput = rangeChecks(
  z
    .object({
      from: z.preprocess(blankIsAbsent, day('开始日期').optional()),
      to: z.preprocess(blankIsAbsent, day('结束日期').optional()),
    })
    .refine((v) => (v.from === undefined) === (v.to === undefined), {
      error: RECONCILIATION_MSG.missing,
      path: ['from'],
    }),
)

/** The export: both ends (the file is named by them). */
export const reconciliationExportInput = rangeChecks(z.object({ from: day('开始日期'), to: day('结束日期') }))
