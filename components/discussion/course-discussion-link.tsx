// 课程讨论（N） on the course page: a link to the course's topic list with its live topic count.
import Link from 'next/link'

export interface CourseDiscussionLinkProps {
  courseId: number
  /** Resolved here, so the page passes the cached loader's promise without awaiting it in its own body. */
  count: Promise<number>
  variant: 'desktop' | 'mobile'
}

export async function CourseDiscussionLink({ courseId, count, variant }: CourseDiscussionLinkProps) {
  const n = await count
  const href = `/topicList?courseId=${courseId}`
  if (variant === 'desktop') {
    return (
      <Link
        href={href}
        data-testid="course-discussion"
        className="-mb-px ml-auto border-b-2 border-transparent py-3 text-gray-600 hover:border-primary hover:text-primary"
      >
        课程讨论（{n}）
      </Link>
    )
  }
  return (
    <Link
      href={href}
      data-testid="course-discussion"
      className="mt-2 flex items-center justify-between bg-white px-4 py-3.5 active:bg-gray-50"
    >
      <span className="border-l-4 border-primary pl-2 text-base leading-none font-semibold text-gray-900">
        课程讨论（{n}）
      </span>
      <span className="text-sm text-gray-500">{n > 0 ? '参与讨论' : '发起第一个话题'} ›</span>
    </Link>
  )
}
