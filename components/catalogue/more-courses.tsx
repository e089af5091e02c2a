'use client'
// What 上拉加载更多 adds to a phone list (load-more.tsx): the call for the next page and its rows. A chunk of its own,
// loaded when the list's end first comes into view, so the rows and the API client are not in the page's first load.
import { api, type ApiInput } from '@/lib/client/api'
import type { CourseCard, Paged } from '@/lib/contract/schemas/catalogue'
import { MobileCourseList } from './mobile-course-row'

/** Which list continues: /courselist's filters and sort as GetCourseList takes them, or /searchlist's words. */
export type MoreSource =
  { list: Omit<ApiInput<'FrontCourse', 'GetCourseList'>, 'page' | 'pageSize'> } | { search: string }

/** One page of the list, through the typed client like every call the browser makes. */
export function fetchMore(source: MoreSource, page: number, pageSize: number): Promise<Paged<CourseCard>> {
  return 'search' in source
    ? api.get.FrontCourse.SearchCourse({ name: source.search, page, pageSize })
    : api.get.FrontCourse.GetCourseList({ ...source.list, page, pageSize })
}

export interface MoreCoursesProps {
  courses: CourseCard[]
  unit: string
  qiNiuUrl: string
}

/** The appended rows, under the server's: same look, lazy covers (they start below the first screen). */
export default function MoreCourses({ courses, unit, qiNiuUrl }: MoreCoursesProps) {
  return <MobileCourseList courses={courses} unit={unit} qiNiuUrl={qiNiuUrl} className="mt-2 px-3" titleAs="h2" />
}
