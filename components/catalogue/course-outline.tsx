// A course's chapters and lessons. <details open> per chapter: readable and foldable without any JavaScript; only the
// 试看 marks are the browser's, hidden once it knows the learner has joined.
import { EmptyState } from '@/components/ui/empty-state'
import { formatDuration, formatTotalDuration } from '@/lib/catalogue/format'
import type { ChapterDto } from '@/lib/contract/schemas/catalogue'
import { FreePreviewBadge } from './free-preview-badge'

export interface CourseOutlineProps {
  courseId: number
  chapters: ChapterDto[]
  className?: string
}

export function CourseOutline({ courseId, chapters, className }: CourseOutlineProps) {
  if (chapters.length === 0) return <EmptyState text="暂无课程目录" />
  return (
    <div data-testid="course-outline" className={`space-y-3 ${className ?? ''}`}>
      {chapters.map((chapter, ci) => {
        const seconds = chapter.lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0)
        return (
          <details
            key={chapter.id}
            open
            data-testid="outline-chapter"
            className="group rounded-lg border border-gray-100 bg-white"
          >
            <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 select-none [&::-webkit-details-marker]:hidden">
              <svg
                viewBox="0 0 20 20"
                fill="currentColor"
                aria-hidden="true"
                className="size-4 shrink-0 text-gray-400 transition-transform group-open:rotate-90"
              >
                <path
                  fillRule="evenodd"
                  d="M7.21 14.77a.75.75 0 0 1 .02-1.06L11.17 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z"
                  clipRule="evenodd"
                />
              </svg>
              <span className="shrink-0 text-sm font-medium text-primary">第{ci + 1}章</span>
              <span className="min-w-0 flex-1 truncate font-medium text-gray-900" data-testid="outline-chapter-title">
                {chapter.title}
              </span>
              <span className="shrink-0 text-xs text-gray-500">
                {chapter.lessons.length}课时{seconds > 0 ? ` · ${formatTotalDuration(seconds)}` : ''}
              </span>
            </summary>
            <ol className="border-t border-gray-100">
              {chapter.lessons.map((lesson, li) => (
                <li
                  key={lesson.id}
                  data-testid="outline-lesson"
                  className="flex items-center gap-3 px-4 py-2.5 pl-11 text-sm text-gray-700 odd:bg-gray-50/60"
                >
                  <span className="w-10 shrink-0 text-xs text-gray-500 tabular-nums">
                    {ci + 1}-{li + 1}
                  </span>
                  <span className="min-w-0 flex-1 truncate" data-testid="outline-lesson-title">
                    {lesson.title}
                  </span>
                  {lesson.isFreePreview ? <FreePreviewBadge courseId={courseId} /> : null}
                  <span className="shrink-0 text-xs text-gray-500 tabular-nums" data-testid="outline-lesson-duration">
                    {formatDuration(lesson.durationSeconds)}
                  </span>
                </li>
              ))}
            </ol>
          </details>
        )
      })}
    </div>
  )
}
