// One labelled radio of a console form (react-hook-form's register spreads onto it: React 19 passes the ref as a prop).
import type { InputHTMLAttributes } from 'react'

export function RadioChoice({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-gray-800">
      <input type="radio" className="size-4 accent-primary" {...input} />
      {label}
    </label>
  )
}
