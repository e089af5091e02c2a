'use client'
// A 查找 box inside a console form (a campaign's course, an announcement's company): Enter searches instead of
// submitting the form around it, and the form's error for the choice shows under it.
import { useId, useState } from 'react'
import { BUTTON, CONTROL } from './styles'

export function SearchBox({
  label,
  placeholder,
  maxLength,
  error,
  onSearch,
}: {
  label: string
  placeholder: string
  maxLength: number
  error?: string
  onSearch: (keyword: string) => void
}) {
  const uid = useId()
  const [draft, setDraft] = useState('')
  return (
    <>
      <label htmlFor={`${uid}-search`} className={CONTROL.label}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${uid}-search`}
          type="search"
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${uid}-error` : undefined}
          className={CONTROL.input}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              onSearch(draft.trim())
            }
          }}
        />
        <button type="button" className={BUTTON.secondary} onClick={() => onSearch(draft.trim())}>
          查找
        </button>
      </div>
      {error ? (
        <p id={`${uid}-error`} role="alert" className={CONTROL.error}>
          {error}
        </p>
      ) : null}
    </>
  )
}
