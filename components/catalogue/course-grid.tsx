// A list of course cards in columns chosen by the caller (4 on desktop pages, 2 on the phone), or 暂无数据.
import { EmptyState } from '@/components/ui/empty-state'
import type { CourseCard as CourseCardData } from '@/lib/contract/schemas/catalogue'
import { CourseCard } from './course-card'

// Whole class names so Tailwind's scanner finds them.
const COLUMNS = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
} as const

export interface CourseGridProps {
  courses: CourseCardData[]
  qiNiuUrl: string
  unit: string
  columns?: keyof typeof COLUMNS
  titleAs?: 'h2' | 'h3' | 'h4'
  emptyText?: string
  className?: string
}

export function CourseGrid({ courses, qiNiuUrl, unit, columns = 4, titleAs, emptyText, className }: CourseGridProps) {
  if (courses.length === 0) return <EmptyState text={emptyText} />
  return (
    <ul data-testid="course-grid" className={`grid gap-4 ${COLUMNS[columns]} ${className ?? ''}`}>
      {courses.map((course) => (
        <li key={course.id} className="flex">
          <CourseCard course={course} qiNiuUrl={qiNiuUrl} unit={unit} titleAs={titleAs} className="w-full" />
        </li>
      ))}
    </ul>
  )
}
