// Mobile course row: cover on the left, the facts a phone visitor chooses by on the right, all one link.
import Link from 'next/link'
import { formatPrice } from '@/lib/catalogue/format'
import type { CourseCard } from '@/lib/contract/schemas/catalogue'
import { storageImageUrl } from '@/lib/ui/image-urls'

// 2:1.2 at twice the row's on-screen width, so covers stay sharp on high-density phones.
export const MOBILE_COVER_VIEW = 'imageView2/1/w/360/h/216/q/85'

export interface MobileCourseRowProps {
  course: CourseCard
  /** The tenant's paymentUnitName. */
  unit: string
  qiNiuUrl: string
}

export function MobileCourseRow({ course, unit, qiNiuUrl }: MobileCourseRowProps) {
  const cover = storageImageUrl(qiNiuUrl, course.coverUrl, MOBILE_COVER_VIEW)
  const lecturers = course.lecturers.map((l) => l.name).join('、')
  const free = !course.price
  return (
    <Link
      href={`/course/${course.id}`}
      data-testid="mobile-course-row"
      className="flex gap-3 rounded-lg bg-white p-2.5 active:bg-gray-50"
    >
      <div className="relative aspect-[2/1.2] w-[42%] shrink-0 overflow-hidden rounded-md bg-gray-100">
        {cover ? (
          // Plain <img>: the storage serves the resized rendition itself and tenant hosts vary per deployment.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={cover} alt="" loading="lazy" width={360} height={216} className="size-full object-cover" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="line-clamp-2 text-sm leading-snug font-medium text-gray-900">{course.title}</h3>
        {lecturers ? <p className="mt-1 truncate text-xs text-gray-500">{lecturers}</p> : null}
        <div className="mt-auto flex items-end justify-between gap-2 pt-1">
          <span className="text-xs text-gray-400">共{course.lessonCount}课时</span>
          <span data-testid="course-price" className={`text-sm font-semibold ${free ? 'text-green-600' : 'text-red-500'}`}>
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
}

/** A plain stack of rows; callers decide the empty state because its wording differs per page. */
export function MobileCourseList({ courses, unit, qiNiuUrl, className }: MobileCourseListProps) {
  return (
    <ul className={`flex flex-col gap-2 ${className ?? ''}`}>
      {courses.map((course) => (
        <li key={course.id}>
          <MobileCourseRow course={course} unit={unit} qiNiuUrl={qiNiuUrl} />
        </li>
      ))}
    </ul>
  )
}
