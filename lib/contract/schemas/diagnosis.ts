// Inputs and results of the online diagnosis calls (/api/services/app/Diagnosis/…).
import { z } from 'zod'
import { id } from '../fields'
import { COMPANY_SIZES, INDUSTRIES } from '../company-rules'

/** 工作年限 bands of the respondent profile. */
export const WORK_YEARS = ['1年以下', '1-3年', '3-5年', '5-10年', '10年以上'] as const

const pick = (list: readonly string[], label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .refine((v) => list.includes(v), { error: `请选择${label}` })
    .meta({ title: label, enum: [...list] })

export const profileInput = z.object({
  position: z
    .string({ error: '请输入岗位' })
    .trim()
    .min(1, { error: '请输入岗位' })
    .max(30, { error: '岗位不能超过30个字' })
    .meta({ title: '岗位' }),
  industry: pick(INDUSTRIES, '所属行业'),
  years: pick(WORK_YEARS, '工作年限'),
  companySize: pick(COMPANY_SIZES, '企业规模'),
})

/** Answers keyed by question id: an option key, 1–5, or option keys. Checked against the instrument by the service. */
const answerValue = z.union([z.string().max(8), z.number().int().min(1).max(5), z.array(z.string().max(8)).max(20)])
const answersField = z
  .record(z.string().regex(/^\d{1,10}$/), answerValue, { error: '答案格式不正确' })
  .meta({ title: '答案' })

export const instrumentIdInput = z.object({ id: id('问卷编号') })
export const draftInput = z.object({ id: id('问卷编号'), answers: answersField })
export const submitInput = z.object({ id: id('问卷编号'), answers: answersField.optional() })
export const reportIdInput = z.object({ id: id('报告编号') })

export interface InstrumentSummary {
  id: number
  title: string
  summary: string
  minutes: number
  questionCount: number
  /** Answers saved so far in an unfinished attempt (0 when none). */
  answeredCount: number
}
