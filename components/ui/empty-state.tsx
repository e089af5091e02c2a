// One empty-list look for every list, so "nothing here" reads the same across pages (docs/spec.md §8: 暂无数据).
import type { ReactNode } from 'react'

const DEFAULT_EMPTY_TEXT = '暂无数据'

export interface EmptyStateProps {
  text?: string
  className?: string
  /** Optional action under the text, e.g. a link back to the course list. */
  children?: ReactNode
}

export function EmptyState({ text = DEFAULT_EMPTY_TEXT, className, children }: EmptyStateProps) {
  return (
    <div className={`flex flex-col items-center justify-center gap-3 py-12 text-gray-500 ${className ?? ''}`}>
      <svg aria-hidden="true" viewBox="0 0 64 41" className="h-10 w-16" fill="none" stroke="currentColor">
        <ellipse cx="32" cy="33" rx="32" ry="7" fill="currentColor" opacity="0.15" stroke="none" />
        <path d="M55 13.3 44.9 1.9A2.6 2.6 0 0 0 43 1H21a2.6 2.6 0 0 0-1.9.9L9 13.3V22h46z" />
        <path d="M41.6 16.4c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13.5h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z" />
      </svg>
      <p className="text-sm">{text}</p>
      {children}
    </div>
  )
}
