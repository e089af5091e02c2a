'use client'
// Picks the tenant's published courses for an assignment: the newest first, or those a search finds (title, summary,
// tags, lecturers); ticked ones stay as chips. 付费 marks courses only a certified company's assignment opens.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { ASSIGN_COURSES_MAX } from '@/lib/contract/schemas/company-learning'
import { apiQuery } from '@/lib/query/api-queries'
import { Chips, PickerSearch, type Picked } from './staff-picker'

const PAGE_SIZE = 8

export function CoursePicker({ picked, onChange }: { picked: Picked; onChange: (next: Picked) => void }) {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const courses = useQuery({
    ...(keyword
      ? apiQuery.FrontCourse.SearchCourse({ name: keyword, page, pageSize: PAGE_SIZE })
      : apiQuery.FrontCourse.GetCourseList({ sort: 'newest', page, pageSize: PAGE_SIZE })),
    placeholderData: keepPreviousData,
  })
  const toggle = (id: number, title: string) => {
    const next = new Map(picked)
    if (next.has(id)) next.delete(id)
    else if (next.size < ASSIGN_COURSES_MAX) next.set(id, title)
    onChange(next)
  }
  const search = (text: string) => {
    setKeyword(text)
    setPage(1)
  }
  return (
    <div className="space-y-3" data-testid="course-picker">
      <Chips picked={picked} onRemove={(id) => toggle(id, '')} label="已选课程" />
      <PickerSearch label="搜索课程" placeholder="课程名称、标签或讲师" onSearch={search} />
      {!courses.data ? (
        <Loading className="py-6" />
      ) : courses.data.items.length === 0 ? (
        <p className="py-4 text-center text-sm text-gray-500">没有找到课程</p>
      ) : (
        <>
          <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
            {courses.data.items.map((c) => (
              <li key={c.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    checked={picked.has(c.id)}
                    onChange={() => toggle(c.id, c.title)}
                    className="size-4 accent-primary"
                  />
                  <span className="min-w-0 flex-1 truncate text-gray-900">{c.title}</span>
                  <span className={`shrink-0 text-xs ${c.price > 0 ? 'text-amber-700' : 'text-green-700'}`}>
                    {c.price > 0 ? '付费' : '免费'}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={courses.data.totalCount} pageSize={PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </div>
  )
}
