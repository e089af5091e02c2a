// The checks before an instrument is published (issue 32): what scoring needs, said the way the editor lists it.
import { instrumentProblems, type InstrumentDoc } from './diagnosis-editor-rules'

const band = (minPct: number) => ({ minPct, label: `${minPct}起`, interpretation: '…' })
const DOC: InstrumentDoc = {
  title: '测评',
  summary: '',
  minutes: 5,
  dimensions: [{ name: '协作', description: '', courseTags: [], bands: [band(0), band(60)] }],
  questions: [{ dimension: 0, kind: 'likert', text: '我乐于分享。', reverse: true, options: [] }],
}

it('passes a dimension with a question and bands from 0, whatever a Likert question carries', () => {
  expect(instrumentProblems(DOC)).toEqual([])
})

it('names repeated dimension names, bands that start at the same score, and a multi-choice that cannot score', () => {
  const doc: InstrumentDoc = {
    ...DOC,
    dimensions: [DOC.dimensions[0], { ...DOC.dimensions[0], bands: [band(0), band(50), band(50)] }],
    questions: [
      ...DOC.questions,
      {
        dimension: 1,
        kind: 'multi',
        text: '以下哪些做法你常用？',
        reverse: false,
        options: [
          { text: '拖延', score: -2 },
          { text: '推诿', score: 0 },
        ],
      },
    ],
  }
  expect(instrumentProblems(doc)).toEqual([
    '维度名称「协作」重复',
    '维度「协作」有两个分数段都从50分开始',
    '第2题至少要有一个选项的分值大于0',
  ])
})

it('asks for a dimension first', () => {
  expect(instrumentProblems({ ...DOC, dimensions: [], questions: [] })).toEqual(['至少需要一个维度'])
})
