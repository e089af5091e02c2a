'use client'
// One question in the diagnosis editor: the dimension it scores, its kind (单选 / 量表 / 多选, docs: lib/contract/
// diagnosis-rules.ts), its text, and the options with their scores — a 量表 question has the fixed five-point scale
// instead, optionally reversed.
import { useId } from 'react'
import { LIKERT, type QuestionKind } from '@/lib/contract/diagnosis-rules'
import { INSTRUMENT_LIMITS as L, OPTION_KEYS, QUESTION_KIND_LABELS } from '@/lib/contract/diagnosis-editor-rules'
import { BUTTON, CONTROL } from '../styles'
import type { EditorQuestion } from './diagnosis-doc'
import { Field, NumberInput } from './diagnosis-fields'

const KIND_HINTS: Record<QuestionKind, string> = {
  single: '选一项，得该项的分值。',
  likert: `五级量表（${LIKERT[0]} 1 分 … ${LIKERT[4]} 5 分）。`,
  multi: '可选多项，分值相加（负分可抵扣），不低于 0、不超过正分之和。',
}

export function QuestionCard({
  index,
  count,
  question,
  dimensions,
  readOnly,
  onChange,
  onRemove,
  onMove,
}: {
  index: number
  count: number
  question: EditorQuestion
  /** The dimensions' names, in order. */
  dimensions: string[]
  readOnly: boolean
  onChange: (question: EditorQuestion) => void
  onRemove: () => void
  onMove: (by: -1 | 1) => void
}) {
  const uid = useId()
  const name = `第${index + 1}题`
  const set = (change: Partial<EditorQuestion>) => onChange({ ...question, ...change })
  const setOption = (j: number, change: Partial<EditorQuestion['options'][number]>) =>
    set({ options: question.options.map((o, i) => (i === j ? { ...o, ...change } : o)) })
  return (
    <section aria-labelledby={`${uid}-h`} className="rounded-md border border-gray-200 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${uid}-h`} className="text-sm font-semibold text-gray-900">
          {name}
        </h3>
        {readOnly ? null : (
          <div className="flex gap-1" role="group" aria-label={`${name}的操作`}>
            <button type="button" className={BUTTON.link} disabled={index === 0} onClick={() => onMove(-1)}>
              上移
            </button>
            <button type="button" className={BUTTON.link} disabled={index === count - 1} onClick={() => onMove(1)}>
              下移
            </button>
            <button type="button" className={BUTTON.linkDanger} onClick={onRemove}>
              删除{name}
            </button>
          </div>
        )}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <label htmlFor={`${uid}-dim`} className={CONTROL.label}>
            所属维度
          </label>
          <select
            id={`${uid}-dim`}
            value={question.dimension}
            disabled={readOnly}
            onChange={(e) => set({ dimension: Number(e.target.value) })}
            className={CONTROL.select}
          >
            {dimensions.map((d, i) => (
              <option key={i} value={i}>
                维度{i + 1}
                {d ? `：${d}` : ''}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-kind`} className={CONTROL.label}>
            题型
          </label>
          <select
            id={`${uid}-kind`}
            value={question.kind}
            disabled={readOnly}
            aria-describedby={`${uid}-kind-hint`}
            onChange={(e) => set({ kind: e.target.value as QuestionKind })}
            className={CONTROL.select}
          >
            {(Object.keys(QUESTION_KIND_LABELS) as QuestionKind[]).map((k) => (
              <option key={k} value={k}>
                {QUESTION_KIND_LABELS[k]}
              </option>
            ))}
          </select>
          <p id={`${uid}-kind-hint`} className={CONTROL.hint}>
            {KIND_HINTS[question.kind]}
          </p>
        </div>
        <Field
          className="md:col-span-2"
          label="题目"
          value={question.text}
          maxLength={L.questionText}
          readOnly={readOnly}
          multiline
          onChange={(text) => set({ text })}
        />
      </div>
      {question.kind === 'likert' ? (
        <label className="mt-3 flex items-center gap-2 text-sm text-gray-700">
          <input
            type="checkbox"
            checked={question.reverse}
            disabled={readOnly}
            onChange={(e) => set({ reverse: e.target.checked })}
          />
          反向计分（同意程度越高得分越低）
        </label>
      ) : (
        <>
          <h4 className="mt-4 mb-2 text-sm font-medium text-gray-700">选项与分值</h4>
          <ol className="space-y-2">
            {question.options.map((o, j) => {
              const who = `${name}选项${OPTION_KEYS[j]}`
              return (
                <li key={j} className="flex items-center gap-2">
                  <span aria-hidden="true" className="w-4 text-sm text-gray-500">
                    {OPTION_KEYS[j]}
                  </span>
                  <input
                    aria-label={`${who}内容`}
                    value={o.text}
                    maxLength={L.optionText}
                    readOnly={readOnly}
                    onChange={(e) => setOption(j, { text: e.target.value })}
                    className={CONTROL.input}
                  />
                  <NumberInput
                    label={`${who}分值`}
                    value={o.score}
                    min={-L.score}
                    max={L.score}
                    readOnly={readOnly}
                    onChange={(score) => setOption(j, { score })}
                  />
                  <span className="text-sm text-gray-500">分</span>
                  {readOnly ? null : (
                    <button
                      type="button"
                      className={BUTTON.linkDanger}
                      aria-label={`删除${who}`}
                      onClick={() => set({ options: question.options.filter((_, i) => i !== j) })}
                    >
                      删除
                    </button>
                  )}
                </li>
              )
            })}
          </ol>
          {readOnly || question.options.length >= L.options ? null : (
            <button
              type="button"
              className={`${BUTTON.link} mt-2`}
              onClick={() => set({ options: [...question.options, { text: '', score: 0 }] })}
            >
              为{name}添加选项
            </button>
          )}
        </>
      )}
    </section>
  )
}
