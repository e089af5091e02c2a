'use client'
// 机构设置's building blocks: a titled section (one h2 per card), a labelled textarea for react-hook-form and a switch
// row whose label is what turning it on does (SETTING_SWITCHES).
import { Field, Label, Switch } from '@headlessui/react'
import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { CONTROL, PANEL } from './styles'

export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`settings-${id}`} className={PANEL} data-testid={`settings-section-${id}`}>
      <h2 id={`settings-${id}`} className="text-base font-semibold text-gray-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-gray-500">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string
  error?: string
  hint?: ReactNode
}

/** TextField's twin for several lines: the ref reaches the textarea, the error or hint is tied to it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, ...textarea },
  ref,
) {
  const id = useId()
  const msgId = `${id}-msg`
  return (
    <div>
      <label htmlFor={id} className={CONTROL.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? msgId : undefined}
        className="block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm leading-6 outline-none focus:border-primary disabled:bg-gray-50 aria-invalid:border-red-500"
        {...textarea}
      />
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

/** One switch with its line; `name` is the setting's key, kept as the test id. */
export const SwitchRow = forwardRef<
  HTMLButtonElement,
  { name: string; label: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }
>(function SwitchRow({ name, label, checked, disabled, onChange }, ref) {
  return (
    <Field disabled={disabled} className="flex items-center justify-between gap-4 py-3">
      <Label className="text-sm text-gray-800 data-disabled:text-gray-600">{label}</Label>
      <Switch
        ref={ref}
        checked={checked}
        onChange={onChange}
        data-testid={`settings-switch-${name}`}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[22px]"
        />
      </Switch>
    </Field>
  )
})
