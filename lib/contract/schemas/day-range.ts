// A range of Beijing days as the console's 学习数据 and 对账 take it: days that exist, blank meaning absent, the end not
// before the start and at most `maxDays` long — one builder, each screen its own cap and words.
import { z } from 'zod'
import { daysBetween } from '../learning-data-rules'

/** A 'YYYY-MM-DD' day that parses. */
export const rangeDay = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式不正确` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${label}格式不正确` })
    .meta({ title: label })

/** A query string's empty value (or a JSON null) is an end left out. */
export const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v)

/** Refuses a reversed range and one longer than `maxDays`, with the screen's words. */
export const dayRangeChecks =
  (maxDays: number, msg: { reversed: string; tooLong: string }) =>
  <T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) =>
    schema
      .refine((v) => !v.from || !v.to || v.from <= v.to, { error: msg.reversed, path: ['to'] })
      .refine((v) => !v.from || !v.to || daysBetween(v.from, v.to) <= maxDays, { error: msg.tooLong, path: ['from'] })
