// The phone's course results (/courselist, /searchlist): the rows — the first row's cover is the page's LCP, loaded at
// once with high priority, the rest lazily — or the page's own note when there are none.
import type { ReactNode } from 'react'
import type { CourseCard } from '@/lib/contract/schemas/catalogue'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { MobileCourseList } from './mobile-course-row'

export interface MobileCourseResultsProps {
  courses: CourseCard[]
  settings: Pick<CommonSetting, 'qiNiuUrl' | 'paymentUnitName'>
  empty: ReactNode
  /** The first cover inside the HTML (lib/services/inline-image.ts), when the page could inline it. */
  inlineFirstCover?: string | null
}

export function MobileCourseResults({ courses, settings, empty, inlineFirstCover }: MobileCourseResultsProps) {
  if (courses.length === 0) return empty
  return (
    <MobileCourseList
      courses={courses}
      unit={settings.paymentUnitName}
      qiNiuUrl={settings.qiNiuUrl}
      className="px-3"
      eagerRows={1}
      titleAs="h2"
      inlineFirstCover={inlineFirstCover}
    />
  )
}
