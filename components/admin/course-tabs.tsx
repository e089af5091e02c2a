// The course editor's tab bar, shared by 基本信息, 课程大纲 (the outline screen) and 预览: plain links, so each tab is
// its own page and address. A new course (no id yet) has only 基本信息.
import Link from 'next/link'

export type CourseTab = 'basic' | 'outline' | 'preview'

const TABS: { key: CourseTab; label: string; path: (id: number) => string }[] = [
  { key: 'basic', label: '基本信息', path: (id) => `/admin/courses/${id}` },
  { key: 'outline', label: '课程大纲', path: (id) => `/admin/courses/${id}/outline` },
  { key: 'preview', label: '预览', path: (id) => `/admin/courses/${id}/preview` },
]

export function CourseTabs({ courseId, active }: { courseId: number | null; active: CourseTab }) {
  return (
    <nav aria-label="课程编辑" className="mb-5 flex gap-1 border-b border-gray-200" data-testid="course-tabs">
      {TABS.map((tab) => {
        const current = tab.key === active
        const look = `-mb-px border-b-2 px-4 py-2 text-sm ${current ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-600'}`
        if (courseId === null && tab.key !== 'basic')
          return (
            <span key={tab.key} className={`${look} cursor-not-allowed text-gray-400`} title="请先保存基本信息">
              {tab.label}
            </span>
          )
        return (
          <Link
            key={tab.key}
            href={courseId === null ? '/admin/courses/new' : tab.path(courseId)}
            aria-current={current ? 'page' : undefined}
            className={`${look} hover:text-primary`}
          >
            {tab.label}
          </Link>
        )
      })}
    </nav>
  )
}
