// The diagnosis editor's content while it is edited: the version's InstrumentDoc with a key per dimension and question
// (React keeps each card's own state through removals), and the edits that keep questions pointing at their dimension.
import type { BandDoc, DimensionDoc, InstrumentDoc, QuestionDoc } from '@/lib/contract/diagnosis-editor-rules'

export type EditorDimension = DimensionDoc & { key: number }
export type EditorQuestion = QuestionDoc & { key: number }
export interface EditorDoc extends Omit<InstrumentDoc, 'dimensions' | 'questions'> {
  dimensions: EditorDimension[]
  questions: EditorQuestion[]
}

let lastKey = 0
const nextKey = () => ++lastKey

export function editorDoc(doc: InstrumentDoc): EditorDoc {
  return {
    ...doc,
    dimensions: doc.dimensions.map((d) => ({ ...d, key: nextKey() })),
    questions: doc.questions.map((q) => ({ ...q, key: nextKey() })),
  }
}

/** What SaveDraft takes: the keys left behind. */
export function savedDoc(doc: EditorDoc): InstrumentDoc {
  return {
    title: doc.title,
    summary: doc.summary,
    minutes: doc.minutes,
    dimensions: doc.dimensions.map((d) => ({
      name: d.name,
      description: d.description,
      courseTags: d.courseTags,
      bands: d.bands,
    })),
    questions: doc.questions.map((q) => ({
      dimension: q.dimension,
      kind: q.kind,
      text: q.text,
      reverse: q.reverse,
      options: q.options,
    })),
  }
}

/** The three bands the seeded instruments use, to be given their interpretations. */
const STARTER_BANDS: BandDoc[] = [
  { minPct: 0, label: '待提升', interpretation: '' },
  { minPct: 60, label: '良好', interpretation: '' },
  { minPct: 80, label: '优秀', interpretation: '' },
]

export const newDimension = (): EditorDimension => ({
  key: nextKey(),
  name: '',
  description: '',
  courseTags: [],
  bands: STARTER_BANDS.map((b) => ({ ...b })),
})

export const newQuestion = (dimension: number): EditorQuestion => ({
  key: nextKey(),
  dimension,
  kind: 'single',
  text: '',
  reverse: false,
  options: [
    { text: '', score: 0 },
    { text: '', score: 1 },
  ],
})

/** Removes dimension `index` with its questions; later dimensions' questions follow their dimension's new place. */
export function withoutDimension(doc: EditorDoc, index: number): EditorDoc {
  return {
    ...doc,
    dimensions: doc.dimensions.filter((_, i) => i !== index),
    questions: doc.questions
      .filter((q) => q.dimension !== index)
      .map((q) => (q.dimension > index ? { ...q, dimension: q.dimension - 1 } : q)),
  }
}

/** Course tags as typed: separated by commas (either width), 、 or spaces. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、\s]+/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ]
}
