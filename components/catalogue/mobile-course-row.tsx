// Mobile course row: cover on the left, the facts a phone visitor chooses by on the right, all one link.
import Link from 'next/link'
import { formatPrice } from '@/lib/catalogue/format'
import type { CourseCard } from '@/lib/contract/schemas/catalogue'
import { PriorityImage } from '@/components/ui/priority-image'
import { mobileRowCover } from './renditions'

export interface MobileCourseRowProps {
  course: CourseCard
  /** The tenant's paymentUnitName. */
  unit: string
  qiNiuUrl: string
  /** A row in the first screen: its cover loads eagerly (high: the page's LCP) instead of lazily. */
  priority?: 'high' | 'auto'
  /** Heading level of the title, so rows fit under the page's own outline (h2 right under a list's h1). */
  titleAs?: 'h2' | 'h3'
  /** The cover as a data: URL inside the HTML (lib/services/inline-image.ts): the page's LCP picture. */
  inlineCover?: string | null
}

export function MobileCourseRow({
  course,
  unit,
  qiNiuUrl,
  priority,
  titleAs: Title = 'h3',
  inlineCover,
}: MobileCourseRowProps) {
  const cover = inlineCover ? { src: inlineCover } : mobileRowCover(qiNiuUrl, course.coverUrl)
  const lecturers = course.lecturers.map((l) => l.name).join('、')
  const free = !course.price
  return (
    <Link
      href={`/course/${course.id}`}
      data-testid="mobile-course-row"
      // Not prefetched: a list of rows would fetch every course page in view on a phone's connection.
      prefetch={false}
      className="course-row"
    >
      <div className="course-row-cover">
        {cover.src && priority ? (
          <PriorityImage
            {...cover}
            alt=""
            priority={priority}
            width={360}
            height={216}
            className="size-full object-cover"
          />
        ) : cover.src ? (
          // Plain <img>: the storage serves its own renditions and tenant hosts vary per deployment.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            {...cover}
            alt=""
            loading="lazy"
            decoding="async"
            width={360}
            height={216}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="course-row-body">
        <Title className="course-row-title">{course.title}</Title>
        {lecturers ? <p className="mt-1 truncate text-xs text-gray-500">{lecturers}</p> : null}
        <div className="course-row-foot">
          <span className="text-xs text-gray-500">共{course.lessonCount}课时</span>
          <span
            data-testid="course-price"
            className={`text-sm font-semibold ${free ? 'text-green-700' : 'text-red-600'}`}
          >
            {formatPrice(course.price, unit)}
          </span>
        </div>
      </div>
    </Link>
  )
}

export interface MobileCourseListProps {
  courses: CourseCard[]
  unit: string
  qiNiuUrl: string
  className?: string
  /** How many leading rows are in the first screen: their covers load eagerly, the first with high priority. */
  eagerRows?: number
  titleAs?: MobileCourseRowProps['titleAs']
  /** The first row's cover inside the HTML, when it is the page's LCP picture. */
  inlineFirstCover?: string | null
}

/** A plain stack of rows; callers decide the empty state because its wording differs per page. */
export function MobileCourseList({
  courses,
  unit,
  qiNiuUrl,
  className,
  eagerRows = 0,
  titleAs,
  inlineFirstCover,
}: MobileCourseListProps) {
  return (
    <ul className={`flex flex-col gap-2 ${className ?? ''}`}>
      {courses.map((course, i) => (
        <li key={course.id}>
          <MobileCourseRow
            course={course}
            unit={unit}
            qiNiuUrl={qiNiuUrl}
            priority={i >= eagerRows ? undefined : i === 0 ? 'high' : 'auto'}
            titleAs={titleAs}
            inlineCover={i === 0 ? inlineFirstCover : undefined}
          />
        </li>
      ))}
    </ul>
  )
}
