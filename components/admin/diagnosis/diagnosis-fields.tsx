'use client'
// The diagnosis editor's small controls: a labelled text or number input, and the course tags typed as one line.
import { useId, useState } from 'react'
import { CONTROL } from '../styles'
import { parseTags } from './diagnosis-doc'

/** A labelled input; `multiline` draws a textarea. */
export function Field({
  label,
  value,
  onChange,
  maxLength,
  readOnly,
  multiline,
  hint,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength: number
  readOnly: boolean
  multiline?: boolean
  hint?: string
  className?: string
}) {
  const id = useId()
  const common = {
    id,
    value,
    maxLength,
    readOnly,
    'aria-describedby': hint ? `${id}-hint` : undefined,
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={CONTROL.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={2}
          onChange={(e) => onChange(e.target.value)}
          className={`${CONTROL.input} h-auto py-2`}
        />
      ) : (
        <input {...common} onChange={(e) => onChange(e.target.value)} className={CONTROL.input} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className={CONTROL.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** A whole number; a cleared box holds NaN, which the checks and the server refuse by name. */
export function NumberInput({
  label,
  value,
  onChange,
  min,
  max,
  readOnly,
  className,
}: {
  label: string
  value: number
  onChange: (value: number) => void
  min: number
  max: number
  readOnly: boolean
  className?: string
}) {
  return (
    <input
      type="number"
      aria-label={label}
      value={Number.isNaN(value) ? '' : value}
      min={min}
      max={max}
      step={1}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value === '' ? NaN : Math.trunc(Number(e.target.value)))}
      className={`${CONTROL.input} ${className ?? 'w-20'} tabular-nums`}
    />
  )
}

/** Course tags as one line: the tags follow as it is typed, and the text stays as the operator typed it. */
export function TagsField({
  tags,
  onChange,
  readOnly,
}: {
  tags: string[]
  onChange: (tags: string[]) => void
  readOnly: boolean
}) {
  const [text, setText] = useState(tags.join('，'))
  return (
    <Field
      label="课程标签"
      value={text}
      maxLength={240}
      readOnly={readOnly}
      hint="用逗号分隔；报告为待提升的维度推荐带有这些标签或标题含有它们的已发布课程。"
      onChange={(value) => {
        setText(value)
        onChange(parseTags(value))
      }}
    />
  )
}
