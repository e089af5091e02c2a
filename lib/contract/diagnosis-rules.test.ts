// Scoring by hand-computed expectations: each question kind, reversed Likert, multi with a negative option, bands at
// their edges, and the overall mean.
import {
  bandFor,
  missingQuestions,
  questionMax,
  questionScore,
  scoreDiagnosis,
  type ScoringQuestion,
} from './diagnosis-rules'

const single: ScoringQuestion = {
  id: 1,
  dimensionId: 10,
  kind: 'single',
  reverse: false,
  options: [
    { key: 'A', text: 'a', score: 0 },
    { key: 'B', text: 'b', score: 2 },
    { key: 'C', text: 'c', score: 4 },
  ],
}
const likert: ScoringQuestion = { id: 2, dimensionId: 10, kind: 'likert', reverse: false, options: [] }
const reversed: ScoringQuestion = { ...likert, id: 3, reverse: true }
const multi: ScoringQuestion = {
  id: 4,
  dimensionId: 20,
  kind: 'multi',
  reverse: false,
  options: [
    { key: 'A', text: 'a', score: 2 },
    { key: 'B', text: 'b', score: 3 },
    { key: 'C', text: 'c', score: -2 },
  ],
}

it('scores each kind and refuses answers that do not fit', () => {
  expect([questionMax(single), questionMax(likert), questionMax(multi)]).toEqual([4, 5, 5])
  expect(questionScore(single, 'B')).toBe(2)
  expect(questionScore(single, 'Z')).toBeNull()
  expect(questionScore(likert, 4)).toBe(4)
  expect(questionScore(reversed, 4)).toBe(2)
  expect(questionScore(likert, 6)).toBeNull()
  expect(questionScore(likert, 2.5)).toBeNull()
  expect(questionScore(multi, ['A', 'B'])).toBe(5)
  expect(questionScore(multi, ['A', 'C'])).toBe(0)
  expect(questionScore(multi, ['C'])).toBe(0)
  expect(questionScore(multi, ['A', 'A'])).toBeNull()
  expect(questionScore(multi, [])).toBeNull()
  expect(questionScore(multi, ['A', 'X'])).toBeNull()
  expect(missingQuestions([single, likert, multi], { 1: 'C', 4: ['B'] })).toEqual([2])
})

it('puts a percentage in the highest band it reaches: 59.9 → 待提升, 60 → 良好, 80 → 优秀, 100 → 优秀', () => {
  const bands = [
    { minPct: 80, label: '优秀', interpretation: '' },
    { minPct: 0, label: '待提升', interpretation: '' },
    { minPct: 60, label: '良好', interpretation: '' },
  ]
  expect([59.9, 60, 79.9, 80, 100, 0].map((p) => bandFor(bands, p).label)).toEqual([
    '待提升',
    '良好',
    '良好',
    '优秀',
    '优秀',
    '待提升',
  ])
})

it('scores dimensions over their maxima and averages them', () => {
  const bands = [
    { minPct: 0, label: '低', interpretation: 'x' },
    { minPct: 60, label: '高', interpretation: 'y' },
  ]
  const result = scoreDiagnosis(
    [
      { id: 10, name: '计划', bands },
      { id: 20, name: '协作', bands },
    ],
    [single, likert, reversed, multi],
    { 1: 'C', 2: 3, 3: 5, 4: ['B'] },
  )
  // 计划: (4 + 3 + 1) / (4 + 5 + 5) = 8/14 = 57.1%; 协作: 3/5 = 60%; overall (57.1 + 60) / 2 = 58.55 → 58.6.
  expect(result.dimensions).toEqual([
    { dimensionId: 10, name: '计划', score: 8, max: 14, pct: 57.1, band: '低', interpretation: 'x' },
    { dimensionId: 20, name: '协作', score: 3, max: 5, pct: 60, band: '高', interpretation: 'y' },
  ])
  expect(result.overallPct).toBe(58.6)
})
