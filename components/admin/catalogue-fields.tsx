'use client'
// The catalogue screens' small controls: a switch that says what it changes on the site, a plain-text area with its
// count (the site draws it as paragraphs), and the line that tells a reading role why there is nothing to press.
import { Description, Field, Label, Switch } from '@headlessui/react'
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react'
import { ROLE_LABELS, type OperatorRole } from '@/lib/contract/operator-roles'
import { CONTROL } from './styles'

const SWITCH =
  'group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-60'
const KNOB =
  'inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[22px]'

/** A bare switch (a table's cell): `label` is its accessible name. */
export function ToggleSwitch({
  checked,
  onChange,
  label,
  disabled,
  testId,
}: {
  checked: boolean
  onChange: (on: boolean) => void
  label: string
  disabled?: boolean
  testId?: string
}) {
  return (
    <Switch
      checked={checked}
      onChange={onChange}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      className={SWITCH}
    >
      <span aria-hidden="true" className={KNOB} />
    </Switch>
  )
}

/** A form's switch with its name and one line on what turning it on changes on the site. */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
  disabled,
  testId,
}: {
  label: string
  hint: string
  checked: boolean
  onChange: (on: boolean) => void
  disabled?: boolean
  testId?: string
}) {
  return (
    <Field disabled={disabled} className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <Label className="text-sm font-medium text-gray-800">{label}</Label>
        <Description className="mt-0.5 text-xs leading-5 text-gray-500">{hint}</Description>
      </div>
      <Switch checked={checked} onChange={onChange} data-testid={testId} className={`${SWITCH} mt-0.5`}>
        <span aria-hidden="true" className={KNOB} />
      </Switch>
    </Field>
  )
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string
  error?: string
  hint: string
  /** The value's length and its cap, shown beside the hint. */
  count: { length: number; max: number }
}

/** A plain-text area for react-hook-form: the ref reaches the textarea, the error or the hint is tied to it. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, count, ...textarea },
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
        aria-describedby={msgId}
        className="block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm leading-6 outline-none focus:border-primary disabled:bg-gray-50 aria-invalid:border-red-500"
        {...textarea}
      />
      <div className="flex justify-between gap-3">
        <p id={msgId} role={error ? 'alert' : undefined} className={error ? CONTROL.error : CONTROL.hint}>
          {error || hint}
        </p>
        <p className={`${CONTROL.hint} shrink-0 tabular-nums`}>
          {count.length}/{count.max}
        </p>
      </div>
    </div>
  )
})

/** Above a catalogue screen for 客服 and 只读: why nothing can be changed here. */
export function ReadOnlyNote({ role, what }: { role: OperatorRole; what: string }) {
  return (
    <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="catalogue-read-only">
      当前角色（{ROLE_LABELS[role]}）只能查看{what}；如需修改，请联系管理员或运营。
    </p>
  )
}
