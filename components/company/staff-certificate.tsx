'use client'
// 开具学时证明 for one staff member (issue 31), from their 学习记录 on 学习看板: for an assigned course they completed
// (按课程: one press each; the server gives back the course's certificate if it already exists), or for a date range of
// their credited learning (按时间段) — CompanyCertificate/Issue either way; then the PDF (the company's session may
// download its staff's) and the verification page. The completed courses come with the sessions (one request).
import { useState } from 'react'
import { IssueCourseCertificate } from '@/components/certificate/certificate-action'
import { RangeIssue } from '@/components/certificate/range-issue'
import { api } from '@/lib/client/api'
import type { CompletedAssignedCourse } from '@/lib/contract/schemas/company-learning-report'
import { usePersonSessions } from '@/lib/hooks/use-learning-board'

/** One completed course: 开具 once, then its PDF and verification page in its place. */
function CourseRow({ individualId, course }: { individualId: number; course: CompletedAssignedCourse }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="certificate-course">
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm text-gray-900">{course.title}</span>
        <span className="block text-xs text-gray-500">{course.completedDay} 完成</span>
      </span>
      <IssueCourseCertificate
        title={course.title}
        label="开具"
        issue={() =>
          api.post.CompanyCertificate.Issue({ userId: individualId, courseId: course.courseId }, { inline: true })
        }
        buttonClassName="min-h-9 shrink-0 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-soft"
      />
    </li>
  )
}

function ByCourse({ individualId }: { individualId: number }) {
  // The same query as the sessions below: React Query shares it, so opening the form asks nothing more.
  const sessions = usePersonSessions(individualId)
  const courses = sessions.data?.pages[0]?.completedCourses
  return (
    <section aria-labelledby={`by-course-${individualId}`} className="mb-4">
      <h3 id={`by-course-${individualId}`} className="mb-1 text-sm font-medium text-gray-900">
        按课程开具
      </h3>
      {!courses ? (
        <p className="text-xs text-gray-500">加载中…</p>
      ) : courses.length === 0 ? (
        <p className="text-xs text-gray-500">还没有已完成的指派课程</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {courses.map((c) => (
            <CourseRow key={c.courseId} individualId={individualId} course={c} />
          ))}
        </ul>
      )}
    </section>
  )
}

export function StaffCertificate({ individualId }: { individualId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="border-b border-gray-100 px-5 py-3" data-testid="staff-certificate">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="min-h-9 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-soft"
      >
        开具学时证明
      </button>
      {open ? (
        <div className="mt-3">
          <ByCourse individualId={individualId} />
          <RangeIssue
            links
            issue={(range) => api.post.CompanyCertificate.Issue({ userId: individualId, ...range }, { inline: true })}
          />
        </div>
      ) : null}
    </div>
  )
}
