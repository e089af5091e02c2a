'use client'
// 角色: one card per role with what it may do (ROLE_HINTS), so whoever invites or re-roles sees the consequence.
import { forwardRef, useId, type InputHTMLAttributes } from 'react'
import { OPERATOR_ROLES, ROLE_HINTS, ROLE_LABELS, type OperatorRole } from '@/lib/contract/operator-roles'
import { CONTROL } from './styles'

interface RolePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  /** The role checked now, for the card's highlight. */
  selected: OperatorRole | undefined
  error?: string
  /** The operator's current role, marked 当前. */
  current?: OperatorRole
}

/** Radio inputs registered by react-hook-form (`{...register('role')}`): the ref goes to every input. */
export const RolePicker = forwardRef<HTMLInputElement, RolePickerProps>(function RolePicker(
  { selected, error, current, ...input },
  ref,
) {
  const uid = useId()
  return (
    <fieldset aria-describedby={error ? `${uid}-msg` : undefined}>
      <legend className={CONTROL.label}>角色</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPERATOR_ROLES.map((role) => (
          <label
            key={role}
            className={`flex cursor-pointer gap-2 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
              selected === role ? 'border-primary bg-primary-soft' : 'border-gray-200 hover:border-gray-300'
            }`}
          >
            <input ref={ref} type="radio" value={role} className="mt-0.5 accent-[var(--color-primary)]" {...input} />
            <span>
              <span className="font-medium text-gray-900">
                {ROLE_LABELS[role]}
                {current === role ? <span className="ml-1 text-xs font-normal text-gray-500">（当前）</span> : null}
              </span>
              <span className="mt-0.5 block text-xs text-gray-600">{ROLE_HINTS[role]}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${uid}-msg`} role="alert" className={CONTROL.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
})
