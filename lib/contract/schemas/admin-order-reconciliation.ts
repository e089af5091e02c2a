// AdminOrder's 对账 inputs (issue 33): a range of Beijing days, at most 92; the view's read may leave both ends out
// (the last 7 days), the export names both.
import { z } from 'zod'
import { MAX_RECONCILIATION_DAYS, RECONCILIATION_MSG } from '../reconciliation-rules'
import { blankIsAbsent, dayRangeChecks, rangeDay } from './day-range'

const rangeChecks = dayRangeChecks(MAX_RECONCILIATION_DAYS, RECONCILIATION_MSG)
const day = rangeDay

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
