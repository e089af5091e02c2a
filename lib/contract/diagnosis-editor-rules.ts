// What a diagnosis instrument must be before it is published (issue 32), zod-free so the console's editor lists the
// same problems as the server refuses with: whatever scoreDiagnosis needs to never fail or mislead at report time.
import { questionMax, type QuestionKind } from './diagnosis-rules'

export const INSTRUMENT_LIMITS = {
  title: 60,
  summary: 300,
  minutes: 120,
  dimensions: 12,
  dimensionName: 30,
  description: 300,
  tags: 10,
  tag: 20,
  bands: 6,
  bandLabel: 10,
  interpretation: 500,
  questions: 100,
  questionText: 300,
  options: 8,
  optionText: 100,
  score: 100,
} as const

/** An option's key is its place: A, B, C … (what learners' answers name). */
export const OPTION_KEYS = 'ABCDEFGH'

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  single: '单选',
  likert: '量表（1–5分）',
  multi: '多选',
}

export type InstrumentState = 'draft' | 'published' | 'disabled'
export const INSTRUMENT_STATE_LABELS: Record<InstrumentState, string> = {
  draft: '草稿',
  published: '已发布',
  disabled: '已停用',
}

export interface BandDoc {
  minPct: number
  label: string
  interpretation: string
}
export interface DimensionDoc {
  name: string
  description: string
  courseTags: string[]
  bands: BandDoc[]
}
export interface QuestionDoc {
  /** The dimension's place in `dimensions`. */
  dimension: number
  kind: QuestionKind
  text: string
  /** likert only: agreeing means weaker (5 scores 1). */
  reverse: boolean
  /** single and multi; a likert question has none (its scale is fixed). */
  options: { text: string; score: number }[]
}
/** One version's content as the editor holds it and AdminDiagnosis/SaveDraft takes it. */
export interface InstrumentDoc {
  title: string
  summary: string
  minutes: number
  dimensions: DimensionDoc[]
  questions: QuestionDoc[]
}

function questionProblems(q: QuestionDoc, n: number): string[] {
  if (q.kind === 'likert') return []
  const found: string[] = []
  if (q.options.length < 2) found.push(`第${n}题至少需要两个选项`)
  const max = questionMax({ id: n, dimensionId: 0, kind: q.kind, reverse: false, options: optionsWithKeys(q.options) })
  if (max <= 0) found.push(`第${n}题至少要有一个选项的分值大于0`)
  return found
}

function bandProblems(d: DimensionDoc): string[] {
  const who = `维度「${d.name}」`
  if (d.bands.length === 0) return [`${who}还没有分数段`]
  const found: string[] = []
  const mins = d.bands.map((b) => b.minPct)
  if (Math.min(...mins) !== 0) found.push(`${who}的分数段须从0分开始，否则低分没有解读`)
  const twice = mins.filter((m, i) => mins.indexOf(m) !== i)
  for (const m of new Set(twice)) found.push(`${who}有两个分数段都从${m}分开始`)
  return found
}

/** Why this content cannot be published yet, in the editor's order; empty when it can. */
export function instrumentProblems(doc: InstrumentDoc): string[] {
  const found: string[] = []
  if (doc.dimensions.length === 0) found.push('至少需要一个维度')
  const names = doc.dimensions.map((d) => d.name)
  for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i))) found.push(`维度名称「${name}」重复`)
  doc.dimensions.forEach((d, i) => {
    if (!doc.questions.some((q) => q.dimension === i)) found.push(`维度「${d.name}」还没有题目`)
    found.push(...bandProblems(d))
  })
  doc.questions.forEach((q, i) => found.push(...questionProblems(q, i + 1)))
  return found
}

/** Options as stored and answered: keyed A, B, C … in their order. */
export function optionsWithKeys(options: { text: string; score: number }[]) {
  return options.map((o, i) => ({ key: OPTION_KEYS[i], text: o.text, score: o.score }))
}
