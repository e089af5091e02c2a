'use client'
// Form parts the registration and reset forms share: a labelled input with its message, and the mobile top bar.
import { useRouter } from 'next/navigation'

const INPUT = 'h-10 min-w-0 flex-1 rounded-md border px-3 text-base outline-none focus:border-primary'

export interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  id: string
  label: string
  error?: string
  /** Shown under the input when there is no error: a rule hint or a live status. */
  note?: React.ReactNode
  addon?: React.ReactNode
}

export function Field({ id, label, error, note, addon, ...input }: FieldProps) {
  const msgId = `${id}-msg`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">{label}</label>
      <div className="flex gap-2">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error || note ? msgId : undefined} {...input}
          className={`${INPUT} ${error ? 'border-red-500' : 'border-gray-300'}`} />
        {addon}
      </div>
      {error ? (
        <p id={msgId} className="mt-1 text-xs text-red-600">{error}</p>
      ) : note ? (
        <p id={msgId} className="mt-1 text-xs">{note}</p>
      ) : null}
    </div>
  )
}

export function TopBar({ title }: { title: string }) {
  const router = useRouter()
  // Opened in a new tab there is no history to go back to, so fall back to the home page.
  const back = () => (window.history.length > 1 ? router.back() : router.push('/'))
  return (
    <header className="sticky top-0 z-30 flex h-12 items-center border-b border-gray-100 bg-white px-2">
      <button type="button" onClick={back} aria-label="返回"
        className="flex size-9 items-center justify-center rounded-full text-gray-700 active:bg-gray-100">
        <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" className="size-5">
          <path d="M12.5 4 6.5 10l6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="flex-1 pr-9 text-center text-base font-semibold text-gray-900">{title}</h1>
    </header>
  )
}
