// One loading indicator for suspense fallbacks and pending lists, announced politely to screen readers.

const DEFAULT_LOADING_TEXT = '拼命加载中...'

export interface LoadingProps {
  text?: string
  className?: string
}

export function Loading({ text = DEFAULT_LOADING_TEXT, className }: LoadingProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-2 py-8 text-sm text-gray-500 ${className ?? ''}`}
    >
      <span
        aria-hidden="true"
        data-testid="loading-spinner"
        className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-primary border-t-transparent"
      />
      <span>{text}</span>
    </div>
  )
}
