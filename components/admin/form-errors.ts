// A refused call on a form: a validation error about one field goes under that field, anything else above the buttons.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiClientError } from '@/lib/contract/api-client-error'

/** Puts the server's field errors on the form; returns the message for the form itself ('' when every one was placed). */
export function placeRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  if (!isApiClientError(error)) return '操作失败，请稍后再试'
  let placed = false
  for (const field of fields) {
    const message = error.fieldError(field)
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed })
      placed = true
    }
  }
  return placed ? '' : error.message
}
