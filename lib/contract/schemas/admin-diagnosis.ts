// 诊断测评 in the console (issue 32): instruments and their versions — name, introduction, dimensions with course tags
// and score bands, questions of the three kinds — saved as a draft, published, 停用/启用. The editor checks with these.
import { z } from 'zod'
import { id, optionalText, text } from '../fields'
import {
  INSTRUMENT_LIMITS as L,
  type InstrumentDoc,
  type InstrumentState,
  type QuestionDoc,
} from '../diagnosis-editor-rules'
import { page, pageSize } from './admin'

const int = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: `请输入${label}` })
      .int({ error: `${label}须为整数` })
      .min(min, { error: `${label}不能小于${min}` })
      .max(max, { error: `${label}不能大于${max}` })
      .meta({ title: label }),
  )

const band = z.object({
  minPct: int('分数段起点', 0, 100),
  label: text('分数段名称', { max: L.bandLabel }),
  interpretation: text('解读', { max: L.interpretation }),
})

const dimension = z.object({
  name: text('维度名称', { max: L.dimensionName }),
  description: z
    .string({ error: '维度说明格式不正确' })
    .trim()
    .max(L.description, {
      error: `维度说明不能超过${L.description}个字符`,
    }),
  courseTags: z
    .array(text('课程标签', { max: L.tag }), { error: '课程标签格式不正确' })
    .max(L.tags, { error: `每个维度最多${L.tags}个课程标签` })
    .refine((tags) => new Set(tags).size === tags.length, { error: '课程标签不能重复' }),
  bands: z.array(band, { error: '分数段格式不正确' }).max(L.bands, { error: `每个维度最多${L.bands}个分数段` }),
})

const option = z.object({
  text: text('选项内容', { max: L.optionText }),
  score: int('选项分值', -L.score, L.score),
})

const question = z.object({
  dimension: z.number({ error: '请为题目选择维度' }).int().min(0, { error: '请为题目选择维度' }),
  kind: z.enum(['single', 'likert', 'multi'], { error: '题型不正确' }),
  text: text('题目', { max: L.questionText }),
  reverse: z.boolean({ error: '反向计分格式不正确' }).default(false),
  options: z
    .array(option, { error: '选项格式不正确' })
    .max(L.options, { error: `每道题最多${L.options}个选项` })
    .default([]),
})

/** One version's content; a likert question keeps no options and only likert ones may be reversed. */
const instrumentDoc = z
  .object({
    title: text('测评名称', { max: L.title }),
    summary: z
      .string({ error: '简介格式不正确' })
      .trim()
      .max(L.summary, { error: `简介不能超过${L.summary}个字符` }),
    minutes: int('预计用时（分钟）', 1, L.minutes),
    dimensions: z.array(dimension).max(L.dimensions, { error: `最多${L.dimensions}个维度` }),
    questions: z.array(question).max(L.questions, { error: `最多${L.questions}道题` }),
  })
  .superRefine((doc, ctx) => {
    doc.questions.forEach((q, i) => {
      if (q.dimension >= doc.dimensions.length)
        ctx.addIssue({ code: 'custom', message: `第${i + 1}题的维度不存在`, path: ['questions', i, 'dimension'] })
    })
  })
  .transform((doc): InstrumentDoc => ({
    ...doc,
    questions: doc.questions.map((q): QuestionDoc =>
      q.kind === 'likert' ? { ...q, options: [] } : { ...q, reverse: false },
    ),
  }))

export const diagnosisListInput = z.object({
  page,
  pageSize,
  keyword: optionalText('测评名称', 60),
  state: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['draft', 'published', 'disabled']).optional())
    .meta({ title: '状态' }),
})
export const instrumentIdInput = z.object({ id: id('测评') })
export const createInstrumentInput = z.object({ title: text('测评名称', { max: L.title }) })
/** The version the editor started from: the draft it edits, or the current version a new draft starts from. */
export const saveInstrumentDraftInput = z.object({ id: id('测评'), baseVersionId: id('版本'), doc: instrumentDoc })
export const instrumentVersionInput = z.object({ id: id('测评'), versionId: id('版本') })

export const DIAGNOSIS_ADMIN_MSG = {
  missing: '测评不存在',
  stale: '该测评已被他人修改，请刷新后再编辑',
  notDraft: '该版本已发布，不能再修改',
  notPublished: '测评尚未发布',
} as const

export interface InstrumentAdminRow {
  id: number
  title: string
  state: InstrumentState
  /** The version learners take (第N版), or null before the first publish. */
  currentVersion: number | null
  /** A draft waiting to be published, or null. */
  draftVersion: number | null
  reportCount: number
}

export interface InstrumentPage {
  totalCount: number
  items: InstrumentAdminRow[]
}

/** @public */
export interface InstrumentVersionRow {
  id: number
  number: number
  publishedAt: string | null
  reportCount: number
}

export interface InstrumentVersionDoc extends InstrumentDoc {
  versionId: number
  number: number
  publishedAt: string | null
}

export interface InstrumentEditable {
  id: number
  title: string
  state: InstrumentState
  versions: InstrumentVersionRow[]
  /** The version learners take. */
  current: InstrumentVersionDoc | null
  /** The draft being edited. */
  draft: InstrumentVersionDoc | null
}
