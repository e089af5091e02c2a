'use client'
// A labelled input for react-hook-form (`{...register('name')}`): the ref reaches the input, so the form focuses the
// first field in error; the error or the rule hint underneath is tied to the input for screen readers.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { CONTROL } from './styles'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  error?: string
  /** A rule or a hint, shown when there is no error. */
  hint?: ReactNode
  /** Beside the input, e.g. 获取验证码. */
  addon?: ReactNode
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, addon, ...input },
  ref,
) {
  const id = useId()
  const msgId = `${id}-msg`
  return (
    <div>
      <label htmlFor={id} className={CONTROL.label}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? msgId : undefined}
          className={CONTROL.input}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={msgId} role="alert" className={CONTROL.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={msgId} className={CONTROL.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
})
