// One course in any list (home, course list, search, lecturer, topic, related): everything a buyer scans for.
import Link from 'next/link'
import { formatCount, formatPrice, formatTotalDuration } from '@/lib/catalogue/format'
import type { CourseCard as CourseCardData } from '@/lib/contract/schemas/catalogue'
import { cardCover } from './renditions'

export interface CourseCardProps {
  course: CourseCardData
  /** Storage base URL (settings.qiNiuUrl). */
  qiNiuUrl: string
  /** settings.paymentUnitName; 元 shows as ¥. */
  unit: string
  /** Heading level of the title, so cards fit under the page's own outline. */
  titleAs?: 'h2' | 'h3' | 'h4'
  className?: string
}

/** "共12课时 · 3小时20分钟"; a course without recorded lengths only shows its lesson count. */
export function courseWorkload(lessonCount: number, totalSeconds: number): string {
  return totalSeconds > 0 ? `共${lessonCount}课时 · ${formatTotalDuration(totalSeconds)}` : `共${lessonCount}课时`
}

export function CourseCard({ course, qiNiuUrl, unit, titleAs: Title = 'h3', className }: CourseCardProps) {
  const cover = cardCover(qiNiuUrl, course.coverUrl)
  const price = formatPrice(course.price, unit)
  return (
    <Link
      href={`/course/${course.id}`}
      data-testid="course-card"
      data-course-id={course.id}
      // Not prefetched: a grid of cards would fetch every course page in view; the click costs one cached request.
      prefetch={false}
      className={className ? `group course-card ${className}` : 'group course-card'}
    >
      <div className="course-card-cover">
        {cover.src ? (
          // Plain <img>: the storage serves its own renditions (srcset by width), on hosts that vary per tenant.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            {...cover}
            alt={course.title}
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            className="course-card-img"
          />
        ) : (
          <div
            role="img"
            aria-label={course.title}
            className="flex size-full items-center justify-center px-4 text-center text-sm text-primary"
          >
            {course.title}
          </div>
        )}
      </div>
      <div className="course-card-body">
        <Title className="course-card-title">{course.title}</Title>
        {course.lecturers.length > 0 ? (
          <p className="truncate text-xs text-gray-500" data-testid="course-card-lecturers">
            {course.lecturers.map((l) => l.name).join('、')}
          </p>
        ) : null}
        <p className="text-xs text-gray-500" data-testid="course-card-workload">
          {courseWorkload(course.lessonCount, course.totalDurationSeconds)}
        </p>
        <div className="course-card-foot">
          <span className="text-xs text-gray-500">{formatCount(course.learnerCount)}人学习</span>
          <span
            data-testid="course-card-price"
            className={`text-sm font-semibold ${course.price ? 'text-orange-700' : 'text-green-700'}`}
          >
            {price}
          </span>
        </div>
      </div>
    </Link>
  )
}
