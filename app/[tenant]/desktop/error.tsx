'use client'
// An unexpected error while rendering a desktop page: the 500 page with a retry, never a stack trace.
import { StatusView } from '@/components/status/status-view'

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <StatusView
      code={500}
      action={
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-primary px-5 py-2 text-sm text-primary"
        >
          重试
        </button>
      }
    />
  )
}
