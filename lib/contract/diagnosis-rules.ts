// How a diagnosis is scored, zod-free so the questionnaire can show progress by the same rules the server scores by.
// A question's score is in [0, its maximum]; a dimension's percentage is its questions' sum over their maxima; the
// overall score is the mean of the dimensions' percentages; a band holds from its minimum up to the next one's.

export type QuestionKind = 'single' | 'likert' | 'multi'
export type AnswerValue = string | number | string[]

export interface ScoringQuestion {
  id: number
  dimensionId: number
  kind: QuestionKind
  options: { key: string; text: string; score: number }[]
  reverse: boolean
}

export interface ScoringBand {
  minPct: number
  label: string
  interpretation: string
}

/** The five-point scale of every Likert question (1 = 非常不同意 … 5 = 非常同意). */
export const LIKERT = ['非常不同意', '不同意', '一般', '同意', '非常同意'] as const

export const DIAGNOSIS_MSG = {
  incomplete: (n: number) => `还有${n}道题未作答`,
  badAnswer: '答案格式不正确',
  notFound: '诊断问卷不存在',
  reportNotFound: '诊断报告不存在',
  profileFirst: '请先填写基本信息',
} as const

/** The most a question can score. */
export function questionMax(q: ScoringQuestion): number {
  if (q.kind === 'likert') return 5
  if (q.kind === 'single') return Math.max(0, ...q.options.map((o) => o.score))
  return q.options.reduce((sum, o) => sum + Math.max(0, o.score), 0)
}

/** The answer's score, or null when the answer is missing or does not fit the question. */
export function questionScore(q: ScoringQuestion, answer: AnswerValue | undefined): number | null {
  if (answer === undefined || answer === null) return null
  if (q.kind === 'likert') {
    if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 1 || answer > 5) return null
    return q.reverse ? 6 - answer : answer
  }
  if (q.kind === 'single') {
    const option = typeof answer === 'string' ? q.options.find((o) => o.key === answer) : undefined
    return option ? Math.max(0, option.score) : null
  }
  if (!Array.isArray(answer) || answer.length === 0 || new Set(answer).size !== answer.length) return null
  const chosen = answer.map((key) => q.options.find((o) => o.key === key))
  if (chosen.some((o) => !o)) return null
  // Options that count against (negative scores) can pull a question to 0, never below.
  return Math.min(
    questionMax(q),
    Math.max(
      0,
      chosen.reduce((sum, o) => sum + o!.score, 0),
    ),
  )
}

/** The questions (in order) that have no valid answer yet. */
export function missingQuestions(questions: ScoringQuestion[], answers: Record<string, AnswerValue>): number[] {
  return questions.filter((q) => questionScore(q, answers[String(q.id)]) === null).map((q) => q.id)
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** A score as every view shows it — the report's list, its radar and the PDF: one decimal, so 57.1 never reads 57. */
export function formatScore(pct: number): string {
  return round1(pct).toFixed(1)
}

/** The band a percentage falls in: the highest band whose minimum it reaches (bands need not be sorted). */
export function bandFor<B extends ScoringBand>(bands: B[], pct: number): B {
  const sorted = [...bands].sort((a, b) => a.minPct - b.minPct)
  return sorted.reduce((found, b) => (pct >= b.minPct ? b : found), sorted[0])
}

export interface ScoredDimension {
  dimensionId: number
  name: string
  score: number
  max: number
  pct: number
  band: string
  interpretation: string
}

/** Scores complete answers: per dimension (in the given order) and overall. */
export function scoreDiagnosis(
  dimensions: { id: number; name: string; bands: ScoringBand[] }[],
  questions: ScoringQuestion[],
  answers: Record<string, AnswerValue>,
): { dimensions: ScoredDimension[]; overallPct: number } {
  const scored = dimensions.map((d) => {
    const own = questions.filter((q) => q.dimensionId === d.id)
    const score = own.reduce((sum, q) => sum + (questionScore(q, answers[String(q.id)]) ?? 0), 0)
    const max = own.reduce((sum, q) => sum + questionMax(q), 0)
    const pct = max > 0 ? round1((score / max) * 100) : 0
    const band = bandFor(d.bands, pct)
    return {
      dimensionId: d.id,
      name: d.name,
      score,
      max,
      pct,
      band: band?.label ?? '',
      interpretation: band?.interpretation ?? '',
    }
  })
  const overallPct = scored.length ? round1(scored.reduce((sum, d) => sum + d.pct, 0) / scored.length) : 0
  return { dimensions: scored, overallPct }
}
