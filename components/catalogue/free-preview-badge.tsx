'use client'
// 试看 beside a free preview in the course page's outline, for everyone but a learner who has joined the course (they
// play every lesson). The page is cached: who has joined is known only in the browser.
import { useJoined } from '@/lib/client/joined-courses'

export function FreePreviewBadge({ courseId }: { courseId: number }) {
  if (useJoined(courseId)) return null
  return (
    <span data-testid="free-preview" className="shrink-0 rounded-sm border border-primary px-1.5 text-xs text-primary">
      试看
    </span>
  )
}
