// The one labelled input every form uses: label, input, an optional addon, and its error or note tied to the input.
import type { InputHTMLAttributes, ReactNode } from 'react'

// text-base (16px): iOS Safari zooms the page on focus into any input with a smaller font size.
const INPUT =
  'h-10 w-full min-w-0 flex-1 rounded-md border border-gray-300 px-3 text-base outline-none focus:border-primary aria-invalid:border-red-500'

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** The input's id; the message underneath gets `${id}-msg`. */
  id: string
  label: string
  /** Shown under the input (and announced) when set; takes the place of the note. */
  error?: string
  /** Shown under the input when there is no error: a rule hint or a live status. */
  note?: ReactNode
  /** Sits beside the input, e.g. the send-code button. */
  addon?: ReactNode
}

export function FormField({ id, label, error, note, addon, ...input }: FormFieldProps) {
  const msgId = `${id}-msg`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || note ? msgId : undefined}
          className={INPUT}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={msgId} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : note ? (
        <p id={msgId} className="mt-1 text-xs">
          {note}
        </p>
      ) : null}
    </div>
  )
}

/** A form's own refusal (the server's words, docs/spec.md §8) above its buttons; nothing when there is none. */
export function FormError({ message, testId }: { message: string | null | undefined; testId?: string }) {
  return message ? (
    <p role="alert" data-testid={testId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-600">
      {message}
    </p>
  ) : null
}
