'use client'
// 热门课程 (issue 32): the range's most learned courses, by learners or by hours, each linking to its own figures.
import Link from 'next/link'
import { useId } from 'react'
import { hoursOf, TOP_BY, TOP_BY_LABELS, type TopBy } from '@/lib/contract/learning-data-rules'
import type { TopCourse } from '@/lib/contract/schemas/admin-learning-data'
import { EmptyState } from '@/components/ui/empty-state'
import { CONTROL, PANEL, TABLE } from '../styles'

export function TopCourses({
  courses,
  topBy,
  onTopBy,
}: {
  courses: TopCourse[]
  topBy: TopBy
  onTopBy: (by: TopBy) => void
}) {
  const uid = useId()
  return (
    <section aria-labelledby={`${uid}-title`} className={PANEL} data-testid="top-courses">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${uid}-title`} className="text-base font-semibold text-gray-900">
          热门课程
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={`${uid}-by`} className="text-sm text-gray-600">
            排序
          </label>
          <select
            id={`${uid}-by`}
            value={topBy}
            onChange={(e) => onTopBy(e.target.value as TopBy)}
            className={`${CONTROL.select} w-32`}
          >
            {TOP_BY.map((by) => (
              <option key={by} value={by}>
                {TOP_BY_LABELS[by]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {courses.length === 0 ? (
        <EmptyState text="所选日期内没有学习记录" />
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              {['排名', '课程', '学员数', '学时（小时）'].map((h) => (
                <th key={h} scope="col" className={TABLE.th}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {courses.map((c, i) => (
              <tr key={c.courseId} data-testid={`top-course-${c.courseId}`}>
                <td className={`${TABLE.td} w-16 tabular-nums`}>{i + 1}</td>
                <td className={TABLE.td}>
                  <Link href={`/admin/data/courses/${c.courseId}`} className="hover:text-primary hover:underline">
                    {c.title}
                  </Link>
                </td>
                <td className={`${TABLE.td} tabular-nums`}>{c.learners}</td>
                <td className={`${TABLE.td} tabular-nums`}>{hoursOf(c.creditedSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
