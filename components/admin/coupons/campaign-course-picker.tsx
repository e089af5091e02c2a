'use client'
// The voucher's course: the tenant's courses by title (AdminCoupon/FindCourses, paid first), one chosen with 选择. A free
// course cannot be chosen — it needs no voucher — and a draft is marked, since learners can join it only once published.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { CampaignCourseChoice } from '@/lib/contract/coupon-campaign-rules'
import { moneyText } from '@/lib/contract/coupon-rules'
import { apiQuery } from '@/lib/query/api-queries'
import { SearchBox } from '../search-box'
import { BUTTON, CONTROL } from '../styles'

export function CampaignCoursePicker({
  value,
  onChange,
  error,
}: {
  value: CampaignCourseChoice | null
  onChange: (course: CampaignCourseChoice | null) => void
  error?: string
}) {
  const [keyword, setKeyword] = useState('')
  const found = useQuery({ ...apiQuery.AdminCoupon.FindCourses({ keyword: keyword || undefined }), enabled: !value })

  if (value)
    return (
      <div>
        <p className={CONTROL.label}>课程</p>
        <div className="flex items-center gap-3 rounded-md border border-gray-200 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate" data-testid="campaign-course">
            《{value.title}》<span className="ml-2 text-gray-500">{moneyText(value.priceCents)}</span>
          </span>
          <button type="button" className={BUTTON.link} onClick={() => onChange(null)}>
            更换课程
          </button>
        </div>
      </div>
    )

  return (
    <div>
      <SearchBox label="查找课程" placeholder="输入课程名称" maxLength={80} error={error} onSearch={setKeyword} />
      {found.data ? (
        found.data.items.length === 0 ? (
          <p className="mt-2 text-sm text-gray-500">没有找到名称包含「{keyword}」的课程</p>
        ) : (
          <ul className="mt-2 max-h-44 divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200">
            {found.data.items.map((course) => (
              <li key={course.id} className="flex items-center gap-2 px-3 py-2 text-sm" data-testid="course-choice">
                <span className="min-w-0 flex-1 truncate">
                  {course.title}
                  {course.isPublished ? null : <span className="ml-2 text-xs text-gray-500">（未发布）</span>}
                </span>
                <span className="shrink-0 text-gray-500 tabular-nums">
                  {course.priceCents > 0 ? moneyText(course.priceCents) : '免费'}
                </span>
                {course.priceCents > 0 ? (
                  <button
                    type="button"
                    className={BUTTON.link}
                    aria-label={`选择「${course.title}」`}
                    onClick={() => onChange(course)}
                  >
                    选择
                  </button>
                ) : (
                  <span className="w-10 shrink-0 text-right text-xs text-gray-400">无需券</span>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  )
}
